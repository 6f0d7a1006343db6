import type { CurrencyCode } from '../../../shared/currencies';
import { corridorOf } from '../../../shared/domain/corridors';
import { isLocalTelegraphic } from '../../../shared/domain/payouts';
import type { Recipient } from '../../../shared/domain/recipient';
import { PAYOUT_PRODUCT_MESSAGES as P } from './messages';

/** Whether an overseas payout goes by telegraphic transfer (the corridor's route for its currency). */
export function isOverseasTelegraphic(recipient: Recipient): boolean {
  const corridor = corridorOf(recipient.bankCtry || recipient.recipientCountry);
  return corridor?.currencies.find((c) => c.currency === recipient.currency)?.route === 'TT';
}

/**
 * spec-2 §4 transfer time notes: up to 24 hours locally, up to 3-4 days by telegraphic transfer,
 * 1-3 days overseas.
 */
export function transferTimeNote(recipient: Recipient, senderCurrency: CurrencyCode): string {
  if (recipient.recipientType === 'OVERSEAS')
    return isOverseasTelegraphic(recipient) ? P.timeTelegraphic : P.timeOverseas;
  return isLocalTelegraphic(recipient, senderCurrency) ? P.timeTelegraphic : P.timeLocal;
}
