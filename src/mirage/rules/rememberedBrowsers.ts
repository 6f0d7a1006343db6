import { loadState, updateState, type SecurityState } from '../stores/security';

/**
 * 'Remember this browser' (spec-1 §4): the second factor is skipped on that browser for 48 hours.
 * The bank issues a random remember token when the second factor succeeds with rememberDevice;
 * login skips the second factor only when it comes back with the password, for the same user and
 * the same device id (the device id alone is no secret: the client keeps it in localStorage and
 * sends it on every call). A password change or reset revokes the user's tokens.
 */
export const REMEMBER_MS = 48 * 60 * 60_000;
/** 256 random bits: beyond guessing (OWASP ASVS asks at least 128 of a session token). */
const TOKEN_BYTES = 32;

const key = (email: string, deviceId: string) => `${email}|${deviceId}`;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Compares without stopping at the first difference, so the time taken tells nothing. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function dropExpired(s: SecurityState): void {
  // `until` is missing in records of the earlier, device-id-only form: those go too.
  for (const [k, record] of Object.entries(s.remembered))
    if (!(record.until > Date.now())) delete s.remembered[k];
}

/**
 * Remembers this user's browser and answers its new remember token; an earlier token of the same
 * user and device stops working. Stored as it is: a real bank keeps only a hash (SHA-256), so that
 * a leak of its store lists no usable token; the mock's store is this browser's own localStorage,
 * and its handlers are synchronous where the Web Crypto digest is not.
 */
export function rememberBrowser(email: string, deviceId: string): string {
  const token = newToken();
  updateState((s) => {
    dropExpired(s);
    s.remembered[key(email, deviceId)] = { token, until: Date.now() + REMEMBER_MS };
  });
  return token;
}

/** Whether `token` is the live remember token of this user on this device. */
export function isRemembered(email: string, deviceId: string, token: string | undefined): boolean {
  const record = loadState().remembered[key(email, deviceId)];
  return (
    !!token &&
    !!record &&
    typeof record.token === 'string' &&
    record.until > Date.now() &&
    sameSecret(record.token, token)
  );
}

/** Revokes the user's remember tokens on every device (a password change or reset). */
export function forgetBrowsersOf(email: string): void {
  updateState((s) => {
    for (const k of Object.keys(s.remembered))
      if (k.startsWith(`${email}|`)) delete s.remembered[k];
  });
}
