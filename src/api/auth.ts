import {
  changePassword as changePasswordContract,
  login as loginContract,
  logout as logoutContract,
  registerDevice,
  requestPasswordReset as requestResetContract,
  resetPassword as resetContract,
} from '../shared/contracts/auth';
import { getKycStatus as kycStatusContract } from '../shared/contracts/profile';
import {
  DEVICE_NAME_MAX,
  OS_VERSION_MAX,
  type KycStatus,
  type LoginResponse,
  type RegisterDeviceRequest,
} from '../shared/domain/auth';
import { call } from './contractCall';
import {
  readClientCredentials,
  readDeviceId,
  readRememberToken,
  storeClientCredentials,
} from './deviceIdentity';
import { readAccessToken } from './tokens';

/**
 * Auth calls (spec-1 §7 "Login and session"; contracts: src/shared/contracts/auth.ts; the second
 * factor is twoFactor.ts). Their schemas (zod) are not for the first screen: the login page's
 * code loads this module when the person signs in (features/auth/actions.ts).
 */

const APP_ID = 'business-banking-web';

export function deviceRegistration(
  nav: Pick<Navigator, 'userAgent' | 'language'>,
): RegisterDeviceRequest {
  const osMatch = /\(([^)]*)\)/.exec(nav.userAgent);
  return {
    deviceId: readDeviceId(),
    deviceName: nav.userAgent.slice(0, DEVICE_NAME_MAX),
    platform: 'web',
    osVer: (osMatch?.[1] ?? 'unknown').slice(0, OS_VERSION_MAX),
    appId: APP_ID,
    appVer: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
    Language: nav.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** Registers this browser once per tab session; login needs the client credentials it returns. */
export async function ensureDeviceRegistered(): Promise<void> {
  if (readClientCredentials()) return;
  const answer = await call(registerDevice, { body: deviceRegistration(navigator) });
  storeClientCredentials(answer.oauthClientKey, answer.oauthClientSecret);
}

/** The password step; a browser remembered at an earlier second factor sends its remember token. */
export function login(email: string, password: string): Promise<LoginResponse> {
  const rememberToken = readRememberToken();
  return call(loginContract, {
    body: { email, password, type: 0 },
    ...(rememberToken ? { headers: { 'X-Remember-Token': rememberToken } } : {}),
  });
}

/**
 * Forgot password, step 1 (spec-1 §4): the bank e-mails a code and answers its otpId. A pre-login
 * call, so it carries the device's client credentials like login (call ensureDeviceRegistered first).
 */
export function requestPasswordReset(email: string): Promise<{ otpId: string }> {
  return call(requestResetContract, { body: { email, deviceId: readDeviceId() } });
}

/** Forgot password, step 2: the new password with the e-mailed code and its otpId. */
export async function resetPassword(
  password: string,
  verifyOtp: { otp: string; otpId: string },
): Promise<void> {
  await call(resetContract, { body: { password, verifyOtp } });
}

/** Logout sends the access token as it is: a 401 here must not trigger a refresh (spec-1 §4). */
export async function logout(): Promise<void> {
  await call(logoutContract, { auth: { token: readAccessToken() ?? '' } });
}

export function getKycStatus(): Promise<KycStatus> {
  return call(kycStatusContract);
}

/**
 * Change password (spec-1 §7, spec-3 §7 Settings): the bank checks the current password (a wrong
 * one counts towards the sign-in lock), then the policy; it signs out the other sessions.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await call(changePasswordContract, { body: { currentPassword, newPassword } });
}
