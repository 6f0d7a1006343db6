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
import { senderTotal, type PayoutCall } from '../../shared/domain/payouts';
import type { Bank } from '../bank';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import { bankNow } from '../rules/bankClock';
import { assertNotPaused } from '../rules/maintenance';
import {
  assertMayTransfer,
  executedResult,
  holdForApproval,
  PAYOUT_PURPOSE,
  pendingResult,
} from '../rules/moneyCalls';
import { consumeVerifiedCode } from '../rules/oneTimeCodes';
import { assertDailyLimits, recordPayoutDay } from '../rules/payoutDays';
import { assertPayoutFunds, executePayout, pageOfCall } from '../rules/payoutExecution';
import { pricePayout, type PaymentBody, type PricedPayout } from '../rules/payouts';
import { bindingText } from '../rules/transfers';
import type { MockUser } from '../types';
import { holdTransferFiles, keepTransferFiles } from '../rules/receiptFiles';

type PaymentResult = z.output<typeof paymentResultSchema>;

/**
 * The payout waits for an approver (holdForApproval, as a transfer does): nothing moves; the
 * request keeps what the payout needs to execute on approval. Null when no policy holds it.
 */
function holdPayout(
  bank: Bank,
  user: MockUser,
  body: PaymentBody,
  priced: PricedPayout,
  priorSgd: number,
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
    priorSgd,
  );
  if (!request) return null;
  // The files wait with the request; the approval makes them the transaction's (rules/receipts.ts).
  holdTransferFiles(bank, request.referenceId, body.fileBufferList);
  return { ...pendingResult(request, priced.destination), fee: priced.fee };
}

/**
 * spec-2 §7 Payments (contracts: src/shared/contracts/payments.ts; docs/decisions/payouts.md 'Payouts'):
 * four calls, one request. Checks in order: role, idempotency key, a maintenance window, the request's contract, then
 * the payout's rules (rules/payouts.ts: recipient, call, account, currencies, amounts and limits,
 * fee, rate, reference, purpose, invoice, attachments), the day's limits of the user and account
 * (rules/payoutDays.ts), funds, the verified code (transfer2fa) bound to amount and recipient,
 * then the approval policy on the day's unapproved payouts with this one; only then does money
 * move, and the payout is charged to the day.
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
            accounts: bank.accounts,
            recipients: bank.recipients,
            owner: user.email,
            p2pOn: bank.isOn('p2p', user),
            localIntegrationOn: bank.isOn('dbsLocalTtIntegration', user),
            now: bankNow(),
          },
          call,
          body,
        );
        const { from, recipient } = priced;
        // The day's limits of this user and account: a split cannot pass the cap or the limit.
        const day = assertDailyLimits(
          user.userReferenceID,
          from,
          call,
          priced.source,
          bank.isOn('dbsLocalTtIntegration', user),
          bankNow(),
        );
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
        // The policy reads the day's payouts sent without an approval with this one.
        const held = holdPayout(bank, user, body, priced, day.priorUnapproved);
        if (held) {
          recordPayoutDay(day, true);
          return held;
        }
        const touched = executePayout(bank, {
          ...priced,
          chargeAt: body.chargeAt,
          customerMessage: body.customerMessage,
          purposeOfPayment: body.purposeOfPayment,
          attachments: body.fileBufferList?.length ?? 0,
        });
        recordPayoutDay(day, false);
        // The transfer's files, for the transaction's detail (rules/receipts.ts).
        keepTransferFiles(bank, touched.transactions[0]?.displayReferenceId, body.fileBufferList);
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
