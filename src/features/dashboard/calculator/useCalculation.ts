import { useEffect, useState } from 'react';
import { getPayoutFee, getPayoutFeeV3 } from '../../../api/fees';
import { getRate } from '../../../api/fx';
import type { CurrencyCode } from '../../../shared/currencies';
import { amountsAtRate } from '../../../shared/domain/fx';
import type { Micros } from '../../../shared/money';

/** spec-2 §5 Amounts: amount inputs are debounced 500 ms before they are priced. */
export const AMOUNT_DEBOUNCE_MS = 500;
const SAME_CURRENCY_RATE = 1_000_000;

/** Which amount the user typed: what is sent (source) or what the recipient gets (target). */
export type TypedSide = 'source' | 'target';

export interface Calculation {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** 1 sell = rate / 1e6 buy. */
  rate: number | null;
  /**
   * Both amounts at the rate, the typed one as typed: what arrives rounded down to the receiving
   * currency, what is sent for it rounded up to the sending one (whole JPY, IDR, VND, KRW).
   */
  amounts: { source: Micros; target: Micros } | null;
  /** The payout fee (payouts only), in the sending currency. */
  fee: Micros | null;
}

interface Input {
  sell: CurrencyCode;
  buy: CurrencyCode | null;
  amount: Micros | null;
  /** The side `amount` is on; 'source' by default. */
  side?: TypedSide;
  /** A payout's destination (its fee is asked for); absent: an exchange (no fee). */
  country?: string;
}

const NOTHING: Calculation = { status: 'idle', rate: null, amounts: null, fee: null };

/**
 * A payout's fee: the v2 call for a typed sending amount, the v3 call with the receiving amount
 * (calculateSourceAmtFromDestAmt) when the recipient's amount was typed.
 */
function payoutFee(
  country: string,
  sell: CurrencyCode,
  side: TypedSide,
  amounts: { source: Micros; target: Micros },
): Promise<Micros> {
  const base = {
    senderAmount: amounts.source,
    senderCurrency: sell,
    destinationCountryCode: country,
  };
  const asked =
    side === 'target'
      ? getPayoutFeeV3({
          ...base,
          destinationAmount: amounts.target,
          calculateSourceAmtFromDestAmt: true,
        })
      : getPayoutFee(base);
  return asked.then((f) => f.fee);
}

/**
 * Prices what the calculator shows, 500 ms after the last keystroke: the rate (fx.rate), both
 * amounts from the typed one, and for a payout its fee.
 */
export function useCalculation({
  sell,
  buy,
  amount,
  side = 'source',
  country,
}: Input): Calculation {
  const [result, setResult] = useState<Calculation>(NOTHING);
  useEffect(() => {
    if (!buy || amount === null) {
      setResult(NOTHING);
      return;
    }
    let alive = true;
    setResult((r) => ({ ...r, status: 'loading' }));
    const timer = setTimeout(() => {
      const rate =
        sell === buy
          ? Promise.resolve(SAME_CURRENCY_RATE)
          : getRate(sell, buy).then((q) => q.bidRate);
      rate
        .then(async (bid) => {
          const amounts = amountsAtRate(bid, side, amount, sell, buy);
          const fee = country ? await payoutFee(country, sell, side, amounts) : null;
          if (alive) setResult({ status: 'ready', rate: bid, amounts, fee });
        })
        .catch(() => {
          if (alive) setResult({ ...NOTHING, status: 'failed' });
        });
    }, AMOUNT_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [sell, buy, amount, side, country]);
  return result;
}
