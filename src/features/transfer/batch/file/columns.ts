import type { BatchTemplate } from '../../../../api/batchTransfers';
import {
  BATCH_COLUMNS,
  type BatchColumn,
  type BatchRowInput,
} from '../../../../shared/domain/batchTransfers';

/**
 * Which of the file's columns holds each of the template's (docs/decisions/batch-transfers.md
 * 'Column mapping'): the template's headers ("Amount", "Recipient ID") and the raw keys
 * ("amount", "recipientId") map by themselves, ignoring case, spaces and punctuation; a few
 * common other names ("Beneficiary name", "IBAN", "Payment reference") map by a synonym; the rest
 * the person maps, once per set of headers (remembered per user, rememberedMappings.ts).
 */

/** Template column -> the file's header that holds it (a column absent: not in the file). */
export type ColumnMapping = Partial<Record<BatchColumn, string>>;

export type TemplateColumn = BatchTemplate['columns'][number];

/** One row of the file: its line (the spreadsheet's row number; the header is line 1). */
export interface BatchFileRow {
  line: number;
  input: BatchRowInput;
}

/** 'Recipient ID *' -> 'recipientid': what two headers are compared by. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Other names people give the template's columns, normalised (a small list, not a guesser). */
const SYNONYMS: Partial<Record<BatchColumn, readonly string[]>> = {
  recipientId: ['payeeid', 'beneficiaryid', 'recipient'],
  name: ['recipientname', 'beneficiaryname', 'payeename', 'accountname', 'accountholdername'],
  accountNumber: ['account', 'accountno', 'iban', 'bankaccount', 'bankaccountnumber'],
  amount: ['paymentamount', 'amounttopay', 'value'],
  currency: ['ccy', 'recipientcurrency', 'paymentcurrency'],
  country: ['recipientcountry', 'bankcountry'],
  senderAccountNumber: ['fromaccount', 'sourceaccount', 'debitaccount', 'senderaccount'],
  reference: ['paymentreference', 'ref', 'memo', 'remarks', 'narrative'],
  purposeOfPayment: ['purpose', 'purposecode', 'paymentpurpose'],
  paymentAdviceEmails: ['paymentadvice', 'adviceemails', 'notifyemails', 'emails'],
  swiftCodeValue: ['swift', 'swiftcode', 'bic', 'swiftbic'],
  bankName: ['bank'],
  routingCodeValue: ['routingcode', 'routingnumber', 'sortcode'],
};

/** The mapping the headers give by themselves: template header, raw key, then synonym. */
export function autoMapping(headers: readonly string[], template: BatchTemplate): ColumnMapping {
  const byName = new Map<string, BatchColumn>();
  for (const column of template.columns) {
    byName.set(normaliseHeader(column.header), column.key);
    byName.set(normaliseHeader(column.key), column.key);
  }
  const offered = new Set(template.columns.map((column) => column.key));
  for (const [key, names] of Object.entries(SYNONYMS) as [BatchColumn, readonly string[]][]) {
    if (!offered.has(key)) continue;
    for (const name of names) if (!byName.has(name)) byName.set(name, key);
  }
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    const key = byName.get(normaliseHeader(header));
    if (key && mapping[key] === undefined) mapping[key] = header;
  }
  return mapping;
}

/**
 * The template's columns a mapping leaves out that a row needs: every 'required' one, and, when
 * no column gives a saved recipient's id, every one a recipient's details need.
 */
export function missingColumns(mapping: ColumnMapping, template: BatchTemplate): TemplateColumn[] {
  const hasRecipientId = Boolean(mapping.recipientId);
  return template.columns.filter(
    (column) =>
      !mapping[column.key] &&
      (column.required === 'required' ||
        (column.required === 'withoutRecipient' && !hasRecipientId)),
  );
}

/**
 * A mapping kept to the headers the file has (matched as autoMapping matches them, so a mapping
 * remembered for "Pay" finds "PAY") and to the columns the template offers.
 */
export function fitMapping(
  mapping: ColumnMapping,
  headers: readonly string[],
  template: BatchTemplate,
): ColumnMapping {
  const present = new Map<string, string>();
  for (const header of headers) {
    if (header !== '' && !present.has(normaliseHeader(header))) {
      present.set(normaliseHeader(header), header);
    }
  }
  const fitted: ColumnMapping = {};
  for (const column of template.columns) {
    const header = mapping[column.key];
    const found = header === undefined ? undefined : present.get(normaliseHeader(header));
    if (found !== undefined) fitted[column.key] = found;
  }
  return fitted;
}

/** The key a set of headers is remembered by: the same headers in any order, any case. */
export function headersSignature(headers: readonly string[]): string {
  return headers.map(normaliseHeader).filter(Boolean).toSorted().join('|');
}

export function emptyRowInput(): BatchRowInput {
  return Object.fromEntries(BATCH_COLUMNS.map((column) => [column, ''])) as BatchRowInput;
}

/** The file's rows in the template's columns, by the mapping; a column not mapped reads ''. */
export function applyMapping(
  headers: readonly string[],
  rows: readonly { line: number; cells: readonly string[] }[],
  mapping: ColumnMapping,
): BatchFileRow[] {
  const indexes = (Object.entries(mapping) as [BatchColumn, string | undefined][])
    .map(([column, header]) => [column, header ? headers.indexOf(header) : -1] as const)
    .filter(([, index]) => index >= 0);
  return rows.map((row) => {
    const input = emptyRowInput();
    for (const [column, index] of indexes) input[column] = (row.cells[index] ?? '').trim();
    return { line: row.line, input };
  });
}
