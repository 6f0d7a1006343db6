import { getRemittanceFee } from '../../../api/fees';
import { getRate } from '../../../api/fx';
import type { CurrencyCode } from '../../../shared/currencies';
import type { Account } from '../../../shared/domain/accounts';
import type { Micros } from '../../../shared/money';
import { useLiveQuote, type LiveQuote } from '../../../shared/ui/useLiveQuote';
import type { AmountSide } from '../amounts';
import {
  OVERSEAS_AMOUNT_FIELDS,
  readOverseas,
  type BaseAmounts,
  type OverseasPayoutValues,
  type OverseasReading,
  type PricingQuote,
} from './model/overseasPayoutSchema';
import { AMOUNT_DEBOUNCE_MS, useSettled } from './useDetailsForm';
import { usePayoutFee, type PayoutFeeState } from './usePayoutFee';

export interface OverseasPricing extends OverseasReading {
  /** The values with the typing as it last settled (500 ms after it stopped). */
  checked: OverseasPayoutValues;
  settled: boolean;
  /** The currencies differ: the amounts go at the live quote. */
  needsQuote: boolean;
  quote: LiveQuote;
  pricing: PricingQuote | null;
  fee: PayoutFeeState;
  /** The fee for these amounts before the fee, once the bank gave it. */
  feeFor: (base: BaseAmounts) => Micros | undefined;
}

/**
 * What prices a remittance as it is typed: the typing settled (spec-2 §5: 500 ms), the live quote
 * of the pair (GET fx quotes, spec-2 §7 'payout and remittance flows') with its countdown, and the
 * bank's fee for the amounts (fees.remittance, with the quote's reference).
 */
export function useOverseasPricing(
  values: OverseasPayoutValues,
  senders: readonly Account[],
  destination: CurrencyCode,
  country: string,
): OverseasPricing {
  // The side typed goes with its text, so switching sides settles too.
  const typing = `${values.typedSide}:${values[OVERSEAS_AMOUNT_FIELDS[values.typedSide]]}`;
  const settledTyping = useSettled(typing, AMOUNT_DEBOUNCE_MS);
  const side: AmountSide = settledTyping.startsWith('target') ? 'target' : 'source';
  const text = settledTyping.slice(settledTyping.indexOf(':') + 1);
  const checked: OverseasPayoutValues = {
    ...values,
    typedSide: side,
    sourceAmount: side === 'source' ? text : '',
    targetAmount: side === 'target' ? text : '',
  };

  const sender = senders.find((a) => a.accountNumber === values.senderAccount);
  const needsQuote = sender !== undefined && sender.currency !== destination;
  const quote = useLiveQuote(needsQuote ? sender.currency : null, destination, getRate);
  const pricing = needsQuote && quote.held ? quote.held.quote : null;
  const reading = readOverseas(checked, senders, destination, pricing);
  const { base } = reading;
  const request =
    sender && base
      ? {
          senderAmount: base.source,
          senderCurrency: sender.currency,
          destinationCountryCode: country,
          destinationAmount: base.target,
          calculateSourceAmtFromDestAmt: side === 'target',
          ...(pricing ? { fxReferenceID: pricing.referenceId } : {}),
        }
      : null;
  // spec-2 §4: a zero amount costs nothing.
  const fee = usePayoutFee(request, base?.source === 0, getRemittanceFee);
  return {
    ...reading,
    checked,
    settled: settledTyping === typing,
    needsQuote,
    quote,
    pricing,
    fee,
    feeFor: (b) =>
      b.source === request?.senderAmount && b.target === request.destinationAmount
        ? fee.fee
        : undefined,
  };
}
