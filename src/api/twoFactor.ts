import {
  generateMfaOtp as generateContract,
  verifyMfaOtp as verifyContract,
} from '../shared/contracts/twoFactor';
import type {
  GenerateMfaOtpRequest,
  GenerateMfaOtpResponse,
  TokenPair,
  VerifyMfaOtpRequest,
} from '../shared/domain/auth';
import { call } from './contractCall';
import { storeRememberToken } from './deviceIdentity';

/**
 * The sign-in's second factor (spec-1 §7 "Login and session"; contracts:
 * src/shared/contracts/twoFactor.ts, bank: src/mirage/routes/twoFactor.ts). Not for the first
 * screen: the code dialog loads it (features/auth/secondFactor.ts).
 */

export function generateMfaOtp(
  preMfaToken: string,
  otpType: GenerateMfaOtpRequest['otpType'],
): Promise<GenerateMfaOtpResponse> {
  return call(generateContract, { auth: { token: preMfaToken }, body: { otpType } });
}

/** The second factor; with rememberDevice the bank's remember token is kept for the next logins. */
export async function verifyMfaOtp(
  preMfaToken: string,
  request: VerifyMfaOtpRequest,
): Promise<TokenPair> {
  const { rememberToken, ...pair } = await call(verifyContract, {
    auth: { token: preMfaToken },
    body: request,
  });
  if (rememberToken) storeRememberToken(rememberToken);
  return pair;
}
