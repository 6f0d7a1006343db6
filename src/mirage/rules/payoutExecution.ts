import { payoutAmountsAt, senderTotal, type PayoutCall } from '../../shared/domain/payouts';
import type { Micros } from '../../shared/money';
import { BankError, type HeldPayout, type MockApproval, type MockUser } from '../types';
import { bankNow } from './bankClock';
import type { BankView } from './bankView';
import { recipientNotFound } from '../stores/recipients';
import type { Touched } from './bookings';
import { assertNotPaused } from './maintenance';
import { bookPayouts, type PayoutBooking } from './payoutLedger';
import { assertPayoutLimits, payoutRecipient } from './payouts';
import { approvalRate } from './transfers';
import { releaseTransferFiles } from './receiptFiles';

export const insufficientFund = () =>
  new BankError(
    400,
    'INSUFFICIENT_FUND',
    'The sending account does not have enough funds for this payout and its fee.',
  );

/** spec-2 §8 Server codes: the sender account cannot cover the amount and the fee it pays. */
export function assertPayoutFunds(bank: BankView, accountNumber: string, total: Micros): void {
  const balance = bank.accounts.get(accountNumber)?.currentBalance ?? null;
  if (balance === null || balance < total) throw insufficientFund();
}

/**
 * Executes a payout the bank accepted: the demo panel's failure first, if one waits (spec-2 §8:
 * three refusals that move nothing, or a return later), then the payout's one debit.
 */
export function executePayout(
  bank: BankView,
  booking: Omit<PayoutBooking, 'company' | 'returns'>,
): Touched {
  return executePayouts(bank, [booking]);
}

/**
 * Executes payouts the bank accepted together (a batch's group): the demo panel's failure, if one
 * waits, refuses them all before anything moves (or the first returns later), then one debit each.
 */
export function executePayouts(
  bank: BankView,
  bookings: readonly Omit<PayoutBooking, 'company' | 'returns'>[],
): Touched {
  const failure = bank.faults.takePayoutFailure();
  if (failure === 'RECIPIENT_NOT_FOUND')
    throw recipientNotFound(bookings[0]?.recipient.displayReferenceId ?? '');
  if (failure === 'BAD_FX_RATE_ERROR')
    throw new BankError(
      400,
      'BAD_FX_RATE_ERROR',
      'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    );
  if (failure === 'INSUFFICIENT_FUND') throw insufficientFund();
  const company = bank.scenario.company.name;
  return bookPayouts(
    bank,
    bookings.map((b, i) => ({ ...b, company, returns: i === 0 && failure === 'RETURN' })),
    bankNow(),
  );
}

/** Local payouts are the localTransfer page's, remittances the overseasTransfer page's. */
export const pageOfCall = (call: PayoutCall) =>
  call === 'REMITTANCE' ? 'overseasTransfer' : ('localTransfer' as const);

/**
 * An approved payout (routes/approvals.ts execute): not while a maintenance window pauses
 * payouts (the request stays pending), the recipient must still be there, the amount
 * sent stays, what arrives follows the rate at approval time (spec-2 §4), and the limits and
 * funds hold then; short of anything, the request stays pending. Then the code, then the money.
 */
export function executeHeldPayout(
  bank: BankView,
  approver: MockUser,
  request: MockApproval,
  held: HeldPayout,
  fxReferenceId: string | undefined,
  consumeCode: () => void,
): { request: MockApproval; touched: Touched } {
  assertNotPaused(bank.scenario.maintenance, pageOfCall(held.call));
  const recipient = payoutRecipient(bank.recipients, held.recipientId);
  const from = bank.accounts.get(request.senderAccount);
  if (!from)
    throw new BankError(
      400,
      'VA_NOT_AVAILABLE',
      'The sending account of this request is no longer available.',
    );
  const destinationCurrency = request.targetCurrency;
  const rate = approvalRate(fxReferenceId, approver.email, from.currency, destinationCurrency);
  const { source, destination } = payoutAmountsAt(
    rate,
    'source',
    request.sourceAmount,
    request.fee,
    held.chargeAt,
    from.currency,
    destinationCurrency,
  );
  assertPayoutLimits(
    held.call,
    { amount: source, currency: from.currency },
    { amount: destination, currency: destinationCurrency },
    bank.isOn('dbsLocalTtIntegration', approver),
  );
  assertPayoutFunds(bank, from.accountNumber, senderTotal(source, request.fee, held.chargeAt));
  consumeCode();
  const touched = executePayout(bank, {
    call: held.call,
    from,
    recipient,
    source,
    destination,
    destinationCurrency,
    rate,
    fee: request.fee,
    chargeAt: held.chargeAt,
    customerMessage: request.customerMessage,
    purposeOfPayment: request.purposeOfPayment,
    attachments: held.attachments,
  });
  releaseTransferFiles(bank, request.referenceId, touched.transactions[0]?.displayReferenceId);
  return { request: { ...request, sourceAmount: source, targetAmount: destination }, touched };
}
