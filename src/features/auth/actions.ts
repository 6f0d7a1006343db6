import { isApiError } from '../../api/ApiError';
import { disarmForcedLogout } from '../../api/client';
import { completeSignIn } from '../../entities/session/completeSignIn';
import { isPhoneSession } from '../../entities/session/phoneSession';
import type { LoginResponse } from '../../shared/domain/auth';
import { runBeforeSignOut } from '../../shared/lifecycle/beforeSignOut';

/**
 * The cache and sync of a signed-in user (Dexie, the sync engine and its tasks) and the auth calls
 * with their contracts (zod) load only when a session starts or ends: the login page's own code
 * stays small and quick to start.
 */
const userSession = () => import('../../entities/session/userSession');
const authApi = () => import('../../api/auth');
const phoneLoginApi = () => import('../../api/phoneLogin');

// The login and phone-login pages finish a sign-in through this feature's actions.
export { completeSignIn };

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
