import type {
  GenerateMfaOtpRequest,
  GenerateMfaOtpResponse,
  KycStatus,
  LoginResponse,
  OtpType,
  RegisterDeviceRequest,
  RegisterDeviceResponse,
  TokenPair,
} from '../shared/domain/auth';
import { apiRequest } from './client';
import { readClientCredentials, readDeviceId, storeClientCredentials } from './deviceIdentity';
import { readAccessToken } from './tokens';

/** Auth and second-factor calls (spec-1 §7 "Login and session"). */

export const DEVICE_NAME_MAX = 64;
export const OS_VERSION_MAX = 16;
const APP_ID = 'business-banking-web';

export function deviceRegistration(nav: Pick<Navigator, 'userAgent' | 'language'>): RegisterDeviceRequest {
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
  const answer = await apiRequest<RegisterDeviceResponse>('/v1/boom/auth/register-device', {
    method: 'POST',
    auth: 'none',
    body: deviceRegistration(navigator),
  });
  storeClientCredentials(answer.oauthClientKey, answer.oauthClientSecret);
}

export function login(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/boom/v2/auth/login', {
    method: 'POST',
    auth: 'basic',
    body: { email, password, type: 0 },
  });
}

export function generateMfaOtp(preMfaToken: string, otpType: GenerateMfaOtpRequest['otpType']): Promise<GenerateMfaOtpResponse> {
  return apiRequest<GenerateMfaOtpResponse>('/boom/v2/auth/generate-mfa-otp', {
    method: 'POST',
    auth: { token: preMfaToken },
    body: { otpType } satisfies GenerateMfaOtpRequest,
  });
}

export function verifyMfaOtp(
  preMfaToken: string,
  request: { otp: string; otpId: string; otpType: OtpType; rememberDevice: boolean },
): Promise<TokenPair> {
  return apiRequest<TokenPair>('/boom/v2/auth/verify-mfa-otp', {
    method: 'POST',
    auth: { token: preMfaToken },
    body: request,
  });
}

/**
 * Forgot password, step 1 (spec-1 §4): the bank e-mails a code and answers its otpId. A pre-login
 * call, so it carries the device's client credentials like login (call ensureDeviceRegistered first).
 */
export function requestPasswordReset(email: string): Promise<{ otpId: string }> {
  return apiRequest<{ otpId: string }>('/v1/boom/auth/request-reset-password', {
    method: 'POST',
    auth: 'basic',
    body: { email, deviceId: readDeviceId() },
  });
}

/** Forgot password, step 2: the new password with the e-mailed code and its otpId. */
export function resetPassword(password: string, verifyOtp: { otp: string; otpId: string }): Promise<void> {
  return apiRequest<void>('/boom/v2/auth/reset-password', {
    method: 'POST',
    auth: 'basic',
    body: { password, verifyOtp },
  });
}

/** Logout sends the access token as it is: a 401 here must not trigger a refresh (spec-1 §4). */
export function logout(): Promise<void> {
  return apiRequest<void>('/v1/boom/auth/logout', { method: 'POST', auth: { token: readAccessToken() ?? '' } });
}

export function getKycStatus(): Promise<KycStatus> {
  return apiRequest<KycStatus>('/v1/boom/kyc/myinfo/status');
}
