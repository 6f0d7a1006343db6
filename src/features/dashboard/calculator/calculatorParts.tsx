import { EXCHANGE_CURRENCIES, type CurrencyCode } from '../../../shared/currencies';
import {
  formatMoney,
  formatRateMicros,
  parseAmountInput,
  type Micros,
} from '../../../shared/money';
import { senderTotal } from '../../../shared/domain/payouts';
import { Alert } from '../../../shared/ui/Alert';
import type { Calculation } from './useCalculation';

/** The sending currencies. The code alone: the select sits beside the amount. */
export const currencyOptions = EXCHANGE_CURRENCIES.map((c) => ({ value: c, label: c }));

/** The typed amount in micro-units, or the message that says why it is not one. */
export function readAmount(
  text: string,
  currency: CurrencyCode,
): { micros: Micros | null; error?: string } {
  if (text.trim() === '') return { micros: null };
  const parsed = parseAmountInput(text, currency);
  if (parsed.ok) return { micros: parsed.micros };
  return {
    micros: null,
    error:
      parsed.reason === 'decimal-not-allowed'
        ? `${currency} amounts have no decimals.`
        : 'Please enter a valid amount.',
  };
}

/** The rate, the fee of a payout and, unless an input shows it, what the recipient gets. */
export function Result({
  calc,
  buy,
  sell,
  receives = true,
}: {
  calc: Calculation;
  buy: CurrencyCode | null;
  sell: CurrencyCode;
  receives?: boolean;
}) {
  if (calc.status === 'failed')
    return <Alert kind="warning">Please reload or try again later</Alert>;
  if (!buy || calc.status === 'idle') return null;
  return (
    <dl className="calculator__result" aria-live="polite" aria-busy={calc.status === 'loading'}>
      {calc.rate !== null && sell !== buy && (
        <div>
          <dt>Rate</dt>
          <dd>{formatRateMicros(calc.rate, sell, buy)}</dd>
        </div>
      )}
      {calc.fee !== null && (
        <div>
          {/* The payout form's default: the sender pays the fee beside the amount (spec-2 §4). */}
          <dt>{calc.fee === 0 ? 'Fee' : 'Fee (added on top)'}</dt>
          <dd>{calc.fee === 0 ? 'Free' : formatMoney(calc.fee, sell)}</dd>
        </div>
      )}
      {calc.fee !== null && calc.fee > 0 && calc.amounts !== null && (
        <div>
          <dt>You pay in total</dt>
          <dd>{formatMoney(senderTotal(calc.amounts.source, calc.fee, 'DEBTOR'), sell)}</dd>
        </div>
      )}
      {receives && calc.amounts !== null && (
        <div className="calculator__receives">
          <dt>Recipient gets</dt>
          <dd>{formatMoney(calc.amounts.target, buy)}</dd>
        </div>
      )}
    </dl>
  );
}
