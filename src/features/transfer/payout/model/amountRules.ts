import type { CurrencyCode } from '../../../../shared/currencies';
import {
  maxAmountMessage,
  minAmountMessage,
  type TransferLimit,
} from '../../../../shared/domain/fx';
import { cleanText } from '../../../../shared/text/cleanText';
import { parseAmountInput, type AmountInputResult, type Micros } from '../../../../shared/money';
import { amountFormatMessage, minimumFor } from '../../amounts';
import { PAYOUT_MESSAGES as M } from './messages';

/*
 * The amount rules both payout forms share (spec-2 §5 Amounts): the typed text read in its
 * currency, then the bank's minimum and maximum of the form's limit table (the spec's 0.01, or 1
 * of a zero-decimal currency, while the limits are unknown).
 */

/** Written for this product, never shown: the fee for the amount is still on its way. */
export const FEE_PENDING = 'The fee for this amount is still loading.';

/** The typed amount in micro-units, or the message of why it does not read (required when empty). */
export function readAmount(
  text: string,
  currency: CurrencyCode,
): { ok: true; micros: Micros } | { ok: false; message: string } {
  const typed: AmountInputResult = parseAmountInput(text, currency);
  if (typed.ok) return typed;
  return {
    ok: false,
    message: typed.reason === 'empty' ? M.required : amountFormatMessage(typed.reason, currency),
  };
}

/** 'Min amount for this transfer: ...' when `amount` is under the table's minimum, else null. */
export function belowMinimum(
  amount: Micros,
  currency: CurrencyCode,
  limit: TransferLimit | undefined,
): string | null {
  const min = limit?.min ?? minimumFor(currency);
  return amount < min ? minAmountMessage(min, currency) : null;
}

/** 'Max amount for this transfer: ...' when `amount` is over the table's maximum, else null. */
export function aboveMaximum(
  amount: Micros,
  currency: CurrencyCode,
  limit: TransferLimit | undefined,
): string | null {
  return limit && amount > limit.max ? maxAmountMessage(limit.max, currency) : null;
}

/** The reference as sent: invisible characters dropped, whitespace runs collapsed, trimmed. */
export const collapsedText = (text: string): string => cleanText(text).replace(/\s+/g, ' ');
