import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../shared/config/product';

/** RFC 6238 codes as phone authenticator apps make them: SHA1, 6 digits, 30 s. */
export function totpFor(secret: string, label = 'demo'): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/**
 * The time step (RFC 6238 counter: 30 s periods since 1970) whose code `token` is, looking at the
 * current step and one either side, for clock drift; null when it is none of them.
 */
export function totpStep(secret: string, token: string, timestamp = Date.now()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
