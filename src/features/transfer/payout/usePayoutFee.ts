import { useCallback, useEffect, useState } from 'react';
import { getLocalFee } from '../../../api/fees';
import type { FeeRequest, PayoutFee } from '../../../shared/contracts/fees';
import type { Micros } from '../../../shared/money';

export interface PayoutFeeState {
  /** The bank's fee for the request asked, once it answered; 0 for a payout known to be free. */
  fee: Micros | undefined;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  retry: () => void;
}

/**
 * The fee of a payout (spec-2 §7 Fees), asked again whenever the request changes (the form passes
 * the amount as it settled, 500 ms after typing). A payout known to be free (spec-2 §4: FAST, an
 * SGD destination, a zero amount) is not asked for. An answer to an earlier request is dropped.
 * `getFee` must be a stable function (src/api/fees.ts).
 */
export function usePayoutFee(
  request: FeeRequest | null,
  free: boolean,
  getFee: (request: FeeRequest) => Promise<PayoutFee>,
): PayoutFeeState {
  const key = request && !free ? JSON.stringify(request) : '';
  const [attempt, setAttempt] = useState(0);
  // One ask per request and try: 'Try again' asks the same request anew.
  const ask = key ? `${attempt}|${key}` : '';
  const [answer, setAnswer] = useState<{ ask: string; fee?: Micros; failed?: boolean }>({
    ask: '',
  });

  useEffect(() => {
    if (!ask) return;
    let current = true;
    getFee(JSON.parse(ask.slice(ask.indexOf('|') + 1)) as FeeRequest).then(
      (answered) => {
        if (current) setAnswer({ ask, fee: answered.fee });
      },
      () => {
        if (current) setAnswer({ ask, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [ask, getFee]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!request) return { fee: undefined, status: 'idle', retry };
  if (free) return { fee: 0, status: 'ready', retry };
  if (answer.ask !== ask) return { fee: undefined, status: 'loading', retry };
  if (answer.failed) return { fee: undefined, status: 'failed', retry };
  return { fee: answer.fee, status: 'ready', retry };
}

/** The fee of a local payout (POST /v1/boom/fees/local). */
export function useLocalPayoutFee(request: FeeRequest | null, free: boolean): PayoutFeeState {
  return usePayoutFee(request, free, getLocalFee);
}
