import type * as z from 'zod/mini';
import { currencyDecimals, type CurrencyCode } from '../../shared/currencies';
import type {
  exchangeRequestSchema,
  internalTransferSchema,
} from '../../shared/contracts/transfers';
import type { Account } from '../../shared/domain/accounts';
import { amountsAtRate } from '../../shared/domain/fx';
import {
  INTERNAL_TRANSFER_RATE,
  MIN_TRANSFER_AMOUNT,
  type CodeBinding,
} from '../../shared/domain/transfers';
import type { Micros } from '../../shared/money';
import { BankError } from '../types';
import type { AccountBook } from '../stores/accounts';
import { transferLimit } from './limits';
import { bidRate, isQuoteExpired, isTradable, readQuote } from './rates';

/**
 * The rules of an exchange or internal transfer (spec-2 §4-5, §8; docs/decisions/exchange.md): which accounts,
 * which rate, which amounts. The bank derives the untyped side with the same functions the app
 * uses (src/shared/money.ts), so both agree to the micro-unit; a client whose derived amount
 * differs is refused rather than silently corrected.
 *
 * Two bodies share POST /v1/boom/transfers (docs/decisions/exchange.md): the exchange request (senderAccount,
 * sourceCurrency, ..., quoteId) and the internal-transfer payload (sellAccount, sellAmount,
 * buyAccount, buyAmount, rate). Both are read into one TransferInput; `shape` says which came.
 */
interface InputBase {
  senderAccount: string;
  sourceAmount: Micros;
  receiverAccount: string;
  targetAmount: Micros;
  calcSourceAmtFromDestinationAmt: boolean;
  customerMessage?: string | undefined;
  purposeOfPayment?: string | undefined;
  /** otpReferenceID or totpReferenceID. */
  codeReference?: string | undefined;
}

export interface ExchangeInput extends InputBase {
  shape: 'exchange';
  sourceCurrency: CurrencyCode;
  targetCurrency: CurrencyCode;
  toAmount?: Micros | undefined;
  quoteId?: string | undefined;
}

/** The internal-transfer payload: no currencies (the accounts have one) and a 1:1 rate. */
export interface InternalInput extends InputBase {
  shape: 'internal';
}

export type TransferInput = ExchangeInput | InternalInput;

export interface Priced {
  kind: 'exchange' | 'internalTransfer';
  from: Account;
  to: Account;
  /** 1 source = rate / 1e6 target. */
  rate: number;
  source: Micros;
  target: Micros;
}

const bad = (code: string, description: string) => new BankError(400, code, description);

/** Optional text: blank is none. */
const textOf = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;
const codeReferenceOf = (body: {
  otpReferenceID?: string | undefined;
  totpReferenceID?: string | undefined;
}) => textOf(body.otpReferenceID) ?? textOf(body.totpReferenceID);

/**
 * Either body as its contract read it (src/shared/contracts/transfers.ts: shape, types and
 * lengths), in the one form the rules below take. An internal transfer is at 1:1: another rate is
 * the bank's refusal, not a malformed request.
 */
export function transferInput(
  body: z.output<typeof exchangeRequestSchema> | z.output<typeof internalTransferSchema>,
): TransferInput {
  const calcSourceAmtFromDestinationAmt = body.calcSourceAmtFromDestinationAmt === true;
  if (!('sellAccount' in body)) {
    return {
      shape: 'exchange',
      senderAccount: body.senderAccount,
      sourceCurrency: body.sourceCurrency,
      sourceAmount: body.sourceAmount,
      receiverAccount: body.receiverAccount,
      targetCurrency: body.targetCurrency,
      targetAmount: body.targetAmount,
      toAmount: body.toAmount,
      calcSourceAmtFromDestinationAmt,
      quoteId: textOf(body.quoteId),
      customerMessage: textOf(body.customerMessage),
      purposeOfPayment: textOf(body.purposeOfPayment),
      codeReference: codeReferenceOf(body),
    };
  }
  if (body.rate !== INTERNAL_TRANSFER_RATE) {
    throw bad(
      'FX_TXN_STATUS_INPUT',
      `An internal transfer is at 1:1: rate must be ${INTERNAL_TRANSFER_RATE} (millionths).`,
    );
  }
  return {
    shape: 'internal',
    senderAccount: body.sellAccount,
    sourceAmount: body.sellAmount,
    receiverAccount: body.buyAccount,
    targetAmount: body.buyAmount,
    calcSourceAmtFromDestinationAmt,
    codeReference: codeReferenceOf(body),
  };
}

/** An internal transfer's accounts: known, different, and of one currency (no exchange without a quote). */
function internalAccounts(
  accounts: AccountBook,
  input: InternalInput,
): { from: Account; to: Account } {
  const from = accounts.get(input.senderAccount);
  const to = accounts.get(input.receiverAccount);
  if (!from || !to)
    throw bad(
      'VA_NOT_AVAILABLE',
      `The account ${from ? input.receiverAccount : input.senderAccount} is not available.`,
    );
  if (from.accountNumber === to.accountNumber)
    throw bad('FX_TXN_STATUS_ACCOUNT', 'The sending and receiving accounts must be different.');
  if (from.currency !== to.currency) {
    throw bad(
      'FX_TXN_STATUS_ACCOUNT',
      `An internal transfer is between accounts of one currency; ${from.currency} to ${to.currency} is an exchange.`,
    );
  }
  return { from, to };
}

/** Both accounts known, different, in the stated currencies, and a pair the bank trades. */
export function accountsFor(
  accounts: AccountBook,
  input: Pick<
    ExchangeInput,
    'senderAccount' | 'receiverAccount' | 'sourceCurrency' | 'targetCurrency'
  >,
): { from: Account; to: Account } {
  // A currency the bank does not exchange is refused as such, before looking at the accounts.
  if (!isTradable(input.sourceCurrency) || !isTradable(input.targetCurrency)) {
    throw bad(
      'FX_TXN_STATUS_NOT_TRADABLE',
      `${input.sourceCurrency} to ${input.targetCurrency} cannot be exchanged.`,
    );
  }
  const from = accounts.get(input.senderAccount);
  const to = accounts.get(input.receiverAccount);
  if (!from || !to)
    throw bad(
      'VA_NOT_AVAILABLE',
      `The account ${from ? input.receiverAccount : input.senderAccount} is not available.`,
    );
  if (from.accountNumber === to.accountNumber)
    throw bad('FX_TXN_STATUS_ACCOUNT', 'The sending and receiving accounts must be different.');
  if (from.currency !== input.sourceCurrency || to.currency !== input.targetCurrency) {
    throw bad('FX_TXN_STATUS_INPUT', 'The currencies do not match the accounts.');
  }
  assertTradable(from.currency, to.currency);
  return { from, to };
}

/** spec-2 §4: the 9 exchange currencies; the sender is SGD or in the receiver's currency. */
export function assertTradable(source: CurrencyCode, target: CurrencyCode): void {
  if (!isTradable(source) || !isTradable(target))
    throw bad('FX_TXN_STATUS_NOT_TRADABLE', `${source} to ${target} cannot be exchanged.`);
  if (source !== target && source !== 'SGD') {
    throw bad(
      'FX_TXN_STATUS_NOT_TRADABLE',
      'Exchange is only possible from an SGD account or between accounts of the same currency.',
    );
  }
}

/** The rate of a quote the user holds: known, theirs, for this pair and not expired. */
export function quotedRate(
  quoteId: string | undefined,
  owner: string,
  source: CurrencyCode,
  target: CurrencyCode,
  now = Date.now(),
): number {
  if (!quoteId)
    throw bad('FX_TXN_STATUS_NO_QUOTE', 'An exchange needs a quote: ask for a rate first.');
  const terms = readQuote(quoteId, owner);
  if (!terms) throw bad('INVALID_QUOTE', 'This quote is not known to the bank. Refresh the rate.');
  if (terms.sellCurrency !== source || terms.buyCurrency !== target)
    throw bad(
      'FX_TXN_STATUS_QUOTE_ID',
      `This quote is for ${terms.sellCurrency} to ${terms.buyCurrency}.`,
    );
  if (isQuoteExpired(terms, now))
    throw bad(
      'FX_TXN_STATUS_QUOTE_EXPIRED',
      'The quote has expired. Refresh the rate and try again.',
    );
  return terms.bidRate;
}

/** A typed amount must be in the currency's decimals (no yen fractions). */
function assertWhole(amount: Micros, ccy: CurrencyCode): void {
  const step = 10 ** (6 - currencyDecimals(ccy));
  if (amount % step !== 0)
    throw bad(
      'INVALID_TRANSACTION_AMOUNT',
      `${ccy} amounts have ${currencyDecimals(ccy)} decimals.`,
    );
}

/** Minimum 0.01 on both sides (spec-2 §5), maximum from the limits table. */
export function assertWithinLimits(
  source: Micros,
  sourceCcy: CurrencyCode,
  target: Micros,
  targetCcy: CurrencyCode,
): void {
  if (source < MIN_TRANSFER_AMOUNT || target < MIN_TRANSFER_AMOUNT) {
    throw bad('INVALID_TRANSACTION_AMOUNT', 'The minimum to send or receive is 0.01.');
  }
  for (const [amount, ccy] of [
    [source, sourceCcy],
    [target, targetCcy],
  ] as const) {
    const limit = transferLimit(ccy);
    if (limit && amount > limit.max)
      throw bad(
        'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
        `The most one transfer can move is ${limit.max / 1_000_000} ${ccy}.`,
      );
  }
}

/** Both amounts at `rate`, from the side that was typed (the shared function the app uses too). */
export const amountsAt = amountsAtRate;

/** Every check of a submitted transfer except funds, code and approval policy. */
export function priceTransfer(accounts: AccountBook, input: TransferInput, owner: string): Priced {
  const { from, to } =
    input.shape === 'internal' ? internalAccounts(accounts, input) : accountsFor(accounts, input);
  const exchange = from.currency !== to.currency;
  const rate =
    input.shape === 'exchange' && exchange
      ? quotedRate(input.quoteId, owner, from.currency, to.currency)
      : INTERNAL_TRANSFER_RATE;
  const fixed = input.calcSourceAmtFromDestinationAmt ? 'target' : 'source';
  const typed = fixed === 'target' ? input.targetAmount : input.sourceAmount;
  assertWhole(typed, fixed === 'target' ? to.currency : from.currency);
  const { source, target } = amountsAt(rate, fixed, typed, from.currency, to.currency);
  const derivedByClient = fixed === 'target' ? input.sourceAmount : input.targetAmount;
  const derivedByBank = fixed === 'target' ? source : target;
  const toAmount = input.shape === 'exchange' ? input.toAmount : undefined;
  if (derivedByClient !== derivedByBank || (toAmount !== undefined && toAmount !== target)) {
    throw bad(
      'FX_TXN_STATUS_AMOUNT',
      `At this rate the ${fixed === 'target' ? 'sending' : 'receiving'} amount is ${derivedByBank / 1_000_000}, not ${derivedByClient / 1_000_000}.`,
    );
  }
  assertWithinLimits(source, from.currency, target, to.currency);
  return { kind: exchange ? 'exchange' : 'internalTransfer', from, to, rate, source, target };
}

/** The rate an approver executes at: their quote when they name one, else the bank's rate now. */
export function approvalRate(
  fxReferenceId: string | undefined,
  owner: string,
  source: CurrencyCode,
  target: CurrencyCode,
): number {
  if (source === target) return INTERNAL_TRANSFER_RATE;
  return fxReferenceId ? quotedRate(fxReferenceId, owner, source, target) : bidRate(source, target);
}

/** What a money code is bound to (docs/decisions/security.md: amount, currency and payee; for an approval the request and the decision). */
export function bindingText(binding: CodeBinding): string {
  return `${binding.purpose}|${binding.subject}|${binding.payee}|${binding.amount}|${binding.currency}`;
}
