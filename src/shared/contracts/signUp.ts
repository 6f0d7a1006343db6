import * as z from 'zod/mini';
import { COMPANY_STATUSES, USER_STATUSES } from '../domain/auth';
import { ROLES } from '../domain/roles';
import { ACCESS_ERRORS, defineContract } from './contract';
import { CODE_ERRORS, otpField, otpIdField } from './auth';
import { requiredTextField, textField } from './fields';
import { addressSchema } from './kyc';

/**
 * spec-1 §4 "Admin sign-up", "Invited member" and §7 "Sign-up". The calls before an account
 * exists carry no token: the bank ties each step to the browser that made the one before (its
 * X-Device-Id) and to what that step verified, so nobody can set the password of an e-mail they
 * did not verify (docs/decisions/sign-up.md 'Sign-up and invitations'). The `-mc` (magic-code) variants are the
 * invited member's: the invitation's e-mail and code stand where the admin's e-mail code stood.
 */

const emailField = requiredTextField(254);
/** E.164-ish: a plus, a country code and the number (spaces allowed, the bank keeps the digits). */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s-]{8,20}$/;
export const phoneNumberField = z.string().check(z.regex(PHONE_NUMBER_PATTERN));

const SIGN_UP_ERRORS = ['INVALID_PARAM_ERROR', 'TOO_MANY_REQUEST'] as const;
const codeSent = z.object({ otpId: z.string(), resendInSeconds: z.number() });

/** What a finished sign-up answers: a session, as a completed login gives one. */
export const signUpSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  status: z.enum(USER_STATUSES),
  companyName: z.string(),
  isFirstLogin: z.boolean(),
});

export const registerEmail = defineContract({
  id: 'signUp.registerEmail',
  method: 'POST',
  path: '/v1/boom/auth/register-email',
  summary:
    'spec-1 §4 Admin sign-up, step 1: the company name and e-mail, with an optional promo code; e-mails a 6-digit code',
  auth: 'none',
  body: z.object({
    email: emailField,
    corporateName: requiredTextField(100),
    promoCode: z.optional(textField(32)),
  }),
  answer: codeSent,
  errors: [
    ...SIGN_UP_ERRORS,
    'EMAIL_ALREADY_REGISTERED',
    'NON_ADMIN_SIGNUP',
    'INVALID_CODE',
    'CODE_EXPIRED',
    'INVALID_CAPTCHA_ERROR',
  ],
});

export const verifySignUpEmailOtp = defineContract({
  id: 'signUp.verifyEmailOtp',
  method: 'POST',
  path: '/v1/boom/auth/verify-email-otp',
  summary: 'spec-1 §4 Admin sign-up, step 1: the e-mailed code proves the address',
  auth: 'none',
  body: z.object({ otp: otpField, otpId: otpIdField }),
  answer: z.object({ emailAddress: z.string() }),
  errors: [...CODE_ERRORS, 'INVALID_OTP', 'RESOURCE_NOT_FOUND', 'ACCOUNT_ALREADY_CREATED'],
});

const passwordBody = z.object({ email: emailField, password: requiredTextField(64) });

export const setPassword = defineContract({
  id: 'signUp.setPassword',
  method: 'POST',
  path: '/v1/boom/auth/set-password',
  summary:
    'spec-1 §4 Admin sign-up, step 3 of the wizard: the password of a verified e-mail (the password policy, src/shared/domain/passwordPolicy.ts); the user becomes the admin',
  auth: 'none',
  body: passwordBody,
  errors: [...SIGN_UP_ERRORS, 'INVALID_PARAMETER', 'RESOURCE_NOT_FOUND', 'ACCOUNT_ALREADY_CREATED'],
});

const phoneBody = z.object({ email: emailField, phoneNumber: phoneNumberField });

export const registerPhoneNumber = defineContract({
  id: 'signUp.registerPhoneNumber',
  method: 'POST',
  path: '/v1/boom/auth/register-phone-number',
  summary: "spec-1 §4 Admin sign-up: the admin's mobile number; texts a 6-digit code",
  auth: 'none',
  body: phoneBody,
  answer: codeSent,
  errors: [...SIGN_UP_ERRORS, 'RESOURCE_NOT_FOUND', 'ACCOUNT_ALREADY_CREATED'],
});

export const verifySignUpSmsOtp = defineContract({
  id: 'signUp.verifySmsOtp',
  method: 'POST',
  path: '/v1/boom/auth/verify-sms-otp',
  summary:
    'spec-1 §4 Admin sign-up, last step: the texted code; the account is created and signed in (company status unknown: onboarding starts)',
  auth: 'none',
  body: z.object({ otp: otpField, otpId: otpIdField }),
  answer: signUpSession,
  errors: [...CODE_ERRORS, 'INVALID_OTP', 'RESOURCE_NOT_FOUND', 'ACCOUNT_ALREADY_CREATED'],
});

const INVITATION_ERRORS = [
  'INVALID_CODE',
  'CODE_EXPIRED',
  'CODE_ALREADY_VERIFIED',
  'INVITATION_CANCELLED',
  'INVITATION_CANCELLED_RESEND',
  'INVITATION_REVOKED',
  'ACCOUNT_ALREADY_CREATED',
] as const;

export const verifyMagicCode = defineContract({
  id: 'signUp.verifyMagicCode',
  method: 'POST',
  path: '/v1/boom/auth/verify-magic-code',
  summary:
    "spec-1 §4 Invited member, step 1: the invitation's e-mail and code (from the invitation link); answers the company and role",
  auth: 'none',
  body: z.object({ email: emailField, magicCode: requiredTextField(64) }),
  answer: z.object({
    emailAddress: z.string(),
    corporateName: z.string(),
    corporateReferenceID: z.string(),
    memberRole: z.enum(ROLES),
  }),
  errors: [...SIGN_UP_ERRORS, ...INVITATION_ERRORS],
});

export const updateMagicCode = defineContract({
  id: 'signUp.updateMagicCode',
  method: 'POST',
  path: '/v1/boom/auth/update-magic-code',
  summary:
    'spec-1 §7 Sign-up: an expired invitation code is replaced by a new one, e-mailed to the same address',
  auth: 'none',
  body: z.object({ email: emailField, magicCode: requiredTextField(64) }),
  errors: [...SIGN_UP_ERRORS, ...INVITATION_ERRORS],
});

export const registerPhoneNumberMc = defineContract({
  id: 'signUp.registerPhoneNumberMc',
  method: 'POST',
  path: '/v1/boom/auth/register-phone-number-mc',
  summary: "spec-1 §4 Invited member: the member's mobile number, after the invitation code",
  auth: 'none',
  body: phoneBody,
  answer: codeSent,
  errors: [...SIGN_UP_ERRORS, 'RESOURCE_NOT_FOUND', ...INVITATION_ERRORS],
});

export const verifySmsOtpMc = defineContract({
  id: 'signUp.verifySmsOtpMc',
  method: 'POST',
  path: '/v1/boom/auth/verify-sms-otp-mc',
  summary: "spec-1 §4 Invited member: the texted code proves the member's number",
  auth: 'none',
  body: z.object({ otp: otpField, otpId: otpIdField }),
  errors: [...CODE_ERRORS, 'INVALID_OTP', 'RESOURCE_NOT_FOUND', 'ACCOUNT_ALREADY_CREATED'],
});

export const setPasswordMc = defineContract({
  id: 'signUp.setPasswordMc',
  method: 'POST',
  path: '/v1/boom/auth/set-password-mc',
  summary:
    "spec-1 §4 Invited member: the member's password; the account is created and signed in (basic details come next)",
  auth: 'none',
  body: passwordBody,
  answer: signUpSession,
  errors: [...SIGN_UP_ERRORS, 'INVALID_PARAMETER', 'RESOURCE_NOT_FOUND', ...INVITATION_ERRORS],
});

/** spec-1 §3 "Invited (non-admin) sign-up fields". */
export const nonAdminSignUpSchema = z.object({
  corporateReferenceID: requiredTextField(64),
  role: z.enum(ROLES),
  email: emailField,
  firstName: requiredTextField(100),
  middleName: z.optional(textField(100)),
  lastName: requiredTextField(100),
  gender: z.enum(['Male', 'Female']),
  dob: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  nationalityCode: requiredTextField(2),
  nricOrFin: requiredTextField(20),
  residentialAddress: addressSchema,
  /** The identity documents uploaded on the join-company upload page. */
  documentReferenceIds: z.array(requiredTextField(64)).check(z.maxLength(8)),
});

export const submitInvitedMember = defineContract({
  id: 'signUp.nonAdminSignUp',
  method: 'POST',
  path: '/v1/boom/kyc/invite/submission',
  summary:
    "spec-1 §4 Invited member, last step: the member's basic details (nonAdminSignUp); the company status becomes ACCEPTED and the member status is the answer's",
  auth: 'bearer',
  body: nonAdminSignUpSchema,
  answer: z.object({
    status: z.enum(USER_STATUSES),
    companyStatus: z.enum(COMPANY_STATUSES),
  }),
  errors: [
    ...ACCESS_ERRORS,
    'INVALID_PARAM_ERROR',
    'INVALID_PARAMETER',
    'NO_PERMISSION_API',
    'RECORD_ALREADY_EXISTS',
  ],
});

export const SIGN_UP_CONTRACTS = [
  registerEmail,
  verifySignUpEmailOtp,
  setPassword,
  registerPhoneNumber,
  verifySignUpSmsOtp,
  verifyMagicCode,
  updateMagicCode,
  registerPhoneNumberMc,
  verifySmsOtpMc,
  setPasswordMc,
  submitInvitedMember,
] as const;
