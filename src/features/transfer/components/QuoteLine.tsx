import { RefreshCw } from 'lucide-react';
import type { CurrencyCode } from '../../../shared/currencies';
import { QUOTE_REFRESH_AT_SECONDS } from '../../../shared/domain/fx';
import { formatRateMicros } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Countdown } from '../../../shared/ui/Countdown';
import { TRANSFER_MESSAGES } from '../schemas';
import type { LiveQuote } from '../useQuote';

/** Written for this product: why the main button now reads 'Refresh'. */
export const REFRESH_NEEDED = 'This rate can no longer be used. Refresh to get a new rate.';

/**
 * The live rate '1 SGD = 0.742311 USD' and how long it holds (m:ss; alert colour at 10 s or
 * less; 00:00 at expiry), or why there is none.
 */
export function QuoteLine({ quote, sell, buy }: { quote: LiveQuote; sell: CurrencyCode; buy: CurrencyCode }) {
  if (quote.status === 'failed') {
    return <Alert kind="warning">{TRANSFER_MESSAGES.rateUnavailable}</Alert>;
  }
  if (!quote.held) {
    return (
      <p className="transfer-quote transfer-quote--loading" role="status">
        <RefreshCw className="transfer-quote__spin" aria-hidden size={16} /> Getting the latest rate…
      </p>
    );
  }
  return (
    <div className="transfer-quote" role="group" aria-label="Exchange rate">
      <p className="transfer-quote__rate">{formatRateMicros(quote.held.quote.bidRate, sell, buy)}</p>
      <p className="transfer-quote__validity">
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
              <Countdown endsAt={quote.held.validToMs} urgentBelowSeconds={QUOTE_REFRESH_AT_SECONDS + 1} />
            )}
          </>
        )}
      </p>
      {quote.refreshRequired && <p className="transfer-quote__note">{REFRESH_NEEDED}</p>}
    </div>
  );
}
