/**
 * The browser's device id (localStorage: it is not a secret, and 'remember this browser' needs
 * it to outlive the tab) and the client credentials issued by register-device (sessionStorage).
 */
const DEVICE_ID_KEY = 'device.id';
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
