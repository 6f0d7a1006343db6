import { useEffect, useState } from 'react';
import { getPayoutFee } from '../../../api/fees';
import { getRate } from '../../../api/fx';
import type { CurrencyCode } from '../../../shared/currencies';
import { targetForSource, type Micros } from '../../../shared/money';

/** spec-2 §5 Amounts: amount inputs are debounced 500 ms before they are priced. */
export const AMOUNT_DEBOUNCE_MS = 500;
const SAME_CURRENCY_RATE = 1_000_000;

export interface Calculation {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** 1 sell = rate / 1e6 buy. */
  rate: number | null;
  /** What arrives: rounded down to the receiving currency (whole JPY, IDR, VND, KRW). */
  receives: Micros | null;
  /** The payout fee (payouts only), in the sending currency. */
  fee: Micros | null;
}

interface Input {
  sell: CurrencyCode;
  buy: CurrencyCode | null;
  amount: Micros | null;
  /** A payout's destination (its fee is asked for); absent: an exchange (no fee). */
  country?: string;
}

/** Prices what the calculator shows: the rate (fx.rate) and for a payout its fee, 500 ms after the last keystroke. */
export function useCalculation({ sell, buy, amount, country }: Input): Calculation {
  const [result, setResult] = useState<Calculation>({
    status: 'idle',
    rate: null,
    receives: null,
    fee: null,
  });
  useEffect(() => {
    if (!buy || amount === null) {
      setResult({ status: 'idle', rate: null, receives: null, fee: null });
      return;
    }
    let alive = true;
    setResult((r) => ({ ...r, status: 'loading' }));
    const timer = setTimeout(() => {
      const rate =
        sell === buy
          ? Promise.resolve(SAME_CURRENCY_RATE)
          : getRate(sell, buy).then((q) => q.bidRate);
      const fee = country
        ? getPayoutFee({
            senderAmount: amount,
            senderCurrency: sell,
            destinationCountryCode: country,
          }).then((f) => f.fee)
        : Promise.resolve(null);
      Promise.all([rate, fee]).then(
        ([bid, charged]) => {
          if (!alive) return;
          setResult({
            status: 'ready',
            rate: bid,
            receives: targetForSource(amount, bid, buy),
            fee: charged,
          });
        },
        () => {
          if (alive) setResult({ status: 'failed', rate: null, receives: null, fee: null });
        },
      );
    }, AMOUNT_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [sell, buy, amount, country]);
  return result;
}
