/**
 * The browser's device id (localStorage: it is not a secret, and 'remember this browser' needs
 * it to outlive the tab), the client credentials issued by register-device (sessionStorage) and
 * the bank's remember token (localStorage, 48 hours: it must outlive the tab to be of use).
 */
const DEVICE_ID_KEY = 'device.id';
const REMEMBER_TOKEN_KEY = 'device.rememberToken';
const CLIENT_KEY = 'device.clientKey';
const CLIENT_SECRET = 'device.clientSecret';

export function readDeviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

export function readClientCredentials(): { key: string; secret: string } | null {
  const key = sessionStorage.getItem(CLIENT_KEY);
  const secret = sessionStorage.getItem(CLIENT_SECRET);
  return key && secret ? { key, secret } : null;
}

export function storeClientCredentials(key: string, secret: string): void {
  sessionStorage.setItem(CLIENT_KEY, key);
  sessionStorage.setItem(CLIENT_SECRET, secret);
}

/**
 * The remember token of the last user who ticked 'Remember this browser' here (one per browser:
 * the bank binds it to that user and this device id, and ignores it at another user's login).
 * A real backend would set it as an HttpOnly, Secure, SameSite=Strict cookie instead, out of
 * the page's reach (README, 'A real backend').
 */
export function readRememberToken(): string | null {
  return localStorage.getItem(REMEMBER_TOKEN_KEY);
}

export function storeRememberToken(token: string): void {
  localStorage.setItem(REMEMBER_TOKEN_KEY, token);
}
