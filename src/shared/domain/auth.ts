import type { Role } from './roles';

/**
 * Wire shapes of the auth, second-factor and device calls (spec-1 §3, §7; endpoints.tsv).
 * The mock bank and the API client both use these, so a change shows up on both sides.
 */

/** The channels a code is sent by; an authenticator app (TOTP) makes its own codes. */
export const OTP_CHANNELS = ['SMS', 'EMAIL'] as const;
export const OTP_TYPES = [...OTP_CHANNELS, 'TOTP'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

/** spec-1 §3 KYC status: the values of the three statuses. */
export const USER_STATUSES = [
  'UserStatusUnknown',
  'UserStatusPending',
  'UserStatusApproved',
  'UserStatusSuspended',
  'UserStatusRejected',
  'UserStatusSubmitted',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const KYC_STATUSES = [
  'KYCStatusSubmissionPending',
  'KYCStatusDecisionPending',
  'KYCStatusAccepted',
  'KYCStatusRejected',
  'KYCStatusWithdrawn',
  'KYCStatusUnknown',
  'KYCStatusSubmitted',
  'KYCStatusSkipped',
] as const;
export type KycStatusValue = (typeof KYC_STATUSES)[number];

export const COMPANY_STATUSES = [
  'SUBMITTED',
  'ACCEPTED',
  'pending',
  'decision pending',
  'rejected',
  'closed',
  'unknown',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** POST /boom/v2/auth/login body. `type` is always 0. */
export interface LoginRequest {
  email: string;
  password: string;
  type: 0;
}

/**
 * POST /boom/v2/auth/login answer. When `otpRequired` is true, `jwtToken` is a pre-MFA token
 * that only the generate/verify-mfa-otp calls accept.
 */
export interface LoginResponse {
  jwtToken: string;
  refreshToken: string;
  status: UserStatus;
  otpRequired: boolean;
  isAuthenticatorEnabled: boolean;
  companyName: string;
  isFirstLogin: boolean;
  phoneNumberLastFourDigits: string;
}

/** POST /boom/v2/auth/generate-mfa-otp body and answer. */
export interface GenerateMfaOtpRequest {
  otpType: (typeof OTP_CHANNELS)[number];
}
export interface GenerateMfaOtpResponse {
  otpId: string;
  otpType: OtpType;
  maskedEmail: string;
  maskedPhone: string;
  /** Seconds until a new code may be requested (179 by default). */
  resendInSeconds: number;
}

/** POST /boom/v2/auth/verify-mfa-otp body. For TOTP `otpId` is empty. */
export interface VerifyMfaOtpRequest {
  otp: string;
  otpId: string;
  otpType: OtpType;
  rememberDevice: boolean;
}
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** GET /v1/boom/kyc/myinfo/status answer. */
export interface KycStatus {
  kycStatus: KycStatusValue;
  companyKycStatus: CompanyStatus;
  nonAdminUserStatus: UserStatus;
  tutorialsViewed: boolean;
  tmDataPopulated: boolean;
}

/** Claims carried by an access token (spec-1 §3: role, corpID, sub). */
export interface TokenClaims {
  role: Role;
  corpID: string;
  sub: string;
  email: string;
  /** Seconds since the epoch. */
  exp: number;
  /** 'access' after login and second factor; 'pre-mfa' between them; 'refresh' for refresh tokens. */
  scope: 'access' | 'pre-mfa' | 'refresh';
}

/** spec-1 §7 Device: the client cuts the device name and OS version to these lengths. */
export const DEVICE_NAME_MAX = 64;
export const OS_VERSION_MAX = 16;

/** POST /v1/boom/auth/register-device body and answer. */
export interface RegisterDeviceRequest {
  deviceId: string;
  deviceName: string;
  platform: string;
  osVer: string;
  appId: string;
  appVer: string;
  Language: string;
  timezone: string;
}
export interface RegisterDeviceResponse {
  oauthClientKey: string;
  oauthClientSecret: string;
  deviceId: string;
}

/** Error body of every failed call. */
export interface ApiErrorBody {
  code: string;
  description?: string;
  /** Wrong one-time code: attempts left before the 30-minute lock. */
  remainingAttempts?: number;
  /** INVALID_PARAM_ERROR from a request's contract: the field that was refused. */
  field?: string;
}
