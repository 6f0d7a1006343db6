import {
  sendActPayment,
  sendLocalPayment,
  sendP2pPayment,
  sendRemittance,
} from '../shared/contracts/payments';
import { tradeQuote as tradeQuoteContract } from '../shared/contracts/fx';
import { listRecipients } from '../shared/contracts/recipients';
import type { Account } from '../shared/domain/accounts';
import { codeBindingOf, payoutAuthorisation } from '../shared/domain/codeAuthorisation';
import type { FxQuote } from '../shared/domain/fx';
import type { CurrencyCode } from '../shared/currencies';
import {
  payoutAmountsAt,
  type ChargeAt,
  type PaymentRequest,
  type PayoutCall,
} from '../shared/domain/payouts';
import type { Recipient } from '../shared/domain/recipient';
import type { TransferResult } from '../shared/domain/transfers';
import { call, moneyPost, payoutReference, post } from './testingCalls';

/**
 * Payout helpers for route tests (src/mirage/routes/payments*.test.ts): the recipients as the bank
 * lists them, requests as the payout wizard builds them, a code bound to one, and the call.
 */

export type PaymentAnswer = TransferResult & { fee: number; code?: string; description?: string };

export const PAYMENT_PATH: Record<PayoutCall, string> = {
  FAST: sendLocalPayment.path,
  ACT: sendActPayment.path,
  P2P: sendP2pPayment.path,
  REMITTANCE: sendRemittance.path,
};

export async function recipientsOf(bearer: string): Promise<Recipient[]> {
  return (await call<{ recipients: Recipient[] }>(listRecipients.path, { bearer })).body.recipients;
}

/** A local SGD recipient at a bank other than DBS: paid by FAST, free. */
export const isFastRecipient = (r: Recipient): boolean =>
  r.recipientType === 'LOCAL' &&
  r.currency === 'SGD' &&
  !(r.recipientBankCode ?? '').startsWith('DBSSSGSG');

export async function tradeQuote(bearer: string, sell: string, buy: string): Promise<FxQuote> {
  return (
    await post<FxQuote>(tradeQuoteContract.path, {
      bearer,
      body: { sellCurrency: sell, buyCurrency: buy, fxProvider: 'DEFAULT' },
    })
  ).body;
}

export interface PayoutOptions {
  /** Which side `amount` is (the other is derived as the bank derives it): the sender's by default. */
  typed?: 'source' | 'destination';
  fee?: number;
  chargeAt?: ChargeAt;
  /** A quote of the pair, for a payout across currencies (its rate and fxReferenceID). */
  quote?: FxQuote;
}

/**
 * A payout request as the wizard builds it: the typed amount, the other side derived at 1:1 or
 * at the quote with the fee by chargeAt (payoutAmountsAt), to the recipient's currency (the
 * sender's for an MCA recipient).
 */
export function payoutRequest(
  from: Account,
  recipient: Recipient,
  amount: number,
  options: PayoutOptions = {},
  extra: Partial<PaymentRequest> = {},
): PaymentRequest {
  const { typed = 'source', fee = 0, chargeAt = 'DEBTOR', quote } = options;
  const destinationCurrency = (
    recipient.currency === 'MCA' ? from.currency : recipient.currency
  ) as CurrencyCode;
  const { source, destination } = payoutAmountsAt(
    quote?.bidRate ?? 1_000_000,
    typed,
    amount,
    fee,
    chargeAt,
    from.currency,
    destinationCurrency,
  );
  return {
    recipientDisplayReferenceID: recipient.displayReferenceId,
    senderAccountNo: from.accountNumber,
    sourceCurrency: from.currency,
    sourceTxnAmount: source,
    destinationCurrency,
    destinationTxnAmount: destination,
    toAmount: destination,
    remittanceFee: fee,
    chargeAt,
    calcSourceAmtFromDestinationAmt: typed === 'destination',
    ...(quote ? { fxReferenceID: quote.referenceId } : {}),
    ...extra,
  };
}

/** The request with an SMS code verified for it (bound to sender, recipient id, amount, currency). */
export async function withPayoutCode(
  bearer: string,
  request: PaymentRequest,
  from: Account,
  recipient: Recipient,
): Promise<PaymentRequest> {
  const otpReferenceID = await payoutReference(
    bearer,
    codeBindingOf(payoutAuthorisation(request, from.accountName, recipient)),
  );
  return { ...request, otpReferenceID };
}

/** Sends a payout by `via` as the app does: a new Idempotency-Key unless one is given. */
export const pay = (
  bearer: string,
  via: PayoutCall,
  body: unknown,
  key: string | null = crypto.randomUUID(),
) => moneyPost<PaymentAnswer>(PAYMENT_PATH[via], bearer, body, key);
