import { submitTransfer, transferSchemaFor } from '../../shared/contracts/transfers';
import type { TransferResult } from '../../shared/domain/transfers';
import type { Bank } from '../bank';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import {
  assertMayTransfer,
  executedResult,
  holdForApproval,
  PAYOUT_PURPOSE,
  pendingResult,
} from '../rules/moneyCalls';
import { book } from '../rules/bookings';
import { consumeVerifiedCode } from '../rules/oneTimeCodes';
import {
  bindingText,
  priceTransfer,
  transferInput,
  type Priced,
  type TransferInput,
} from '../rules/transfers';
import type { MockUser } from '../types';

/** The transfer waits for an approver: nothing moves; the request waits for its requester to submit it. */
function hold(
  bank: Bank,
  user: MockUser,
  input: TransferInput,
  priced: Priced,
): TransferResult | null {
  const fixedSide = input.calcSourceAmtFromDestinationAmt ? 'target' : 'source';
  const request = holdForApproval(
    bank,
    user,
    {
      kind: priced.kind,
      senderAccount: priced.from.accountNumber,
      senderAccountName: priced.from.accountName,
      sourceCurrency: priced.from.currency,
      sourceAmount: priced.source,
      receiverAccount: priced.to.accountNumber,
      receiverName: priced.to.accountName,
      targetCurrency: priced.to.currency,
      // An exchange's receiving amount is fixed only when it was typed; else the approval-time rate decides.
      targetAmount:
        priced.kind === 'internalTransfer' || fixedSide === 'target' ? priced.target : null,
      fee: 0,
      fixedSide,
      ...(input.customerMessage ? { customerMessage: input.customerMessage } : {}),
      ...(input.purposeOfPayment ? { purposeOfPayment: input.purposeOfPayment } : {}),
    },
    'transfer',
  );
  return request && pendingResult(request, priced.target);
}

/**
 * POST /v1/boom/transfers (docs/decisions/roles.md; contract: src/shared/contracts/transfers.ts): an exchange
 * (two currencies and a quote) or an internal transfer (same currency). Checks in order: role,
 * idempotency key, the request (its contract, then the 1:1 rate), accounts, quote, amounts and
 * limits, funds, the verified code (transfer2fa), then the approval policy; only then does money move.
 */
export function transferHandlers(bank: Bank): ContractRoute[] {
  return [
    route(bodyReadLater(submitTransfer), ({ req }): TransferResult => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      return bank.idempotent(req, user, () => {
        // The body's fields say which shape it is; that shape's schema refuses a mix of both.
        const input = transferInput(readBody(transferSchemaFor(req.body), req.body));
        const priced = priceTransfer(bank.accounts, input, user.email);
        bank.accounts.assertFunds(priced.from.accountNumber, priced.source);
        if (bank.isOn('transfer2fa', user)) {
          const binding = bindingText({
            purpose: 'transfer',
            subject: priced.from.accountNumber,
            payee: priced.to.accountNumber,
            amount: priced.source,
            currency: priced.from.currency,
          });
          consumeVerifiedCode(user.email, input.codeReference ?? '', PAYOUT_PURPOSE, binding);
        }
        const held = hold(bank, user, input, priced);
        if (held) return held;
        const touched = book(bank, {
          type: priced.kind === 'exchange' ? 'Exchange' : 'Transfer',
          from: priced.from.accountNumber,
          to: priced.to.accountNumber,
          source: priced.source,
          target: priced.target,
          rate: priced.rate,
          customerMessage: input.customerMessage,
          purposeOfPayment: input.purposeOfPayment,
        });
        return executedResult(touched, priced.source, priced.target);
      });
    }),
  ];
}
