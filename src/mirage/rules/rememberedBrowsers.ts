import { loadState, updateState } from './persistedState';

/** 'Remember this browser': the second factor is skipped on that browser for 48 hours. */
export const REMEMBER_MS = 48 * 60 * 60_000;

// The browser is known by its X-Device-Id, which the client keeps in localStorage.
const key = (email: string, deviceId: string) => `${email}|${deviceId}`;

export function rememberBrowser(email: string, deviceId: string): void {
  updateState((s) => {
    for (const [k, until] of Object.entries(s.remembered))
      if (until <= Date.now()) delete s.remembered[k];
    s.remembered[key(email, deviceId)] = Date.now() + REMEMBER_MS;
  });
}

export function isRemembered(email: string, deviceId: string): boolean {
  return (loadState().remembered[key(email, deviceId)] ?? 0) > Date.now();
}
