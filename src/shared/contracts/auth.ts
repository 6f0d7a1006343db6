import * as z from 'zod/mini';
import { DEVICE_NAME_MAX, OS_VERSION_MAX, USER_STATUSES } from '../domain/auth';
import { ACCESS_ERRORS, defineContract } from './contract';
import { requiredTextField, textField } from './fields';

/**
 * spec-1 §4 and §7 "Device", "Login and session": device registration, login, token refresh,
 * logout and the password calls. The bank's rules (which e-mail and password are right, locks,
 * a new password of at least 8 characters, token rotation) stay with the bank and answer with
 * their own codes; the contract only refuses what is not a request at all.
 */

/** spec-1 §5 / §9: every SMS, e-mail and authenticator code has exactly 6 digits. */
export const otpField = z.string().check(z.regex(/^\d{6}$/));
/** The id of a sent code; empty where there is none (an authenticator code). */
export const otpIdField = textField();

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** What a code check can answer: a wrong code counts down to the 30-minute lock (spec-1 §8). */
export const CODE_ERRORS = [
  'INVALID_PARAM_ERROR',
  'ACCOUNT_LOCK_WARNING',
  'ACCOUNT_LOCKED',
  'ACCOUNT_PERMANENT_LOCKED',
] as const;

export const registerDevice = defineContract({
  id: 'device.register',
  method: 'POST',
  path: '/v1/boom/auth/register-device',
  summary:
    'spec-1 §7 Device: registers this browser; its client key and secret are the basic credentials of login. The device name is cut to 64 characters, the OS version to 16',
  auth: 'none',
  body: z.object({
    deviceId: requiredTextField(),
    deviceName: textField(DEVICE_NAME_MAX),
    platform: textField(),
    osVer: textField(OS_VERSION_MAX),
    appId: textField(),
    appVer: textField(),
    Language: textField(),
    timezone: textField(),
  }),
  answer: z.object({
    oauthClientKey: z.string(),
    oauthClientSecret: z.string(),
    deviceId: z.string(),
  }),
  errors: ['INVALID_PARAM_ERROR'],
});

export const login = defineContract({
  id: 'auth.login',
  method: 'POST',
  path: '/boom/v2/auth/login',
  summary:
    'spec-1 §4 Login / §7: e-mail and password (type 0). With otpRequired the jwtToken is a pre-MFA token for the second factor; a browser remembered for 48 hours (its X-Remember-Token, for this user and device id) gets the access and refresh tokens at once',
  auth: 'basic',
  headers: {
    'X-Remember-Token':
      'The remember token verify-mfa-otp gave this browser (rememberDevice): valid 48 hours, for the same user and X-Device-Id only, revoked by a password change or reset',
  },
  // The e-mail is matched trimmed and case-insensitively, and a wrong one is no malformed request.
  body: z.object({ email: textField(), password: textField(), type: z.literal(0) }),
  answer: z.object({
    jwtToken: z.string(),
    refreshToken: z.string(),
    status: z.enum(USER_STATUSES),
    otpRequired: z.boolean(),
    isAuthenticatorEnabled: z.boolean(),
    companyName: z.string(),
    isFirstLogin: z.boolean(),
    phoneNumberLastFourDigits: z.string(),
  }),
  errors: [
    'INVALID_CLIENT_AUTH',
    'INVALID_PARAM_ERROR',
    'RESOURCE_NOT_FOUND',
    'SUSPENDED_ACCOUNT',
    'ACCOUNT_LOCKED',
    'ACCOUNT_PERMANENT_LOCKED',
  ],
});

export const refreshTokens = defineContract({
  id: 'auth.refresh',
  method: 'POST',
  path: '/boom/v2/auth/refresh-token',
  summary:
    'spec-1 §4 Token refresh and logout: with the refresh token as bearer; the used refresh token is spent, the session goes on with a new pair. A spent refresh token sent again ends the whole session',
  auth: 'token',
  answer: tokenPairSchema,
  errors: ['INVALID_TOKEN'],
});

export const logout = defineContract({
  id: 'auth.logout',
  method: 'POST',
  path: '/v1/boom/auth/logout',
  summary:
    'spec-1 §4 Token refresh and logout: ends the session of the access token (sent as it is, never refreshed); its refresh token stops working too',
  auth: 'token',
  errors: ['INVALID_ACCESS_TOKEN'],
});

export const requestPasswordReset = defineContract({
  id: 'password.requestReset',
  method: 'POST',
  path: '/v1/boom/auth/request-reset-password',
  summary:
    'spec-1 §4 Forgot password: e-mails a code to the user; the answer is its otpId. A registered, an unknown and a suspended e-mail are answered alike (the code of the last two matches no entry); only the owner of a registered address is e-mailed. Held per e-mail and per client (TOO_MANY_REQUEST)',
  auth: 'basic',
  body: z.object({ email: requiredTextField(), deviceId: requiredTextField() }),
  answer: z.object({ otpId: z.string() }),
  errors: ['INVALID_PARAM_ERROR', 'TOO_MANY_REQUEST', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'],
});

export const resetPassword = defineContract({
  id: 'password.reset',
  method: 'POST',
  path: '/boom/v2/auth/reset-password',
  summary:
    'spec-1 §4 Forgot password: the new password with the e-mailed code and its otpId; signs the user out everywhere. A wrong code is answered first (INVALID_OTP, a try counted); with the right code, a password that misses a rule of the password policy or equals the current one is refused with INVALID_PARAMETER, without spending the code',
  auth: 'basic',
  body: z.object({
    password: requiredTextField(),
    verifyOtp: z.object({ otp: otpField, otpId: otpIdField }),
  }),
  errors: [...CODE_ERRORS, 'INVALID_PARAMETER', 'INVALID_OTP'],
});

export const changePassword = defineContract({
  id: 'password.change',
  method: 'POST',
  path: '/v1/boom/auth/user/change-password',
  summary:
    "spec-1 §7 / spec-3 §7 Settings: a new password for the signed-in user, under the sign-up password policy; a wrong current password is ACCOUNT_LOCK_WARNING and counts towards the sign-in lock; a new one against the policy or unchanged is INVALID_PARAMETER. The other sessions are signed out (the caller's goes on) and the user is told by e-mail",
  auth: 'bearer',
  body: z.object({ currentPassword: textField(), newPassword: requiredTextField() }),
  errors: [...ACCESS_ERRORS, ...CODE_ERRORS, 'INVALID_PARAMETER'],
});

export const AUTH_CONTRACTS = [
  registerDevice,
  login,
  refreshTokens,
  logout,
  requestPasswordReset,
  resetPassword,
  changePassword,
] as const;
