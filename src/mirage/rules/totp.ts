import { Secret, TOTP } from 'otpauth';

/** RFC 6238 codes as phone authenticator apps make them: SHA1, 6 digits, 30 s. */
export function totpFor(secret: string, label = 'demo'): TOTP {
  return new TOTP({
    issuer: 'Business Banking',
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** Accepts the current code and one step either side, for clock drift. */
export function isValidTotp(secret: string, token: string): boolean {
  return totpFor(secret).validate({ token, window: 1 }) !== null;
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
