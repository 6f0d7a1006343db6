import { readAccessToken, readClaims, readRefreshToken } from '../../api/tokens';

/**
 * A session signed in through the deprecated phone login (spec-1 §4): a check every 10 seconds
 * refreshes its tokens when under 60 seconds of the access token remain (spec-1 §9), and it
 * signs out through the flow's own logout. This tab remembers it (sessionStorage, as the tokens),
 * so a reload resumes the check. No zod here: the login page's code imports this module.
 */
export const REFRESH_CHECK_INTERVAL_MS = 10_000;
export const REFRESH_WHEN_UNDER_MS = 60_000;

const PHONE_SESSION_KEY = 'auth.phoneSession';

/** The decision of each check: under 60 s left (or none) on an access token expiring at `expiresAtS`. */
export function refreshDue(expiresAtS: number, nowMs: number): boolean {
  return expiresAtS * 1000 - nowMs < REFRESH_WHEN_UNDER_MS;
}

export type Refresh = () => Promise<unknown>;

/** device/token, through the client's one refresh (a refusal forces the logout there). */
const refreshThroughDeviceToken: Refresh = () =>
  import('../../api/phoneLogin').then((m) => m.refreshPhoneSession());

let timer: ReturnType<typeof setInterval> | undefined;
let refreshing = false;

async function check(refresh: Refresh): Promise<void> {
  if (refreshing) return;
  const claims = readClaims(readAccessToken());
  // The session ended some other way (a forced logout): nothing is left to keep alive.
  if (!claims || !readRefreshToken()) {
    stopRefreshCheck();
    return;
  }
  if (!refreshDue(claims.exp, Date.now())) return;
  refreshing = true;
  try {
    await refresh();
  } catch {
    // The next check tries again; an unanswered refresh keeps the session (api/client.ts).
  } finally {
    refreshing = false;
  }
}

/** Starts (or restarts) the 10-second check. */
export function startRefreshCheck(refresh: Refresh = refreshThroughDeviceToken): void {
  stopRefreshCheck();
  timer = setInterval(() => void check(refresh), REFRESH_CHECK_INTERVAL_MS);
}

export function stopRefreshCheck(): void {
  clearInterval(timer);
  timer = undefined;
}

export function isPhoneSession(): boolean {
  return sessionStorage.getItem(PHONE_SESSION_KEY) === 'true';
}

/** A phone sign-in completed: the check starts, and a reload of this tab resumes it. */
export function beginPhoneSession(refresh?: Refresh): void {
  sessionStorage.setItem(PHONE_SESSION_KEY, 'true');
  startRefreshCheck(refresh);
}

/** A restored session (startUserSession): a phone session's check runs again. */
export function resumePhoneSession(): void {
  if (isPhoneSession()) startRefreshCheck();
}

/** The session ended (sign-out, forced logout): no check, and the next sign-in starts afresh. */
export function endPhoneSession(): void {
  stopRefreshCheck();
  sessionStorage.removeItem(PHONE_SESSION_KEY);
}
