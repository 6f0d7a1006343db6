import { usePayoutConfig } from '../../../../db/payoutConfig';
import type { CurrencyCode } from '../../../../shared/currencies';
import {
  routeIn,
  STATIC_PAYOUT_CONFIG,
  transferTimeOf,
  type PayoutConfig,
} from '../../../../shared/domain/corridors';
import { isLocalTelegraphic } from '../../../../shared/domain/payouts';
import type { Recipient } from '../../../../shared/domain/recipient';
import { PAYOUT_PRODUCT_MESSAGES as P } from './messages';

/**
 * spec-2 §4 transfer time notes: up to 24 hours locally, by telegraphic transfer the TT route's
 * time, overseas on local rails the LOCAL route's; the routes and which one a remittance takes
 * are the bank's configuration (`config`, synced; the product's own tables until then).
 */
export function transferTimeNote(
  recipient: Recipient,
  senderCurrency: CurrencyCode,
  config: PayoutConfig = STATIC_PAYOUT_CONFIG,
): string {
  const telegraphic = P.timeTelegraphicTakes(transferTimeOf(config, 'TT'));
  if (recipient.recipientType === 'OVERSEAS') {
    const country = recipient.bankCtry || recipient.recipientCountry;
    return routeIn(config.corridors, country, recipient.currency) === 'TT'
      ? telegraphic
      : P.timeOverseasTakes(transferTimeOf(config, 'LOCAL'));
  }
  return isLocalTelegraphic(recipient, senderCurrency) ? telegraphic : P.timeLocal;
}

/** transferTimeNote with the bank's synced payout configuration (src/db/payoutConfig.ts). */
export function useTransferTimeNote(recipient: Recipient, senderCurrency: CurrencyCode): string {
  return transferTimeNote(recipient, senderCurrency, usePayoutConfig());
}
