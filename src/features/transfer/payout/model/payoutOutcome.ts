import { isApiError } from '../../../../api/ApiError';
import { SUPPORT_CONTACT } from '../../../../shared/supportContact';
import {
  failureOf,
  TRANSFER_FAILED_TITLE,
  UNEXPECTED_ISSUE,
  type MoneyFailure,
} from '../../../../entities/money/failure';

/** spec-2 §8 Notices (messages.tsv). */
export const RECIPIENT_DELETED =
  'The intended recipient has been deleted. Please refresh the page to update the list of valid recipients.';
export const BAD_FX_RATE =
  'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.';
export const REMITTANCE_FAILURE =
  'Please ensure all details are keyed in correctly and try again later.';

export const TRANSFER_IN_PROGRESS = {
  title: 'Transfer In Progress',
  body: "It may take up to 24 hours to reach the recipient's bank. Refer to Transaction Page for the status of this transfer.",
};

/**
 * Rules the user can act on keep the bank's words (an amount over the limit with the limit, short
 * funds): the bank's description says exactly what to change, and nothing moved.
 */
const SAYS_WHAT_TO_FIX = new Set([
  'INVALID_TRANSACTION_AMOUNT',
  'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
  'INSUFFICIENT_FUND',
  'INSUFFICIENT_FUNDS_IN_VA',
  'INSUFFICIENT_APPROVERS',
  'VA_NOT_AVAILABLE',
  'FX_TXN_STATUS_QUOTE_EXPIRED',
]);

/**
 * What a refused payout shows (spec-2 §8): a deleted recipient and a shifted rate have their own
 * texts; a rule the user can fix keeps the bank's message; any other failure of a remittance asks
 * to check the details and names support, any other payout the unexpected-issue text. No answer
 * stays an unknown outcome (Try again resends under the same key).
 */
export function describePayoutFailure(error: unknown, remittance: boolean): MoneyFailure {
  const base = failureOf(error);
  if (base.retryable || !isApiError(error)) return base;
  const failed = (message: string) => ({ ...base, title: TRANSFER_FAILED_TITLE, message });
  if (error.code === 'RECIPIENT_NOT_FOUND') return failed(RECIPIENT_DELETED);
  if (error.code === 'BAD_FX_RATE_ERROR') return failed(BAD_FX_RATE);
  if (error.kind === 'http' && SAYS_WHAT_TO_FIX.has(error.code))
    return failed(error.description ?? error.message);
  return failed(
    remittance
      ? `${REMITTANCE_FAILURE} Contact us at ${SUPPORT_CONTACT.phone} or ${SUPPORT_CONTACT.email}.`
      : UNEXPECTED_ISSUE,
  );
}

/** spec-2 §8: BAD_FX_RATE_ERROR, and any remittance failure, go back a step (to the details). */
export function goesBackAStep(failure: MoneyFailure, remittance: boolean): boolean {
  return !failure.retryable && (failure.code === 'BAD_FX_RATE_ERROR' || remittance);
}
