import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { session } from '../../../api/session';
import { postLoginRoute, STATUS_SCREENS } from '../../../shared/routing/postLoginRoute';

/** /account-opening: the applicant's status screen, by the stored statuses (spec-1 §4). */
export function AccountOpeningIndexPage() {
  const { claims, kyc, userStatus } = useSnapshot(session);
  const target =
    claims && kyc
      ? postLoginRoute({ role: claims.role, kyc, userStatus, redirect: null })
      : STATUS_SCREENS.pending;
  return <Redirect to={target} replace />;
}
