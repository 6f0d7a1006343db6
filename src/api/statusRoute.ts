import type { KycStatus } from '../shared/domain/auth';
import { paths } from '../shared/routing/paths';
import { postLoginRoute } from '../shared/routing/postLoginRoute';
import { getKycStatus } from './auth';
import { session, storeKycStatus, storeUserStatus } from './session';

/**
 * After a call that changes the status (a submission, tm_data, tutorials viewed), or when a status
 * screen opens: re-read the status, store it, and say where the user belongs now (spec-1 §4
 * post-login routing). A member's status comes from the re-read too: the login's is older, and
 * routing reads it first. `redirect` is a remembered path already checked as safe.
 */
export async function rereadStatusRoute(redirect: string | null = null): Promise<string> {
  const kyc = await getKycStatus();
  return storeStatusRoute(kyc, redirect);
}

/** Stores a status just read and gives its target (rereadStatusRoute without the call). */
export function storeStatusRoute(kyc: KycStatus, redirect: string | null = null): string {
  storeKycStatus(kyc);
  const claims = session.claims;
  if (!claims) return paths.auth.login();
  if (claims.role !== 'admin') storeUserStatus(kyc.nonAdminUserStatus);
  return postLoginRoute({ role: claims.role, kyc, userStatus: session.userStatus, redirect });
}
