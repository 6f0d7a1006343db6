import type { Account } from '../../../shared/domain/accounts';
import { MAX_PDF_LIST_ROWS } from '../../../shared/domain/exports';
import { signedAmount, type Transaction } from '../../../shared/domain/transactions';
import { formatDay } from '../../../shared/dates';
import { formatMoney, type Micros } from '../../../shared/money';
import { counterpartyOf, descriptionOf, isoDateTime, referenceOf } from './cells';
import { pdfTable } from './pdfTable';
import { typeLabelOf } from '../../../shared/domain/transactionLabels';
import { listStatusOf } from '../../../shared/domain/transactions';

const money = (m: Micros, t: Pick<Transaction, 'currency'>) =>
  formatMoney(m, t.currency, { display: 'code' });

/** The text a capped PDF list says under its last row. */
export const pdfListCapText = (shown: number, matched: number) =>
  `This PDF lists the newest ${shown.toLocaleString('en-US')} of ${matched.toLocaleString('en-US')} transactions. Export to Excel or CSV for all of them.`;

/** The filtered list as a PDF (landscape), the newest MAX_PDF_LIST_ROWS at most, and says so. */
export function listPdf(
  rows: readonly Transaction[],
  company: string,
  madeAt: string,
): Promise<Uint8Array> {
  const shown = rows.slice(0, MAX_PDF_LIST_ROWS);
  return pdfTable({
    title: 'Transactions',
    orientation: 'landscape',
    lines: [company, `Made ${isoDateTime(madeAt)} (Singapore time)`, `${rows.length} transactions`],
    columns: [
      { header: 'Date', width: 30 },
      { header: 'Type', width: 40 },
      { header: 'Counterparty', width: 55 },
      { header: 'Reference', width: 40 },
      { header: 'Account', width: 40 },
      { header: 'Amount', width: 35, align: 'right' },
      { header: 'Status', width: 25 },
    ],
    rows: shown.map((t) => [
      isoDateTime(t.createdAt),
      typeLabelOf(t.type),
      counterpartyOf(t),
      referenceOf(t),
      t.vaAccountName,
      money(signedAmount(t), t),
      listStatusOf(t.status),
    ]),
    footer: rows.length > shown.length ? [pdfListCapText(shown.length, rows.length)] : [],
  });
}

export interface Statement {
  account: Account;
  startDate: string;
  endDate: string;
  opening: Micros;
  closing: Micros;
  moneyIn: Micros;
  moneyOut: Micros;
  /** Oldest first. */
  rows: readonly Transaction[];
}

/** One account's statement for a period: balances, every transaction with the running balance, totals. */
export function statementPdf(s: Statement, company: string): Promise<Uint8Array> {
  const c = s.account;
  const m = (v: Micros) => formatMoney(v, c.currency, { display: 'code' });
  let balance = s.opening;
  return pdfTable({
    title: 'Account statement',
    orientation: 'portrait',
    lines: [
      company,
      `Account: ${c.accountName} (${c.accountNumber}), ${c.currency}`,
      `Period: ${formatDay(`${s.startDate}T00:00:00`)} to ${formatDay(`${s.endDate}T00:00:00`)} (Singapore time)`,
      `Opening balance: ${m(s.opening)}`,
      `Closing balance: ${m(s.closing)}`,
    ],
    columns: [
      { header: 'Date', width: 28 },
      { header: 'Description', width: 52 },
      { header: 'Reference', width: 30 },
      { header: 'Money in', width: 24, align: 'right' },
      { header: 'Money out', width: 24, align: 'right' },
      { header: 'Balance', width: 24, align: 'right' },
    ],
    rows: s.rows.map((t) => {
      const signed = signedAmount(t);
      balance += signed;
      return [
        isoDateTime(t.createdAt),
        `${counterpartyOf(t)} - ${descriptionOf(t)}`,
        referenceOf(t),
        signed > 0 ? m(signed) : '',
        signed < 0 ? m(-signed) : '',
        m(balance),
      ];
    }),
    footer: [
      `Transactions: ${s.rows.length}`,
      `Total money in: ${m(s.moneyIn)}`,
      `Total money out: ${m(s.moneyOut)}`,
      `Closing balance: ${m(s.closing)}`,
    ],
  });
}
