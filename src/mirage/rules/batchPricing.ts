import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import { maxAmountMessage, minAmountMessage } from '../../shared/domain/fx';
import {
  actualAmountExceedsMessage,
  payoutAmountsAt,
  payoutCallOf,
  type PayoutCall,
} from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import { recipientTypeForCountry } from '../../shared/domain/recipient';
import { normaliseRecipient } from '../../shared/domain/recipients/normalise';
import { recipientSchema } from '../../shared/domain/recipients/schema';
import type { Micros } from '../../shared/money';
import type { StoredBatch, StoredBatchRow } from '../stores/batches';
import type { MockUser } from '../types';
import { inputOf } from './batchStore';
import type { BankView } from './bankView';
import { localFee, remittanceFee } from './fees';
import { transferLimit } from './limits';
import { bidRate } from './rates';
import { recipientFromDraft } from './recipients';

/**
 * A batch row's price at the bank (docs/decisions/batch-transfers.md): whom it pays, the rate
 * (the summary's while its revision holds, else the bank's now), both amounts and the fee, and
 * the limit tables of its route. The check of rows, the summary and the submit price by these.
 */

/** Whom a row pays: its saved recipient, or the recipient its details make (not saved yet). */
function payeeOf(bank: BankView, row: StoredBatchRow): Recipient | null {
  const input = inputOf(row);
  if (input.recipientId !== '') return bank.recipients.get(input.recipientId) ?? null;
  const values = normaliseRecipient(input);
  const parsed = recipientSchema({ type: recipientTypeForCountry(values.country) }).safeParse(
    values,
  );
  if (!parsed.success) return null;
  const fields = recipientFromDraft(parsed.data, {
    accountType: values.accountType === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'CORPORATE',
    payoutPurpose: 'Transfers',
  });
  return { displayReferenceId: '', ...fields };
}

/** One valid row priced: the call, rate, both amounts and the fee, in the sender's currency. */
export interface PricedRow {
  row: StoredBatchRow;
  payee: Recipient;
  call: PayoutCall;
  sourceCurrency: CurrencyCode;
  destinationCurrency: CurrencyCode;
  rate: number;
  source: Micros;
  destination: Micros;
  fee: Micros;
}

export const rateKey = (source: CurrencyCode, destination: CurrencyCode) =>
  `${source}>${destination}`;

/**
 * What pricing reads once a call, not once a row: the accounts (one read of the books, which
 * settles the open payouts first), the p2p toggle, the bank's time and the rates already fixed.
 */
export interface Pricing {
  accounts: ReadonlyMap<string, Account>;
  p2pOn: boolean;
  now: number;
  rates?: Record<string, number>;
}

export function pricingOf(
  bank: BankView,
  user: MockUser,
  now: number,
  rates?: Record<string, number>,
): Pricing {
  return {
    accounts: new Map(bank.accounts.list().map((a) => [a.accountNumber, a])),
    p2pOn: bank.isOn('p2p', user),
    now,
    ...(rates ? { rates } : {}),
  };
}

/** A batch's pricing: the rates of its summary while the summary's revision holds. */
export function batchPricing(bank: BankView, user: MockUser, batch: StoredBatch, now: number) {
  const summary = batch.summary?.revision === batch.revision ? batch.summary : undefined;
  return pricingOf(bank, user, now, summary?.rates);
}

/**
 * A row's price at the pricing's rates (the summary's) or at the bank's rate now: what arrives is
 * the row's amount, the sender pays it converted (rounded up, as a payout typed on the receiving
 * side) and the fee beside it (DEBTOR). Null when the bank cannot price it (no rate, no payee).
 */
export function priceRow(
  bank: BankView,
  pricing: Pricing,
  row: StoredBatchRow,
  payee = payeeOf(bank, row),
): PricedRow | null {
  const from = pricing.accounts.get(row.senderAccountNumber);
  if (!payee || !from || row.currency === null || row.amount === null) return null;
  const call = payoutCallOf(payee, pricing.p2pOn);
  const key = rateKey(from.currency, row.currency);
  let rate = pricing.rates?.[key];
  if (rate === undefined) {
    try {
      rate = bidRate(from.currency, row.currency, pricing.now);
    } catch {
      return null;
    }
  }
  const request = {
    senderAmount: 0,
    senderCurrency: from.currency,
    destinationCountryCode: call === 'REMITTANCE' ? payee.bankCtry : 'SG',
    destinationAmount: row.amount,
    calculateSourceAmtFromDestAmt: true,
  };
  const { fee } = call === 'REMITTANCE' ? remittanceFee(request) : localFee(request);
  const { source, destination } = payoutAmountsAt(
    rate,
    'destination',
    row.amount,
    fee,
    'DEBTOR',
    from.currency,
    row.currency,
  );
  return {
    row,
    payee,
    call,
    sourceCurrency: from.currency,
    destinationCurrency: row.currency,
    rate,
    source,
    destination,
    fee,
  };
}

/** The limit tables of the row's route (spec-2 §5, §9), on both sides, as a payout's. */
export function limitError(priced: PricedRow): string | null {
  const kind = priced.call === 'REMITTANCE' ? 'overseas' : 'local';
  const target = transferLimit(priced.destinationCurrency, kind);
  if (target && priced.destination < target.min)
    return minAmountMessage(target.min, priced.destinationCurrency);
  if (target && priced.destination > target.max)
    return maxAmountMessage(target.max, priced.destinationCurrency);
  const source = transferLimit(priced.sourceCurrency, kind);
  if (source && priced.source > source.max)
    return priced.sourceCurrency === priced.destinationCurrency
      ? maxAmountMessage(source.max, priced.sourceCurrency)
      : actualAmountExceedsMessage(priced.source, source.max, priced.sourceCurrency);
  return null;
}

/** The valid rows of one sender account, priced at the summary's rates. */
export function pricedGroup(
  bank: BankView,
  pricing: Pricing,
  batch: StoredBatch,
  senderAccountNumber: string,
): PricedRow[] {
  return batch.rows
    .filter((r) => r.status === 'VALID' && r.senderAccountNumber === senderAccountNumber)
    .map((r) => priceRow(bank, pricing, r))
    .filter((p): p is PricedRow => p !== null);
}
