import { isOnboarded } from '../shared/domain/onboarding';
import { proxy } from 'valtio';
import type {
  KycStatus,
  LoginResponse,
  TokenClaims,
  TokenPair,
  UserStatus,
} from '../shared/domain/auth';
import { armForcedLogout } from './client';
import { clearTokens, readAccessToken, readClaims, readRefreshToken, storeTokens } from './tokens';

/**
 * The signed-in session: who the user is (from the access-token claims), the company, and the
 * statuses the post-login routing reads. Mirrored in sessionStorage (spec-1 §3 lists what session
 * storage holds) so a reload, also offline, restores it without a call.
 */
export interface SessionState {
  authenticated: boolean;
  claims: TokenClaims | null;
  companyName: string;
  userStatus: UserStatus | null;
  kyc: KycStatus | null;
}

const INFO_KEY = 'auth.session';

interface StoredInfo {
  claims: TokenClaims;
  companyName: string;
  userStatus: UserStatus | null;
  kyc: KycStatus | null;
}

export const session = proxy<SessionState>({
  authenticated: false,
  claims: null,
  companyName: '',
  userStatus: null,
  kyc: null,
});

function persist(): void {
  if (!session.claims) return;
  const info: StoredInfo = {
    claims: session.claims,
    companyName: session.companyName,
    userStatus: session.userStatus,
    kyc: session.kyc,
  };
  sessionStorage.setItem(INFO_KEY, JSON.stringify(info));
}

/**
 * Starts a session from the tokens of a completed login (with or without a second factor): calls
 * may go out with them, but the app does not count the user as signed in (`authenticated`) until
 * `markSignedIn`, once the sign-in has read what it needs and chosen where to land. Until then
 * the router keeps the login page, so the user is not sent on and then moved again.
 */
export function establishSession(
  pair: TokenPair,
  login: Pick<LoginResponse, 'companyName' | 'status'>,
): TokenClaims {
  const claims = readClaims(pair.accessToken);
  if (!claims) throw new Error('The access token carries no usable claims');
  storeTokens(pair);
  armForcedLogout();
  Object.assign(session, {
    authenticated: false,
    claims,
    companyName: login.companyName,
    userStatus: login.status,
    kyc: null,
  });
  persist();
  return claims;
}

/** The sign-in is complete: the router may leave the login page (AppRouter's `signedIn`). */
export function markSignedIn(): void {
  session.authenticated = true;
}

export function storeKycStatus(kyc: KycStatus): void {
  session.kyc = kyc;
  persist();
}

/**
 * A member's status as the bank now says (the invite submission's answer, a re-read status): it
 * replaces the login's, which post-login routing and isSessionOnboarded read first.
 */
export function storeUserStatus(status: UserStatus): void {
  session.userStatus = status;
  persist();
}

/** Restores a session after a reload; needs both tokens and the stored session info. */
export function restoreSession(): boolean {
  const raw = sessionStorage.getItem(INFO_KEY);
  const claims = readClaims(readAccessToken());
  if (!raw || !claims || !readRefreshToken()) return false;
  try {
    const info = JSON.parse(raw) as StoredInfo;
    Object.assign(session, {
      authenticated: true,
      claims,
      companyName: info.companyName,
      userStatus: info.userStatus,
      kyc: info.kyc,
    });
    armForcedLogout();
    return true;
  } catch {
    return false;
  }
}

export function clearSession(): void {
  clearTokens();
  sessionStorage.removeItem(INFO_KEY);
  Object.assign(session, {
    authenticated: false,
    claims: null,
    companyName: '',
    userStatus: null,
    kyc: null,
  });
}

/**
 * Whether the signed-in user is fully onboarded (spec-1 §4), by the stored KYC status: until
 * then only onboarding pages open. A session without a stored status counts as onboarded.
 */
export function isSessionOnboarded(): boolean {
  const { claims, kyc, userStatus } = session;
  return !claims || !kyc || isOnboarded(claims.role, kyc, userStatus);
}
