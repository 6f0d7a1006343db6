import { isApiError } from '../../api/ApiError';
import { INVALID_OR_EXPIRED_CODE } from '../../shared/forms/oneTimeCode';
import type { StepFailure } from './components/SignUpFrame';

/** The account exists already: the page offers the login. */
export const isAlreadyRegistered = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'EMAIL_ALREADY_REGISTERED' || error.code === 'ACCOUNT_ALREADY_CREATED');

/**
 * What a refused sign-up step shows (spec-1 §8 "Login and registration messages"): the
 * registration codes with their catalogue texts (EMAIL_ALREADY_REGISTERED, CODE_EXPIRED 'Promo
 * code expired', INVALID_CODE, NON_ADMIN_SIGNUP, INVALID_CAPTCHA_ERROR, ACCOUNT_ALREADY_CREATED,
 * the INVITATION_* codes). Only the bank knows a wrong code's tries left, the wait before a new
 * code, or what a refused password misses: those show its description. A refused code says
 * the spec's 'Invalid or expired code' first (spec-1 §5), then the bank's tries left.
 */
const SAID_BY_THE_BANK = ['INVALID_OTP', 'ACCOUNT_LOCK_WARNING', 'INVALID_PARAMETER'];

export function describeSignUpFailure(error: unknown): StepFailure {
  if (!isApiError(error))
    return { kind: 'warning', title: 'Something went wrong', message: 'Please try again later' };
  if (error.code === 'INVALID_OTP')
    return {
      kind: 'warning',
      title: INVALID_OR_EXPIRED_CODE,
      message: error.description ?? error.message,
    };
  if (SAID_BY_THE_BANK.includes(error.code) && error.description)
    return { kind: 'warning', message: error.description };
  return {
    kind: error.severity,
    title: error.title,
    message: error.message,
    offerLogin: isAlreadyRegistered(error),
  };
}

/** The refusals that mean this browser's sign-up is gone (another browser, expired, never started). */
export const isSignUpLost = (error: unknown): boolean =>
  isApiError(error) && error.code === 'RESOURCE_NOT_FOUND';

/** The refusals a promo code gets: said at its field. */
export const isPromoRefused = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'CODE_EXPIRED' || error.code === 'INVALID_CODE');
