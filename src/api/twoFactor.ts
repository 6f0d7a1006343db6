import {
  deleteTotpSecret as deleteTotpSecretContract,
  generateEmailOtp as generateEmailOtpContract,
  generateMfaOtp as generateContract,
  generateSmsOtp as generateSmsOtpContract,
  generateTotpSecret as generateTotpSecretContract,
  verifyEmailOtp as verifyEmailOtpContract,
  verifyMfaOtp as verifyContract,
  verifySmsOtp as verifySmsOtpContract,
  verifyTotp as verifyTotpContract,
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
 * src/shared/contracts/twoFactor.ts, bank: src/mirage/routes/twoFactor.ts), and managing the
 * authenticator (below). Not for the first screen: the code dialog loads it
 * (features/auth/secondFactor.ts), and the settings pages.
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

/**
 * Managing the authenticator (spec-1 §7 Second factor management; the bank's rules:
 * docs/decisions/auth.md 'Managing the second factor'). Settings › Set up authenticator calls
 * these. None of them answers tokens: the session goes on as it is.
 */

/** An SMS step-up code for managing the second factor in this session. */
export function sendManageSmsCode(): Promise<{ otpId: string; resendInSeconds: number }> {
  return call(generateSmsOtpContract);
}

/** Checks that SMS code: the otpId of the verified step, which the change consumes once. */
export async function verifyManageSmsCode(otpId: string, otp: string): Promise<string> {
  return (await call(verifySmsOtpContract, { body: { otpId, otp } })).otpId;
}

/** An e-mail step-up code: with the SMS step, what adding an authenticator takes. */
export function sendManageEmailCode(): Promise<{ otpId: string; resendInSeconds: number }> {
  return call(generateEmailOtpContract);
}

/** Checks that e-mail code: the otpId of the verified step (the proof's emailOtpId). */
export async function verifyManageEmailCode(otpId: string, otp: string): Promise<string> {
  return (await call(verifyEmailOtpContract, { body: { otpId, otp } })).otpId;
}

/**
 * What proves the user: the password, and a current authenticator code or a verified SMS step;
 * adding an app, the verified e-mail step too.
 */
export interface FactorProof {
  password: string;
  totp?: string;
  otpId?: string;
  emailOtpId?: string;
}

/** A new secret, pending in this session until a code of the app pairs it. */
export function generateTotpSecret(
  proof: FactorProof,
): Promise<{ secret: string; otpauthUri: string }> {
  return call(generateTotpSecretContract, { body: proof });
}

/** Pairs the pending secret with a code from the app. */
export async function verifyTotp(otp: string): Promise<void> {
  await call(verifyTotpContract, { body: { otp } });
}

/** Removes the authenticator app: sign-ins then ask for an SMS code. */
export async function deleteTotpSecret(proof: FactorProof): Promise<void> {
  await call(deleteTotpSecretContract, { body: proof });
}
