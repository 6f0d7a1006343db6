import {
  phoneLogin as loginContract,
  phoneLoginDevice,
  phoneLoginHealth,
  phoneLoginTest,
  phoneLoginToken,
  phoneLogout as logoutContract,
  requestPhoneOtp as requestOtpContract,
  verifyPhoneOtp as verifyOtpContract,
} from '../shared/contracts/phoneLogin';
import type { AnswerOf } from '../shared/contracts/contract';
import { isApiError } from './ApiError';
import { deviceRegistration } from './auth';
import { refreshSession, type RefreshOutcome } from './client';
import { call } from './contractCall';
import { readClientCredentials, storeClientCredentials } from './deviceIdentity';
import { readAccessToken } from './tokens';

/**
 * The deprecated phone login's calls (spec-1 §4, §7 under /v1/boom-web; contracts:
 * src/shared/contracts/phoneLogin.ts). Loaded with the phone login page, never with the first
 * screen.
 */

export type SentPhoneCode = AnswerOf<typeof requestOtpContract>;
export type PhoneLoginAnswer = AnswerOf<typeof loginContract>;

/** Whether the phone login service answers (a failure is the caller's to show). */
export async function checkPhoneLoginHealth(): Promise<void> {
  await call(phoneLoginHealth);
}

/**
 * This browser's client credentials for the flow's calls: the stored ones while the bank still
 * takes them (test), else a new registration through the flow's own device call.
 */
export async function ensurePhoneLoginDevice(): Promise<void> {
  if (readClientCredentials()) {
    try {
      await call(phoneLoginTest);
      return;
    } catch (error) {
      if (!isApiError(error) || error.code !== 'INVALID_CLIENT_AUTH') throw error;
    }
  }
  const answer = await call(phoneLoginDevice, { body: deviceRegistration(navigator) });
  storeClientCredentials(answer.oauthClientKey, answer.oauthClientSecret);
}

/** Step 1: an SMS code to the phone of a registered user (INVALID_USER_ID when there is none). */
export function requestPhoneOtp(phoneNumber: string): Promise<SentPhoneCode> {
  return call(requestOtpContract, { body: { phoneNumber } });
}

/** Step 2: the code; says whether the user has a password. */
export function verifyPhoneOtp(otpId: string, otp: string): Promise<{ passwordSet: boolean }> {
  return call(verifyOtpContract, { params: { otpId }, body: { otp } });
}

/** Step 3: the verified code's id and the password, for the session's tokens. */
export function phoneLogin(otpId: string, password: string): Promise<PhoneLoginAnswer> {
  return call(loginContract, { body: { otpId, password } });
}

/** The session's next tokens through device/token, shared with any refresh already running. */
export function refreshPhoneSession(): Promise<RefreshOutcome> {
  return refreshSession((refreshToken) => call(phoneLoginToken, { auth: { token: refreshToken } }));
}

/** Logout sends the access token as it is: a 401 here must not trigger a refresh. */
export async function phoneLogout(): Promise<void> {
  await call(logoutContract, { auth: { token: readAccessToken() ?? '' } });
}
