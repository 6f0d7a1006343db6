import { requestQuote } from '../../../api/fx';
import type { CurrencyCode } from '../../../shared/currencies';
import { useLiveQuote, type LiveQuote } from '../../../shared/ui/useLiveQuote';

export type { LiveQuote, QuoteStatus } from '../../../shared/ui/useLiveQuote';

/** The form's tradable quote for the pair (POST /boom/v2/fx/quotes); see useLiveQuote. */
export function useQuote(sell: CurrencyCode | null, buy: CurrencyCode | null): LiveQuote {
  return useLiveQuote(sell, buy, requestQuote);
}
