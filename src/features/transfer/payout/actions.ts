import type { MoneyIntent } from '../../../api/client';
import { sendPayment, type PaymentResult } from '../../../api/payments';
import { requestApproval } from '../../../entities/approval/actions';
import type { PaymentRequest, PayoutCall } from '../../../shared/domain/payouts';
import { writeThrough } from '../../../sync/writeThrough';

/** A payout's answer; a held one says whether its request reached the approvers with it. */
export type PayoutResult = PaymentResult & {
  /** Held (PendingCheck) and then submitted to its approvers with the remarks, in the same step. */
  approvalSubmitted?: boolean;
};

/**
 * Sends the payout by its call. Once the bank says it executed, its records (the sender account
 * and the payout's debit) go into the cache at once and accounts and transactions sync, as for
 * a transfer (confirmTransfer); a payout held for approval moved nothing yet: with `remarks` it
 * is submitted to its approvers at once (docs/decisions/approvals.md 'A held payout is submitted
 * with its code'), so no second step can drop it. Should that submit fail, the answer says so
 * and the wizard offers it again.
 */
export async function confirmPayment(
  via: PayoutCall,
  request: PaymentRequest,
  intent: MoneyIntent,
  remarks?: string,
): Promise<PayoutResult> {
  const result = await sendPayment(via, request, intent);
  if (result.approvalStatus !== 'PendingCheck') {
    void writeThrough(result.touched, ['accounts', 'transactions']);
    return result;
  }
  if (remarks === undefined) return result;
  try {
    await requestApproval(result.referenceID, remarks);
    return { ...result, approvalSubmitted: true };
  } catch {
    return { ...result, approvalSubmitted: false };
  }
}
