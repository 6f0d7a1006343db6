import { PRODUCT_NAME } from '../../shared/config/product';
import type { Account } from '../../shared/domain/accounts';
import { buildPaynowPayload } from '../../shared/domain/paynowQr';
import { signedAmount, type Transaction } from '../../shared/domain/transactions';
import { BankError } from '../types';
import { amountText, isoDateTime, neutralise } from './exports/cells';
import { csvLine } from './exports/csv';

/**
 * What a payer needs to pay into an account (docs/decisions/accounts.md 'PayNow QR',
 * 'Beneficiary address') and the account's CSV statement ('CSV statement').
 */

/**
 * The bank's PayNow collection account: every account's PayNow payment goes to this UEN, and the
 * reference (the account number) says which account it is credited to, as with a virtual
 * account at Aspire or Airwallex. A made-up UEN of the local-company form (9 digits, a letter).
 */
export const PAYNOW_COLLECTION = {
  uen: '201927104K',
  name: `${PRODUCT_NAME} Pte. Ltd.`,
} as const;

/** Where the bank and the product (the overseas beneficiary, 'on behalf of' the holder) are. */
export const RECEIVING_BANK_ADDRESS =
  '12 Marina Boulevard, DBS Asia Central @ Marina Bay Financial Centre Tower 3, Singapore 018982';
export const BENEFICIARY_ADDRESS = '8 Marina View, #40-01 Asia Square Tower 1, Singapore 018960';

/** 400 INVALID_PARAMETER unless the account can receive PayNow (an SGD account). */
export function paynowQrOf(account: Account) {
  if (account.currency !== 'SGD')
    throw new BankError(
      400,
      'INVALID_PARAMETER',
      `PayNow pays into SGD accounts only; ${account.accountNumber} is a ${account.currency} account.`,
    );
  const payload = buildPaynowPayload({
    uen: PAYNOW_COLLECTION.uen,
    reference: account.accountNumber,
    merchantName: account.accountHolderName,
  });
  return {
    payload,
    uen: PAYNOW_COLLECTION.uen,
    reference: account.accountNumber,
    payeeName: PAYNOW_COLLECTION.name,
  };
}

export const CSV_HEADER = [
  'Date',
  'Reference',
  'Type',
  'Description',
  'Counterparty',
  'Status',
  'Currency',
  'Amount',
  'Fees',
] as const;

/**
 * An account's statement as CSV (RFC 4180, CRLF lines, a UTF-8 byte-order mark so spreadsheet
 * programs read names right): its movements oldest first, within [from, to] (company days).
 */
export function csvStatement(
  account: Account,
  transactions: readonly Transaction[],
  period: { from?: string | undefined; to?: string | undefined },
): string {
  if (period.from && period.to && period.from > period.to)
    throw new BankError(400, 'INVALID_PARAMETER', 'The period must start before it ends.');
  // The exports' cells (rules/exports/cells.ts): company time, exact amounts, text neutralised
  // against CSV injection (amounts are the bank's numbers, never neutralised).
  const rows = transactions
    .filter((t) => t.vaAccountNumber === account.accountNumber)
    .map((t) => ({ t, at: isoDateTime(t.bookingTimestamp ?? t.createdAt) }))
    .filter(({ at }) => {
      const day = at.slice(0, 10);
      return (!period.from || day >= period.from) && (!period.to || day <= period.to);
    })
    .toSorted((a, b) => a.at.localeCompare(b.at));
  const lines = [
    csvLine(CSV_HEADER),
    ...rows.map(({ t, at }) =>
      csvLine([
        at,
        neutralise(t.displayReferenceId),
        t.type,
        neutralise(t.description ?? t.category),
        neutralise(t.creditOrDebit === 'DEBIT' ? t.creditorName : t.debtorName),
        t.status,
        t.currency,
        amountText(signedAmount(t), t.currency),
        amountText(t.fees, t.currency),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file name of an account's CSV statement. */
export function csvStatementName(
  accountNumber: string,
  period: { from?: string | undefined; to?: string | undefined },
): string {
  const span = period.from || period.to ? `_${period.from ?? 'start'}_${period.to ?? 'today'}` : '';
  return `statement_${accountNumber}${span}.csv`;
}

/** base64 of a text's UTF-8 bytes (the bank also runs in the page, where there is no Buffer). */
export function base64OfText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
