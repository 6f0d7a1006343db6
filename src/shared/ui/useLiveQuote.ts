import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrencyCode } from '../currencies';
import type { FxQuote } from '../domain/fx';
import { holdQuote, needsRefresh, refreshDueAt, type HeldQuote } from '../quotes';

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LiveQuote {
  status: QuoteStatus;
  held: HeldQuote | null;
  /** The main button must become 'Refresh': the quote failed, came too late, is near its end or over. */
  refreshRequired: boolean;
  /** validTo has passed: the countdown shows 00:00. */
  expired: boolean;
  refresh: () => void;
}

/** How a quote is asked for (src/api/fx.ts requestQuote): passed in, since shared code never calls the API itself. */
export type FetchQuote = (sell: CurrencyCode, buy: CurrencyCode) => Promise<FxQuote>;

/**
 * A tradable quote for the pair, asked for when the pair changes and on refresh, for the
 * transfer form and the approver's decision alike. It is never refreshed behind the user's
 * back: the amounts they review are the ones they confirm. One timer wakes the view when the
 * quote reaches its refresh point, another at its end. `fetchQuote` must be a stable function.
 */
export function useLiveQuote(
  sell: CurrencyCode | null,
  buy: CurrencyCode | null,
  fetchQuote: FetchQuote,
): LiveQuote {
  const [state, setState] = useState<{ status: QuoteStatus; held: HeldQuote | null }>({
    status: 'idle',
    held: null,
  });
  const [now, setNow] = useState(() => Date.now());
  const requestId = useRef(0);
  const pair = sell && buy && sell !== buy ? { sell, buy } : null;
  const pairKey = pair ? `${pair.sell}/${pair.buy}` : '';

  const load = useCallback(
    (sellCcy: CurrencyCode, buyCcy: CurrencyCode) => {
      const id = ++requestId.current;
      setState((s) => ({
        status: 'loading',
        held:
          s.held?.quote.sellCurrency === sellCcy && s.held.quote.buyCurrency === buyCcy
            ? s.held
            : null,
      }));
      fetchQuote(sellCcy, buyCcy).then(
        (quote) => {
          if (id !== requestId.current) return;
          const at = Date.now();
          setNow(at);
          setState({ status: 'ready', held: holdQuote(quote, at) });
        },
        () => {
          if (id === requestId.current) setState({ status: 'failed', held: null });
        },
      );
    },
    [fetchQuote],
  );

  useEffect(() => {
    if (!pairKey) {
      requestId.current++;
      setState({ status: 'idle', held: null });
      return;
    }
    const [sellCcy, buyCcy] = pairKey.split('/') as [CurrencyCode, CurrencyCode];
    load(sellCcy, buyCcy);
  }, [pairKey, load]);

  // Wake exactly when the refresh point is reached, and at expiry for the 00:00 state.
  const held = state.held;
  useEffect(() => {
    if (!held) return;
    const timers = [refreshDueAt(held), held.validToMs]
      .filter((at) => at > Date.now())
      .map((at) => setTimeout(() => setNow(Date.now()), at - Date.now()));
    return () => timers.forEach(clearTimeout);
  }, [held]);

  const refresh = useCallback(() => {
    if (pairKey) {
      const [sellCcy, buyCcy] = pairKey.split('/') as [CurrencyCode, CurrencyCode];
      load(sellCcy, buyCcy);
    }
  }, [pairKey, load]);

  const refreshRequired =
    pair !== null &&
    (state.status === 'failed' ||
      (state.status === 'ready' && held !== null && needsRefresh(held, now)));
  const expired = held !== null && now >= held.validToMs;
  return {
    status: pair ? state.status : 'idle',
    held: pair ? held : null,
    refreshRequired,
    expired: pair !== null && expired,
    refresh,
  };
}
