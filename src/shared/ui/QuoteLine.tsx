import { RefreshCw } from 'lucide-react';
import type { CurrencyCode } from '../currencies';
import { QUOTE_REFRESH_AT_SECONDS } from '../domain/fx';
import { formatRateMicros } from '../money';
import { RATE_UNAVAILABLE, REFRESH_NEEDED } from '../quotes';
import { Alert } from './Alert';
import { Countdown } from './Countdown';
import type { LiveQuote } from './useLiveQuote';
import './QuoteLine.css';

/**
 * The live rate '1 SGD = 0.742311 USD' and how long it holds (m:ss; alert colour at 10 s or
 * less; 00:00 at expiry), or why there is none. The transfer form and the approver's view both
 * show their quote with it.
 */
export function QuoteLine({
  quote,
  sell,
  buy,
  unavailableText = RATE_UNAVAILABLE,
  offline = false,
}: {
  quote: LiveQuote;
  sell: CurrencyCode;
  buy: CurrencyCode;
  /** What a failed quote says: the exchange's text unless the flow has its own (remittance). */
  unavailableText?: string;
  /**
   * The form is offline and says so itself (MoneyOfflineNotice): without a rate in hand nothing is
   * shown here, so a missing network is never told as a missing rate.
   */
  offline?: boolean;
}) {
  if (offline && !quote.held) return null;
  if (quote.status === 'failed') {
    return <Alert kind="warning">{unavailableText}</Alert>;
  }
  if (!quote.held) {
    return (
      <p className="ui-quote ui-quote--loading" role="status">
        <RefreshCw className="ui-quote__spin" aria-hidden size={16} /> Getting the latest rate…
      </p>
    );
  }
  return (
    <div className="ui-quote" role="group" aria-label="Exchange rate">
      <p className="ui-quote__rate">{formatRateMicros(quote.held.quote.bidRate, sell, buy)}</p>
      <p className="ui-quote__validity">
        {quote.status === 'loading' ? (
          'Getting the latest rate…'
        ) : (
          <>
            Rate valid for{' '}
            {quote.expired ? (
              <time className="ui-countdown ui-countdown--urgent" dateTime="PT0S">
                00:00
              </time>
            ) : (
              <Countdown
                endsAt={quote.held.validToMs}
                urgentBelowSeconds={QUOTE_REFRESH_AT_SECONDS + 1}
              />
            )}
          </>
        )}
      </p>
      {quote.refreshRequired && <p className="ui-quote__note">{REFRESH_NEEDED}</p>}
    </div>
  );
}
