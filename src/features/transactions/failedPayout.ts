import {
  FAILED_PAYOUT_REASONS,
  listStatusOf,
  type FailedPayoutReason,
  type Transaction,
} from '../../shared/domain/transactions';

export interface FailedPayoutNotice {
  title: string;
  body: string;
}

/** messages.tsv transfer_failed_title. */
export const TRANSFER_FAILED_TITLE = 'Transfer has failed!';

/**
 * spec-2 §8 / spec-3 §8 "Failed payout reasons shown in transaction detail". The spec gives the
 * gist, not the words, except where messages.tsv has them (unexpected issue, bad FX rate).
 */
const REASONS: Record<FailedPayoutReason | 'DEFAULT', string> = {
  UNEXPECTED_TRANSACTION_ERROR:
    'There is an unexpected issue with this transaction. Please try again later. If it happens again, please contact support.',
  RETURN:
    "The recipient's bank returned this payment: the account may be incorrect or closed, it could not be credited, or there was a system issue. The amount minus the processing fee will be refunded to your account within a few working days.",
  INSUFFICIENT_FUNDS:
    'This payment failed because the account did not have enough funds. Please top up the account and try again.',
  BAD_FX_RATE:
    'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
  DEFAULT:
    'This payment could not be completed due to an unforeseen issue. The funds have been returned to your account. Please verify the recipient details and try again.',
};

const isReason = (code: string): code is FailedPayoutReason =>
  (FAILED_PAYOUT_REASONS as readonly string[]).includes(code);

/** The failure notice of a failed (cancelled) payout that carries a reasonCode; null otherwise. */
export function failedPayoutNotice(
  t: Pick<Transaction, 'type' | 'status' | 'reasonCode'>,
): FailedPayoutNotice | null {
  if (t.type !== 'PayOut' || listStatusOf(t.status) !== 'Cancelled' || !t.reasonCode) return null;
  return {
    title: TRANSFER_FAILED_TITLE,
    body: REASONS[isReason(t.reasonCode) ? t.reasonCode : 'DEFAULT'],
  };
}
