import { BankError } from '../types';
import { MOCK_SECRET, mockHash } from './hash';

/** Derived from the device id, so a reloaded mock still knows the credentials it issued. */
export function clientCredentialsFor(deviceId: string): {
  oauthClientKey: string;
  oauthClientSecret: string;
} {
  return {
    oauthClientKey: `web-${mockHash(deviceId)}`,
    oauthClientSecret: mockHash(`${deviceId}|${MOCK_SECRET}`),
  };
}

/** A basic-auth call (login, password reset): 401 INVALID_CLIENT_AUTH without the device's client credentials. */
export function requireClientAuth(
  authorization: string | undefined,
  deviceId: string | undefined,
): void {
  const expected = clientCredentialsFor(deviceId ?? '');
  const given = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
  let decoded = '';
  try {
    decoded = given ? atob(given) : '';
  } catch {
    decoded = '';
  }
  if (decoded !== `${expected.oauthClientKey}:${expected.oauthClientSecret}`) {
    throw new BankError(
      401,
      'INVALID_CLIENT_AUTH',
      'This browser is not registered: register the device first.',
    );
  }
}
