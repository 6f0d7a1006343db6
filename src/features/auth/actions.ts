import { isApiError } from '../../api/ApiError';
import { disarmForcedLogout } from '../../api/client';
import {
  clearSession,
  establishSession,
  markSignedIn,
  session,
  storeKycStatus,
} from '../../api/session';
import type { KycStatus, LoginResponse, TokenPair } from '../../shared/domain/auth';
import { isOnboarded } from '../../shared/domain/onboarding';
import { runBeforeSignOut } from '../../shared/lifecycle/beforeSignOut';
import { postLoginRoute } from '../../shared/routing/postLoginRoute';
import { isPhoneSession } from './phoneSession';

/**
 * The cache and sync of a signed-in user (Dexie, the sync engine and its tasks) and the auth calls
 * with their contracts (zod) load only when a session starts or ends: the login page's own code
 * stays small and quick to start.
 */
const userSession = () => import('./userSession');
const authApi = () => import('../../api/auth');
const phoneLoginApi = () => import('../../api/phoneLogin');

export type SignInStep =
  | { step: 'done'; target: string }
  | { step: 'second-factor'; preMfaToken: string; login: LoginResponse };

/** Password step. A browser remembered for this user within 48 h skips the second factor. */
export async function signIn(
  email: string,
  password: string,
  redirect: string | null,
): Promise<SignInStep> {
  const { ensureDeviceRegistered, login } = await authApi();
  await ensureDeviceRegistered();
  const answer = await login(email, password);
  if (answer.otpRequired)
    return { step: 'second-factor', preMfaToken: answer.jwtToken, login: answer };
  const target = await completeSignIn(
    { accessToken: answer.jwtToken, refreshToken: answer.refreshToken },
    answer,
    redirect,
  );
  return { step: 'done', target };
}

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

export async function signOut(): Promise<void> {
  disarmForcedLogout();
  // Onboarding saves its progress first (spec-1 §4), while the session still holds.
  await runBeforeSignOut();
  try {
    // A session signed in by phone ends through the deprecated flow's own logout.
    if (isPhoneSession()) await (await phoneLoginApi()).phoneLogout();
    else await (await authApi()).logout();
  } catch (error) {
    if (!isApiError(error)) throw error;
  } finally {
    await (await userSession()).endUserSession();
  }
}
