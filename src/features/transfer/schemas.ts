import { currencyDecimals, EXCHANGE_CURRENCIES, type CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import { MIN_TRANSFER_AMOUNT } from '../../shared/domain/transfers';
import { formatMoney, MICROS_PER_UNIT, parseAmountInput, type Micros } from '../../shared/money';
import { RATE_UNAVAILABLE } from '../../shared/quotes';
import { deriveAmounts, type AmountSide } from './amounts';
import type { ApprovalOutlook } from './approvalOutlook';

/*
 * The exchange form's rules (spec-2 §4 Other rules, §5 Amounts). They are plain functions rather
 * than a zod schema: each rule depends on the cached accounts, the live quote and which side was
 * typed, and the derived side is computed with the bank's own arithmetic, not parsed.
 */

/** Texts of spec-2 (messages.tsv), and the product's own where the spec has none (marked). */
export const TRANSFER_MESSAGES = {
  selectAccount: 'Please select an account',
  exceedsBalance: 'The amount entered is more than account balance',
  rateUnavailable: RATE_UNAVAILABLE,
  // Written for this product: the spec only says the two accounts must differ.
  sameAccount:
    'The sending and receiving accounts must be different. Please choose another account.',
  // Written for this product: the spec gives no wording for a malformed amount.
  invalidAmount: 'Please enter a valid amount, for example 100.00.',
} as const;

/*
 * Written for this product (the spec gives no wording): the review says before any code whether
 * the transfer will wait for an approver (spec-2 §4 Approval branch), so nobody is surprised by
 * the Request Approval dialog after entering a code.
 */
export function approvalNotice(outlook: ApprovalOutlook): string | null {
  switch (outlook.kind) {
    case 'required':
      return `This transfer needs approval: transfers above ${formatMoney(outlook.threshold, 'SGD')} go to an approver. After you confirm, it is sent for approval and made only once it is approved.`;
    case 'possible':
      return `This transfer is worth about ${formatMoney(outlook.estimate, 'SGD')}, close to the ${formatMoney(outlook.threshold, 'SGD')} above which transfers need approval. It may go to an approver after you confirm.`;
    case 'unknown':
      return 'We could not check whether this transfer needs approval. If it does, you can send it to an approver after you confirm.';
    case 'none':
      return null;
  }
}

export function minAmountMessage(min: Micros, currency: CurrencyCode): string {
  return `Min amount for this transfer: ${formatMoney(min, currency)}`;
}

export function maxAmountMessage(max: Micros, currency: CurrencyCode): string {
  return `Max amount for this transfer: ${formatMoney(max, currency)}`;
}

/** Written for this product (spec-2 §4: exchange only into the 9 currencies). */
export function notExchangeCurrencyMessage(currency: CurrencyCode): string {
  return `${currency} cannot be exchanged. Exchange is available for ${EXCHANGE_CURRENCIES.join(', ')}.`;
}

/** Written for this product (spec-2 §4: the sender is limited to SGD or the same currency). */
export function senderCurrencyMessage(sender: CurrencyCode, target: CurrencyCode): string {
  return `A ${sender} account can only send to another ${sender} account. To receive ${target}, send from an SGD account.`;
}

/** Written for this product (docs/decisions.md: a decimal point is refused, never dropped). */
export function noDecimalsMessage(currency: CurrencyCode): string {
  return `${currency} amounts are whole numbers. Please remove the decimal point.`;
}

/** Written for this product. */
export function tooManyDecimalsMessage(currency: CurrencyCode): string {
  return `${currency} amounts can have at most ${currencyDecimals(currency)} decimal places.`;
}

/** spec-2 §5: 0.01 at least, on either side; for a zero-decimal currency its smallest unit, 1. */
export function minimumFor(currency: CurrencyCode): Micros {
  return currencyDecimals(currency) === 0 ? MICROS_PER_UNIT : MIN_TRANSFER_AMOUNT;
}

export interface ExchangeFormInput {
  sender: Account | undefined;
  receiver: Account | undefined;
  typedSide: AmountSide;
  /** What the user typed on that side, as typed. */
  typedText: string;
  /** The live quote's rate, or null when there is none to use (needed only when currencies differ). */
  rateMicros: number | null;
  /** Server limits (micro-units) per currency, when known: each side's maximum applies (as at the bank). */
  maxFor?: ((currency: CurrencyCode) => Micros | undefined) | undefined;
}

export interface ExchangeFormErrors {
  sender?: string;
  receiver?: string;
  source?: string;
  target?: string;
}

export interface ExchangeFormCheck {
  errors: ExchangeFormErrors;
  /** Both amounts when the typed one parses and a rate (if needed) is there. */
  amounts: { source: Micros; target: Micros } | null;
  /** True when the pair needs a quote (different currencies, both allowed). */
  needsQuote: boolean;
  valid: boolean;
}

/** The pair rules: sender and receiver chosen, different, and an allowed exchange. */
function checkPair(
  sender: Account | undefined,
  receiver: Account | undefined,
): { errors: ExchangeFormErrors; pairOk: boolean } {
  const errors: ExchangeFormErrors = {};
  if (!sender || !receiver) return { errors, pairOk: false };
  if (sender.accountNumber === receiver.accountNumber) {
    errors.receiver = TRANSFER_MESSAGES.sameAccount;
  } else if (sender.currency !== receiver.currency) {
    if (!EXCHANGE_CURRENCIES.includes(receiver.currency))
      errors.receiver = notExchangeCurrencyMessage(receiver.currency);
    else if (!EXCHANGE_CURRENCIES.includes(sender.currency))
      errors.sender = notExchangeCurrencyMessage(sender.currency);
    else if (sender.currency !== 'SGD')
      errors.sender = senderCurrencyMessage(sender.currency, receiver.currency);
  }
  return { errors, pairOk: Object.keys(errors).length === 0 };
}

function parseError(
  text: string,
  currency: CurrencyCode,
): { micros: Micros } | { error: string | undefined } {
  const parsed = parseAmountInput(text, currency);
  if (parsed.ok) return { micros: parsed.micros };
  switch (parsed.reason) {
    case 'empty':
      // Nothing typed yet: Continue stays disabled, no message.
      return { error: undefined };
    case 'decimal-not-allowed':
      return { error: noDecimalsMessage(currency) };
    case 'too-many-decimals':
      return { error: tooManyDecimalsMessage(currency) };
    default:
      return { error: TRANSFER_MESSAGES.invalidAmount };
  }
}

/**
 * Checks the form and derives the other amount. Errors sit on the field they are about: the
 * typed amount's format on its own side, the balance on the sending side, the minimum and the
 * maximum on whichever side is out of range.
 */
export function checkExchangeForm({
  sender,
  receiver,
  typedSide,
  typedText,
  rateMicros,
  maxFor,
}: ExchangeFormInput): ExchangeFormCheck {
  const { errors, pairOk } = checkPair(sender, receiver);
  // spec-2 §5: an amount with no sending account is answered on the sending amount, whichever side was typed.
  if (!sender && typedText.trim() !== '') errors.source = TRANSFER_MESSAGES.selectAccount;
  const needsQuote =
    pairOk &&
    sender !== undefined &&
    receiver !== undefined &&
    sender.currency !== receiver.currency;
  if (!sender || !receiver || !pairOk) return { errors, amounts: null, needsQuote, valid: false };

  const typedCurrency = typedSide === 'source' ? sender.currency : receiver.currency;
  const parsed = parseError(typedText, typedCurrency);
  if ('error' in parsed) {
    if (parsed.error) errors[typedSide] = parsed.error;
    return { errors, amounts: null, needsQuote, valid: false };
  }
  const amounts = deriveAmounts({
    typedSide,
    typed: parsed.micros,
    sourceCurrency: sender.currency,
    targetCurrency: receiver.currency,
    rateMicros: needsQuote ? rateMicros : null,
  });
  if (!amounts) {
    // No rate: the typed side is still checked for its own minimum.
    if (parsed.micros < minimumFor(typedCurrency))
      errors[typedSide] = minAmountMessage(minimumFor(typedCurrency), typedCurrency);
    return { errors, amounts: null, needsQuote, valid: false };
  }

  const sourceMin = minimumFor(sender.currency);
  const targetMin = minimumFor(receiver.currency);
  const sourceMax = maxFor?.(sender.currency);
  const targetMax = maxFor?.(receiver.currency);
  if (amounts.source < sourceMin) errors.source = minAmountMessage(sourceMin, sender.currency);
  else if (sender.currentBalance !== null && amounts.source > sender.currentBalance)
    errors.source = TRANSFER_MESSAGES.exceedsBalance;
  else if (sourceMax !== undefined && amounts.source > sourceMax)
    errors.source = maxAmountMessage(sourceMax, sender.currency);
  if (amounts.target < targetMin) errors.target = minAmountMessage(targetMin, receiver.currency);
  else if (targetMax !== undefined && amounts.target > targetMax)
    errors.target = maxAmountMessage(targetMax, receiver.currency);

  return { errors, amounts, needsQuote, valid: Object.keys(errors).length === 0 };
}
