import { useState } from 'react';
import type { CurrencyCode } from '../../../../shared/currencies';
import { QUOTE_EXPIRED_WITHIN_MS, QUOTE_REFRESH_AT_SECONDS } from '../../../../shared/domain/fx';
import { formatRateMicros } from '../../../../shared/money';
import { Countdown } from '../../../../shared/ui/Countdown';

/** Whether the draft's quote can still be confirmed (spec-2 §4: within 1 s of validTo it is expired). */
export function quoteExpired(validTo: string | undefined, now = Date.now()): boolean {
  return validTo !== undefined && Date.parse(validTo) - now <= QUOTE_EXPIRED_WITHIN_MS;
}

/**
 * The rate the review's amounts were priced at and how long it holds (spec-2 §4 Quotes and
 * countdown); `onExpired` lets the wizard swap 'Transfer Now' for 'Refresh'.
 */
export function ReviewQuote({
  rate,
  validTo,
  sell,
  buy,
  onExpired,
}: {
  rate: number;
  validTo: string;
  sell: CurrencyCode;
  buy: CurrencyCode;
  onExpired: () => void;
}) {
  const [endsAt] = useState(() => Date.parse(validTo) - QUOTE_EXPIRED_WITHIN_MS);
  return (
    <div className="ui-quote" role="group" aria-label="Exchange rate">
      <p className="ui-quote__rate">{formatRateMicros(rate, sell, buy)}</p>
      <p className="ui-quote__validity">
        Rate valid for{' '}
        <Countdown
          endsAt={endsAt}
          urgentBelowSeconds={QUOTE_REFRESH_AT_SECONDS + 1}
          onDone={onExpired}
        />
      </p>
    </div>
  );
}
