import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import type { Profile } from '../../../shared/domain/profile';

/**
 * Withdraw funds goes to the user's own account (spec-2 §1 'your personal or corporate bank
 * account'): the names such an account is held in, the company's and the user's; undefined for
 * an ordinary transfer (every recipient).
 */
export function useWithdrawOwners(withdraw: boolean | undefined): string[] | undefined {
  const { companyName } = useSnapshot(session);
  const profile = useMeta<Profile>(PROFILE_KEY);
  if (!withdraw) return undefined;
  return [companyName, profile?.name ?? ''].filter((name) => name.trim() !== '');
}
