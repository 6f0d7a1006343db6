// The lock texts are the first screen's own (errorLookup.ts): a reload of this address has no catalogue yet.
import { errorEntry } from '../../../api/errorLookup';
import { Alert } from '../../../shared/ui/Alert';
import { PRODUCT_NAME } from '../../../shared/config/product';

export const FORCED_LOGOUT_TITLE = "You've been logged out for security reasons";
/** The spec gives the sense, not the words: the product can be used on one device at a time. */
export const FORCED_LOGOUT_BODY = `${PRODUCT_NAME} can be used on only one device at a time, and your session has ended. Please log in again.`;

/**
 * The info alert of /login?forced_logout=true, plus the lock message when a lock caused it; a
 * suspension's text alone when a suspension ended the session.
 */
export function ForcedLogoutNotice({ reason }: { reason: string | null }) {
  const lock =
    reason === 'ACCOUNT_LOCKED' ||
    reason === 'ACCOUNT_PERMANENT_LOCKED' ||
    reason === 'MFA_RESOURCES_DENIED';
  // A suspension is no one-device logout: only its own text (docs/decisions/team.md 'Suspension').
  if (reason === 'SUSPENDED_ACCOUNT')
    return <Alert kind="error">{errorEntry(reason).message}</Alert>;
  return (
    <>
      <Alert kind="info" title={FORCED_LOGOUT_TITLE}>
        {FORCED_LOGOUT_BODY}
      </Alert>
      {lock && <Alert kind="error">{errorEntry(reason).message}</Alert>}
    </>
  );
}
