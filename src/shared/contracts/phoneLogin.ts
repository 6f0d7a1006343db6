import * as z from 'zod/mini';
import { USER_STATUSES } from '../domain/auth';
import { CODE_ERRORS, otpField, registerDevice, tokenPairSchema } from './auth';
import { defineContract } from './contract';
import { requiredReferenceField, requiredTextField } from './fields';

/**
 * spec-1 §4 and §7 "Deprecated phone login" under /v1/boom-web. The spec names the paths only;
 * methods and payloads are this product's (docs/decisions/auth.md 'Deprecated phone login'): the
 * browser registers as for the e-mail login, an SMS code proves the phone, its verified otpId
 * and the password sign in (two factors: no second-factor step follows), and the session's short
 * access token is refreshed by the app's 10-second check through device/token.
 */

/** A phone number as typed: '+65 9123 4567', '91234567'; the bank compares its digits. */
export const PHONE_NUMBER_MAX = 20;

/** The pre-sign-in calls carry the browser's client credentials, as the e-mail login does. */
const CLIENT_ERRORS = ['INVALID_CLIENT_AUTH'] as const;

export const phoneLoginTest = defineContract({
  id: 'phoneLogin.test',
  method: 'GET',
  path: '/v1/boom-web/test',
  summary:
    "spec-1 §7 Deprecated phone login (proposed): checks that this browser's client credentials are still accepted, before a code is sent; answers the device id they belong to",
  auth: 'basic',
  answer: z.object({ deviceId: z.string() }),
  errors: CLIENT_ERRORS,
});

export const phoneLoginHealth = defineContract({
  id: 'phoneLogin.health',
  method: 'GET',
  path: '/v1/boom-web/health',
  summary:
    'spec-1 §7 Deprecated phone login (proposed): whether the phone login service answers; the page asks as it opens, so an unreachable service is said at once',
  auth: 'none',
  answer: z.object({ status: z.literal('UP') }),
  errors: ['SERVICE_UNAVAILABLE'],
});

export const phoneLoginDevice = defineContract({
  id: 'phoneLogin.device',
  method: 'POST',
  path: '/v1/boom-web/device',
  summary:
    "spec-1 §7 Deprecated phone login (proposed): registers this browser as register-device does (same fields, same answer); its client key and secret are the basic credentials of the flow's calls",
  auth: 'none',
  body: registerDevice.body,
  answer: registerDevice.answer,
  errors: ['INVALID_PARAM_ERROR'],
});

export const requestPhoneOtp = defineContract({
  id: 'phoneLogin.requestOtp',
  method: 'POST',
  path: '/v1/boom-web/device/otp',
  summary:
    "spec-1 §4 Deprecated phone login, step 1 (proposed payload): sends an SMS code to a registered user's phone, bound to this device. A phone no user has is refused with INVALID_USER_ID (the page says 'It is not a registed user.'); sends are limited as every code's (179 s between resends, 5 in 10 minutes)",
  auth: 'basic',
  body: z.object({ phoneNumber: requiredTextField(PHONE_NUMBER_MAX) }),
  answer: z.object({
    otpId: z.string(),
    maskedPhone: z.string(),
    resendInSeconds: z.number().check(z.int()),
  }),
  errors: [
    ...CLIENT_ERRORS,
    'INVALID_PARAM_ERROR',
    'INVALID_USER_ID',
    'SUSPENDED_ACCOUNT',
    'TOO_MANY_REQUEST',
    'ACCOUNT_LOCKED',
    'ACCOUNT_PERMANENT_LOCKED',
  ],
});

export const verifyPhoneOtp = defineContract({
  id: 'phoneLogin.verifyOtp',
  method: 'POST',
  path: '/v1/boom-web/device/verify-otp/:otpId',
  summary:
    'spec-1 §4 Deprecated phone login, step 2 (proposed payload): checks the SMS code on the device it was sent to, and says whether the user has a password (then log in) or not (then set one up). Wrong codes count against the code (5 spend it), not the account',
  auth: 'basic',
  params: z.object({ otpId: requiredReferenceField }),
  body: z.object({ otp: otpField }),
  answer: z.object({ passwordSet: z.boolean() }),
  errors: [...CLIENT_ERRORS, 'INVALID_PARAM_ERROR', 'INVALID_OTP', ...CODE_ERRORS],
});

export const phoneLogin = defineContract({
  id: 'phoneLogin.login',
  method: 'POST',
  path: '/v1/boom-web/login',
  summary:
    "spec-1 §4 Deprecated phone login, step 3 (proposed payload): the verified code's otpId (used once, on the device it was sent to, within its 5 minutes) and the password, for the session's tokens. The access token lives 5 minutes: the app refreshes it through device/token. A wrong password counts towards the account's lock",
  auth: 'basic',
  body: z.object({ otpId: requiredReferenceField, password: requiredTextField() }),
  answer: z.extend(tokenPairSchema, {
    status: z.enum(USER_STATUSES),
    companyName: z.string(),
    isFirstLogin: z.boolean(),
  }),
  errors: [
    ...CLIENT_ERRORS,
    'INVALID_PARAM_ERROR',
    'INVALID_OTP',
    'INVALID_PARAMETER',
    'SUSPENDED_ACCOUNT',
    ...CODE_ERRORS,
  ],
});

export const phoneLoginToken = defineContract({
  id: 'phoneLogin.token',
  method: 'POST',
  path: '/v1/boom-web/device/token',
  summary:
    'spec-1 §4 Deprecated phone login / §9 (proposed): with the refresh token as bearer, the next token pair of the session (a 5-minute access token), as refresh-token rotates them; the app asks when under 60 seconds are left',
  auth: 'token',
  answer: tokenPairSchema,
  errors: ['INVALID_TOKEN'],
});

export const phoneLogout = defineContract({
  id: 'phoneLogin.logout',
  method: 'POST',
  path: '/v1/boom-web/logout',
  summary:
    'spec-1 §7 Deprecated phone login (proposed): ends the session of the access token (sent as it is, never refreshed); its refresh token stops working too',
  auth: 'token',
  errors: ['INVALID_ACCESS_TOKEN'],
});

export const PHONE_LOGIN_CONTRACTS = [
  phoneLoginTest,
  phoneLoginHealth,
  phoneLoginDevice,
  requestPhoneOtp,
  verifyPhoneOtp,
  phoneLogin,
  phoneLoginToken,
  phoneLogout,
] as const;
