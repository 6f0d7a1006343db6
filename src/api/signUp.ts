import type { z } from 'zod/mini';
import * as contracts from '../shared/contracts/signUp';
import type { BodyOf } from '../shared/contracts/contract';
import { call } from './contractCall';

/**
 * Admin and invited-member sign-up (spec-1 §4, §7 "Sign-up"; contracts:
 * src/shared/contracts/signUp.ts). Before the last step there is no session: the bank follows the
 * sign-up by this browser's device id.
 */

export type SignUpSession = z.output<typeof contracts.signUpSession>;
export type CodeSent = { otpId: string; resendInSeconds: number };
export type Invitation = Awaited<ReturnType<typeof verifyMagicCode>>;
export type NonAdminSignUp = BodyOf<typeof contracts.submitInvitedMember>;

export const registerEmail = (body: BodyOf<typeof contracts.registerEmail>): Promise<CodeSent> =>
  call(contracts.registerEmail, { body });

export const verifyEmailOtp = (otp: string, otpId: string) =>
  call(contracts.verifySignUpEmailOtp, { body: { otp, otpId } });

export const setPassword = (email: string, password: string) =>
  call(contracts.setPassword, { body: { email, password } });

export const registerPhoneNumber = (email: string, phoneNumber: string): Promise<CodeSent> =>
  call(contracts.registerPhoneNumber, { body: { email, phoneNumber } });

export const verifySmsOtp = (otp: string, otpId: string): Promise<SignUpSession> =>
  call(contracts.verifySignUpSmsOtp, { body: { otp, otpId } });

export const verifyMagicCode = (email: string, magicCode: string) =>
  call(contracts.verifyMagicCode, { body: { email, magicCode } });

export const updateMagicCode = (email: string, magicCode: string) =>
  call(contracts.updateMagicCode, { body: { email, magicCode } });

export const registerPhoneNumberMc = (email: string, phoneNumber: string): Promise<CodeSent> =>
  call(contracts.registerPhoneNumberMc, { body: { email, phoneNumber } });

export const verifySmsOtpMc = (otp: string, otpId: string) =>
  call(contracts.verifySmsOtpMc, { body: { otp, otpId } });

export const setPasswordMc = (email: string, password: string): Promise<SignUpSession> =>
  call(contracts.setPasswordMc, { body: { email, password } });

export const submitInvitedMember = (body: NonAdminSignUp) =>
  call(contracts.submitInvitedMember, { body });
