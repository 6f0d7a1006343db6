import type { CurrencyCode } from '../../../../shared/currencies';
import { MICROS_PER_UNIT, type Micros } from '../../../../shared/money';
import { PAYOUT_PRODUCT_MESSAGES as P } from './messages';

/** spec-2 §4 Other rules: the IDR notice shows above 100,000,000. */
export const IDR_NOTICE_ABOVE: Micros = 100_000_000 * MICROS_PER_UNIT;

/**
 * spec-2 §4 Other rules: what the form says about the receiving currency: Korean recipients get
 * an SMS to upload documents; above IDR 100,000,000 documents may be asked for and the transfer
 * is slower. `received` is what the recipient gets, once known.
 */
export function overseasNotes(destination: CurrencyCode, received: Micros | undefined): string[] {
  const notes: string[] = [];
  if (destination === 'KRW') notes.push(P.krwSmsNote);
  if (destination === 'IDR' && received !== undefined && received > IDR_NOTICE_ABOVE)
    notes.push(P.idrNotice);
  return notes;
}
