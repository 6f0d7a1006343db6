import * as z from 'zod/mini';
import { OTP_CHANNELS, OTP_TYPES } from '../domain/auth';
import { CODE_ERRORS, otpField, otpIdField, tokenPairSchema } from './auth';
import { ACCESS_ERRORS, defineContract } from './contract';
import { referenceField, textField } from './fields';

/**
 * spec-1 §4 "Second factor (MFA)" and §7 "Second factor management (under /boom/v2/auth)". Codes
 * live 5 minutes, are used once and bound to their purpose; a new one on the same channel waits
 * 179 seconds; wrong codes count towards the lock. Those rules stay with the bank
 * (src/mirage/rules/oneTimeCodes.ts, lockout.ts).
 */

/** A code on its way: its id and the seconds until another may be asked for. */
const sentCode = z.object({ otpId: z.string(), resendInSeconds: z.number().check(z.int()) });

/** Sending a code: refused while locked, or within 179 seconds of the last one on that channel. */
const SEND_ERRORS = ['TOO_MANY_REQUEST', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'] as const;

/** The pre-MFA token of login is the only token these two accept. */
const PRE_MFA_ERRORS = ['INVALID_ACCESS_TOKEN'] as const;

export const generateMfaOtp = defineContract({
  id: 'twoFactor.generateMfaOtp',
  method: 'POST',
  path: '/boom/v2/auth/generate-mfa-otp',
  summary:
    'spec-1 §4 Second factor / §7: sends a login code by SMS (the default) or e-mail, with the masked address it went to',
  auth: 'token',
  body: z.object({ otpType: z.optional(z.enum(OTP_CHANNELS)) }),
  answer: z.object({
    otpId: z.string(),
    otpType: z.enum(OTP_TYPES),
    maskedEmail: z.string(),
    maskedPhone: z.string(),
    resendInSeconds: z.number().check(z.int()),
  }),
  errors: [...PRE_MFA_ERRORS, 'INVALID_PARAM_ERROR', ...SEND_ERRORS],
});

export const verifyMfaOtp = defineContract({
  id: 'twoFactor.verifyMfaOtp',
  method: 'POST',
  path: '/boom/v2/auth/verify-mfa-otp',
  summary:
    'spec-1 §4 Second factor / §7: the login code (SMS, e-mail, or an authenticator code with an empty otpId) for the tokens of the session. With rememberDevice the answer carries a rememberToken: sent as X-Remember-Token at login, it skips this step for this user on this device for 48 hours',
  auth: 'token',
  body: z.object({
    otp: otpField,
    otpId: otpIdField,
    otpType: z.optional(z.enum(OTP_TYPES)),
    rememberDevice: z.optional(z.boolean()),
  }),
  answer: z.extend(tokenPairSchema, { rememberToken: z.optional(z.string()) }),
  errors: [...PRE_MFA_ERRORS, ...CODE_ERRORS],
});

/**
 * The bank's extension of the spec's management calls (docs/decisions/auth.md 'Managing the second
 * factor'): adding, replacing or removing an authenticator takes the password and a fresh code of
 * the factor the user has now. With an authenticator: `totp`, a current code of it. Without: `otpId`,
 * the verified SMS step-up code of this session (generate-sms-otp, verify-sms-otp). Adding or
 * replacing one also takes `emailOtpId`, the verified e-mail step-up code of this session
 * (generate-email-otp, verify-email-otp). A wrong password or code counts towards the sign-in lock.
 */
const factorProof = z.object({
  password: textField(),
  totp: z.optional(otpField),
  otpId: z.optional(referenceField),
  emailOtpId: z.optional(referenceField),
});

/** What the proof can answer: a wrong password or code (the lock's count), a missing or spent code. */
const PROOF_ERRORS = [...CODE_ERRORS, 'INVALID_OTP'] as const;

export const generateTotpSecret = defineContract({
  id: 'twoFactor.generateTotpSecret',
  method: 'POST',
  path: '/boom/v2/auth/generate-totp-secret',
  summary:
    "spec-1 §7 Second factor management: with the password, a fresh code of the current factor and a verified e-mail code of this session (the bank's extension), a new authenticator secret, pending for 10 minutes in this session until a code from the app proves it was saved; nothing changes until then",
  auth: 'bearer',
  body: factorProof,
  answer: z.object({ secret: z.string(), otpauthUri: z.string() }),
  errors: [...ACCESS_ERRORS, ...PROOF_ERRORS],
});

export const verifyTotp = defineContract({
  id: 'twoFactor.verifyTotp',
  method: 'POST',
  path: '/boom/v2/auth/verify-totp',
  summary:
    'spec-1 §7 Second factor management: a code from the app pairs the secret this session generated (replacing an earlier authenticator); login then asks for the app, and the user is told by e-mail. Answers no tokens. INVALID_PARAMETER when this session has no pending secret',
  auth: 'bearer',
  body: z.object({ otp: otpField }),
  errors: [...ACCESS_ERRORS, ...CODE_ERRORS, 'INVALID_PARAMETER'],
});

export const deleteTotpSecret = defineContract({
  id: 'twoFactor.deleteTotpSecret',
  method: 'POST',
  path: '/boom/v2/auth/delete-totp-secret',
  summary:
    "spec-1 §7 Second factor management: with the password and a current code of the app (the bank's extension), removes the authenticator app (and a pending secret); login then asks for an SMS code, and the user is told by e-mail. INVALID_PARAMETER when no app is paired",
  auth: 'bearer',
  body: factorProof,
  errors: [...ACCESS_ERRORS, ...PROOF_ERRORS, 'INVALID_PARAMETER'],
});

/** Step-up codes of a signed-in user: the verified otpId is what a later call consumes. */
const stepUpBody = z.object({ otp: otpField, otpId: otpIdField });

export const generateSmsOtp = defineContract({
  id: 'twoFactor.generateSmsOtp',
  method: 'POST',
  path: '/boom/v2/auth/generate-sms-otp',
  summary:
    'spec-1 §7 Second factor management: sends a step-up code by SMS to the signed-in user, for managing the second factor in this session (generate-totp-secret, delete-totp-secret)',
  auth: 'bearer',
  answer: sentCode,
  errors: [...ACCESS_ERRORS, ...SEND_ERRORS],
});

export const verifySmsOtp = defineContract({
  id: 'twoFactor.verifySmsOtp',
  method: 'POST',
  path: '/boom/v2/auth/verify-sms-otp',
  summary:
    'spec-1 §7 Second factor management: checks an SMS step-up code of this session; answers the otpId of the verified step, which generate-totp-secret or delete-totp-secret consumes once',
  auth: 'bearer',
  body: stepUpBody,
  answer: z.object({ otpId: z.string() }),
  errors: [...ACCESS_ERRORS, ...CODE_ERRORS],
});

export const generateEmailOtp = defineContract({
  id: 'twoFactor.generateEmailOtp',
  method: 'POST',
  path: '/boom/v2/auth/generate-email-otp',
  summary:
    'spec-1 §7 Second factor management: sends a step-up code by e-mail to the signed-in user, the e-mail step of adding an authenticator in this session (generate-totp-secret); never a factor on its own',
  auth: 'bearer',
  answer: sentCode,
  errors: [...ACCESS_ERRORS, ...SEND_ERRORS],
});

export const verifyEmailOtp = defineContract({
  id: 'twoFactor.verifyEmailOtp',
  method: 'POST',
  path: '/boom/v2/auth/verify-email-otp',
  summary:
    'spec-1 §7 Second factor management: checks an e-mail step-up code of this session; answers the otpId of the verified step, which generate-totp-secret consumes once (emailOtpId)',
  auth: 'bearer',
  body: stepUpBody,
  answer: z.object({ otpId: z.string() }),
  errors: [...ACCESS_ERRORS, ...CODE_ERRORS],
});

export const TWO_FACTOR_CONTRACTS = [
  generateMfaOtp,
  verifyMfaOtp,
  generateTotpSecret,
  verifyTotp,
  deleteTotpSecret,
  generateSmsOtp,
  verifySmsOtp,
  generateEmailOtp,
  verifyEmailOtp,
] as const;
