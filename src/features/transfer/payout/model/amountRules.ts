import type { CurrencyCode } from '../../../../shared/currencies';
import {
  maxAmountMessage,
  minAmountMessage,
  type TransferLimit,
} from '../../../../shared/domain/fx';
import { collapseSpaces } from '../../../../shared/text/spaces';
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

/**
 * The reference as sent (spec-2 §5): whitespace runs collapsed, trimmed, nothing else taken out.
 * Its list of acceptable characters then refuses an invisible character (a right-to-left
 * override, a zero-width joiner, NUL): what is sent is what the field held.
 */
export const collapsedText = collapseSpaces;
