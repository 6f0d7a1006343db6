import {
  clearSession,
  establishSession,
  markSignedIn,
  session,
  storeKycStatus,
} from '../../api/session';
import type { KycStatus, LoginResponse, TokenPair } from '../../shared/domain/auth';
import { isOnboarded } from '../../shared/domain/onboarding';
import { postLoginRoute } from '../../shared/routing/postLoginRoute';

/**
 * The cache and sync of a signed-in user (Dexie, the sync engine and its tasks) and the auth calls
 * with their contracts (zod) load only when a session starts: the login and sign-up pages' own
 * code stays small and quick to start. An entity because sign-in (features/auth) and sign-up
 * (features/signUp) both end here.
 */
const userSession = () => import('./userSession');
const authApi = () => import('../../api/auth');

/**
 * Stores the tokens, loads the KYC status, opens the user's cache and says where to land (after a
 * login, or a finished sign-up, whose answer carries the same company name and status). The
 * user counts as signed in only at the end, so the one navigation is the caller's, to the
 * target; a sign-in that fails on the way leaves no half session behind.
 */
export async function completeSignIn(
  pair: TokenPair,
  loginAnswer: Pick<LoginResponse, 'companyName' | 'status'>,
  redirect: string | null,
): Promise<string> {
  const claims = establishSession(pair, loginAnswer);
  let kyc: KycStatus;
  try {
    kyc = await (await authApi()).getKycStatus();
    storeKycStatus(kyc);
    // An applicant has no accounts or team to cache (the bank refuses them until onboarded).
    if (isOnboarded(claims.role, kyc, session.userStatus))
      // Without IndexedDB (private modes of some browsers) the app still works online, uncached.
      await (
        await userSession()
      )
        .startUserSession(claims)
        .catch((error: unknown) => console.warn('The offline cache could not be opened', error));
  } catch (error) {
    clearSession();
    throw error;
  }
  markSignedIn();
  return postLoginRoute({ role: claims.role, kyc, userStatus: session.userStatus, redirect });
}
