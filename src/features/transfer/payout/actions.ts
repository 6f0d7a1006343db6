import type { MoneyIntent } from '../../../api/client';
import { sendPayment, type PaymentResult } from '../../../api/payments';
import type { PaymentRequest, PayoutCall } from '../../../shared/domain/payouts';
import { writeThrough } from '../../../sync/writeThrough';

/**
 * Sends the payout by its call. Once the bank says it executed, its records (the sender account
 * and the payout's debit) go into the cache at once and accounts and transactions sync, as for
 * a transfer (confirmTransfer); a payout held for approval moved nothing yet.
 */
export async function confirmPayment(
  via: PayoutCall,
  request: PaymentRequest,
  intent: MoneyIntent,
): Promise<PaymentResult> {
  const result = await sendPayment(via, request, intent);
  if (result.approvalStatus !== 'PendingCheck')
    void writeThrough(result.touched, ['accounts', 'transactions']);
  return result;
}
