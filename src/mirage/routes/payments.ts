import type * as z from 'zod/mini';
import {
  paymentRequestSchema,
  type paymentResultSchema,
  sendActPayment,
  sendLocalPayment,
  sendP2pPayment,
  sendRemittance,
} from '../../shared/contracts/payments';
import { codeBindingOf, payoutAuthorisation } from '../../shared/domain/codeAuthorisation';
import { payoutAmountsAt, senderTotal, type PayoutCall } from '../../shared/domain/payouts';
import type { Micros } from '../../shared/money';
import type { Bank } from '../bank';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import { bankNow } from '../rules/bankClock';
import { recipientNotFound, type Touched } from '../rules/ledger';
import { assertNotPaused } from '../rules/maintenance';
import { consumeVerifiedCode } from '../rules/oneTimeCodes';
import { bookPayout, type PayoutBooking } from '../rules/payoutLedger';
import {
  assertPayoutLimits,
  payoutRecipient,
  pricePayout,
  type PaymentBody,
  type PricedPayout,
} from '../rules/payouts';
import { approvalRate, bindingText } from '../rules/transfers';
import { BankError, type HeldPayout, type MockApproval, type MockUser } from '../types';
import { PAYOUT_PURPOSE } from './payoutCodes';
import { assertMayTransfer, executedResult, holdForApproval, pendingResult } from './transfers';

type PaymentResult = z.output<typeof paymentResultSchema>;

const insufficientFund = () =>
  new BankError(
    400,
    'INSUFFICIENT_FUND',
    'The sending account does not have enough funds for this payout and its fee.',
  );

/** spec-2 §8 Server codes: the sender account cannot cover the amount and the fee it pays. */
export function assertPayoutFunds(bank: Bank, accountNumber: string, total: Micros): void {
  const balance = bank.ledger.account(accountNumber)?.currentBalance ?? null;
  if (balance === null || balance < total) throw insufficientFund();
}

/**
 * Executes a payout the bank accepted: the demo panel's failure first, if one waits (spec-2 §8:
 * three refusals that move nothing, or a return later), then the payout's one debit.
 */
export function executePayout(
  bank: Bank,
  booking: Omit<PayoutBooking, 'company' | 'returns'>,
): Touched {
  const failure = bank.faults.takePayoutFailure();
  if (failure === 'RECIPIENT_NOT_FOUND')
    throw recipientNotFound(booking.recipient.displayReferenceId);
  if (failure === 'BAD_FX_RATE_ERROR')
    throw new BankError(
      400,
      'BAD_FX_RATE_ERROR',
      'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    );
  if (failure === 'INSUFFICIENT_FUND') throw insufficientFund();
  return bookPayout(
    bank.ledger,
    { ...booking, company: bank.scenario.company.name, returns: failure === 'RETURN' },
    bankNow(),
  );
}

/** Local payouts are the localTransfer page's, remittances the overseasTransfer page's. */
const pageOfCall = (call: PayoutCall) =>
  call === 'REMITTANCE' ? 'overseasTransfer' : ('localTransfer' as const);

/**
 * An approved payout (routes/approvals.ts execute): not while a maintenance window pauses
 * payouts (the request stays pending), the recipient must still be there, the amount
 * sent stays, what arrives follows the rate at approval time (spec-2 §4), and the limits and
 * funds hold then; short of anything, the request stays pending. Then the code, then the money.
 */
export function executeHeldPayout(
  bank: Bank,
  approver: MockUser,
  request: MockApproval,
  held: HeldPayout,
  fxReferenceId: string | undefined,
  consumeCode: () => void,
): { request: MockApproval; touched: Touched } {
  assertNotPaused(bank.scenario.maintenance, pageOfCall(held.call));
  const recipient = payoutRecipient(bank.ledger, held.recipientId);
  const from = bank.ledger.account(request.senderAccount);
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
  return { request: { ...request, sourceAmount: source, targetAmount: destination }, touched };
}

/**
 * The payout waits for an approver (holdForApproval, as a transfer does): nothing moves; the
 * request keeps what the payout needs to execute on approval. Null when no policy holds it.
 */
function holdPayout(
  bank: Bank,
  user: MockUser,
  body: PaymentBody,
  priced: PricedPayout,
): PaymentResult | null {
  const { from, recipient } = priced;
  const request = holdForApproval(
    bank,
    user,
    {
      kind: 'payout',
      senderAccount: from.accountNumber,
      senderAccountName: from.accountName,
      sourceCurrency: from.currency,
      sourceAmount: priced.source,
      receiverAccount: recipient.recipientAccountNo,
      receiverName: recipient.recipientAccountName,
      targetCurrency: priced.destinationCurrency,
      // Across currencies what arrives follows the rate at approval time (spec-2 §4).
      targetAmount: from.currency === priced.destinationCurrency ? priced.destination : null,
      fee: priced.fee,
      fixedSide: 'source',
      ...(body.customerMessage ? { customerMessage: body.customerMessage } : {}),
      ...(body.purposeOfPayment ? { purposeOfPayment: body.purposeOfPayment } : {}),
      payout: {
        call: priced.call,
        recipientId: recipient.displayReferenceId,
        chargeAt: body.chargeAt,
        ...(body.invoiceDate ? { invoiceDate: body.invoiceDate } : {}),
        ...(body.invoiceNumber ? { invoiceNumber: body.invoiceNumber } : {}),
        attachments: body.fileBufferList?.length ?? 0,
      },
    },
    'payout',
  );
  return request && { ...pendingResult(request, priced.destination), fee: priced.fee };
}

/**
 * spec-2 §7 Payments (contracts: src/shared/contracts/payments.ts; docs/decisions.md 'Payouts'):
 * four calls, one request. Checks in order: role, idempotency key, a maintenance window, the request's contract, then
 * the payout's rules (rules/payouts.ts: recipient, call, account, currencies, amounts and limits,
 * fee, rate, reference, purpose, invoice), funds, the verified code (transfer2fa) bound to amount
 * and recipient, then the approval policy; only then does money move.
 */
export function paymentHandlers(bank: Bank): ContractRoute[] {
  const pay =
    (call: PayoutCall) =>
    ({ req }: { req: Parameters<Bank['authorize']>[0] }): PaymentResult => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      return bank.idempotent(req, user, () => {
        // A window that pauses payouts refuses a new one (a retry of one done still learns its answer).
        assertNotPaused(bank.scenario.maintenance, pageOfCall(call));
        const body = readBody(paymentRequestSchema, req.body);
        const priced = pricePayout(
          {
            ledger: bank.ledger,
            owner: user.email,
            p2pOn: bank.isOn('p2p', user),
            localIntegrationOn: bank.isOn('dbsLocalTtIntegration', user),
            now: bankNow(),
          },
          call,
          body,
        );
        const { from, recipient } = priced;
        assertPayoutFunds(
          bank,
          from.accountNumber,
          senderTotal(priced.source, priced.fee, body.chargeAt),
        );
        if (bank.isOn('transfer2fa', user)) {
          const binding = codeBindingOf(payoutAuthorisation(body, from.accountName, recipient));
          consumeVerifiedCode(
            user.email,
            body.otpReferenceID || body.totpReferenceID || '',
            PAYOUT_PURPOSE,
            bindingText(binding),
          );
        }
        const held = holdPayout(bank, user, body, priced);
        if (held) return held;
        const touched = executePayout(bank, {
          ...priced,
          chargeAt: body.chargeAt,
          customerMessage: body.customerMessage,
          purposeOfPayment: body.purposeOfPayment,
          attachments: body.fileBufferList?.length ?? 0,
        });
        return { ...executedResult(touched, priced.source, priced.destination), fee: priced.fee };
      });
    };
  // Written out: scripts/spec-coverage.mjs reads each route(...) literally.
  return [
    route(bodyReadLater(sendLocalPayment), pay('FAST')),
    route(bodyReadLater(sendActPayment), pay('ACT')),
    route(bodyReadLater(sendP2pPayment), pay('P2P')),
    route(bodyReadLater(sendRemittance), pay('REMITTANCE')),
  ];
}
