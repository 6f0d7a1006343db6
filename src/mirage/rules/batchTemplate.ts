import { emptyBatchRow } from '../../shared/domain/batchRows';
import {
  BATCH_COLUMN_LABELS,
  BATCH_COLUMNS,
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_TRANSFERS,
  BATCH_PAYOUT_FIELDS,
  type BatchColumn,
  type BatchRowInput,
  type BatchTemplateKind,
} from '../../shared/domain/batchTransfers';
import { recipientFieldSpecs } from '../../shared/domain/recipients/fieldSpecs';
import type { BankView } from './bankView';

/**
 * The batch template at the bank (docs/decisions/batch-transfers.md 'Batch template kinds'): its
 * columns per kind, what each holds and when it is needed, and example rows paying the company's
 * own recipients from its SGD account.
 */

/** A column of the template: what it holds and when it is needed. */
export interface TemplateColumn {
  key: BatchColumn;
  header: string;
  required: 'required' | 'withoutRecipient' | 'optional';
  description: string;
}

/** What each column holds, as the template says it (the new-recipient form's fields, then the payout's). */
const DESCRIPTIONS: Record<BatchColumn, string> = {
  recipientId:
    "A saved recipient's ID (as in your recipient list). Leave empty to give the recipient's details instead.",
  country: "The country of the recipient's bank, 2 letters (SG, US, GB ...).",
  currency: 'The currency the recipient receives, 3 letters (SGD, USD ...).',
  name: "The recipient's full name as the bank account shows it.",
  contactCountryCode: "The country code of the recipient's phone number (+65).",
  contactNumber: "The recipient's phone number, without the country code.",
  address: "The first line of the recipient's address.",
  addressLineTwo: "The second line of the recipient's address (optional).",
  addressLineThree: "The third line of the recipient's address (optional).",
  city: "The recipient's city.",
  state: "The recipient's state or province.",
  postal: "The recipient's postal code.",
  email: "The recipient's e-mail address, where the currency needs one.",
  relationship: 'How the recipient is related to your company, where the currency needs it.',
  accountType: 'INDIVIDUAL or CORPORATE.',
  identificationType: 'Set from the account type for BRL (CPF or CNPJ): leave empty.',
  identificationValue: "The recipient's CPF or CNPJ number (BRL only).",
  bankAccountType: 'CHECKING or SAVING (BRL only).',
  accountNumber: "The recipient's account number or IBAN.",
  bankName: "The name of the recipient's bank.",
  routingCodeType: 'Set from the currency (ACH, BSB, SORT, IFSC ...): leave empty.',
  routingCodeValue:
    "The bank's routing code where the currency needs one (ACH, BSB, SORT, IFSC ...).",
  swiftCodeValue: "The SWIFT code of the recipient's bank.",
  bankCode: "The bank's code where the currency needs one.",
  intermediatoryBankSwiftCode: "An intermediary bank's SWIFT code (optional).",
  amount: "The amount the recipient receives, in the recipient's currency (1,250.50).",
  senderAccountNumber: 'The number of your account the transfer is paid from.',
  reference: 'What the recipient sees with the payment (optional).',
  purposeOfPayment:
    'The purpose code: required for an overseas transfer (IR001 ...), optional for a local one (SALA, SUPP ...).',
  paymentAdviceEmails: 'Up to 5 e-mail addresses for a payment advice, separated by ;',
};

const REQUIRED_PAYOUT: readonly BatchColumn[] = ['amount', 'senderAccountNumber'];
/** Needed by every row that gives the recipient's details (the others as its currency needs). */
const DETAILS_REQUIRED: readonly BatchColumn[] = ['country', 'currency', 'name', 'accountNumber'];

function requiredOf(column: BatchColumn): TemplateColumn['required'] {
  if (REQUIRED_PAYOUT.includes(column)) return 'required';
  return DETAILS_REQUIRED.includes(column) ? 'withoutRecipient' : 'optional';
}

/** The overseas example's recipient by full details: a US one (an ACH routing number, a published one). */
export const US_EXAMPLE_DETAILS: Partial<BatchRowInput> = {
  country: 'US',
  currency: 'USD',
  name: 'Jane Doe',
  accountType: 'INDIVIDUAL',
  address: '1 High Street',
  city: 'Springfield',
  state: 'Central',
  postal: '12345',
  contactCountryCode: '+1',
  contactNumber: '5551234567',
  bankName: 'Example Bank',
  accountNumber: '000123456789',
  routingCodeValue: '021000021',
};

const row = (values: Partial<BatchRowInput>): BatchRowInput => ({ ...emptyBatchRow(), ...values });

/** The template of a kind: its columns (LOCAL: those a Singapore recipient uses), examples, limits. */
export function batchTemplate(bank: BankView, kind: BatchTemplateKind) {
  const local = recipientFieldSpecs('SGD', { type: 'LOCAL' });
  const shownLocally = (column: BatchColumn) =>
    column === 'recipientId' ||
    (BATCH_PAYOUT_FIELDS as readonly string[]).includes(column) ||
    (local?.[column as keyof typeof local]?.shown ?? false);
  const columns: TemplateColumn[] = BATCH_COLUMNS.filter(
    (column) => kind === 'OVERSEAS' || shownLocally(column),
  ).map((key) => ({
    key,
    header: BATCH_COLUMN_LABELS[key],
    required: requiredOf(key),
    description: DESCRIPTIONS[key],
  }));
  const main = bank.accounts.list().find((a) => a.currency === 'SGD');
  const saved = bank.recipients
    .list()
    .find((r) =>
      kind === 'LOCAL'
        ? r.recipientType === 'LOCAL' && r.currency === 'SGD'
        : r.recipientType === 'OVERSEAS' && r.currency === 'USD',
    );
  const sender = main?.accountNumber ?? '';
  const exampleRows =
    kind === 'LOCAL'
      ? [
          row({
            recipientId: saved?.displayReferenceId ?? '',
            amount: '1,250.50',
            senderAccountNumber: sender,
            reference: 'INV 001',
            purposeOfPayment: 'SUPP',
          }),
          row({
            country: 'SG',
            currency: 'SGD',
            name: 'Tan Ah Kow Pte Ltd',
            accountNumber: '5012345678',
            swiftCodeValue: 'OCBCSGSG',
            amount: '800.00',
            senderAccountNumber: sender,
            reference: 'Salary Nov',
            purposeOfPayment: 'SALA',
            paymentAdviceEmails: 'payroll@example.com',
          }),
        ]
      : [
          row({
            recipientId: saved?.displayReferenceId ?? '',
            amount: '2,000.00',
            senderAccountNumber: sender,
            reference: 'INV 002',
            purposeOfPayment: 'IR014',
          }),
          row({
            ...US_EXAMPLE_DETAILS,
            amount: '500.00',
            senderAccountNumber: sender,
            reference: 'Consulting Nov',
            purposeOfPayment: 'IR016',
          }),
        ];
  const keep = new Set(columns.map((c) => c.key));
  return {
    kind,
    columns,
    exampleRows: exampleRows.map(
      (r) =>
        Object.fromEntries(
          Object.entries(r).filter(([k]) => keep.has(k as BatchColumn)),
        ) as BatchRowInput,
    ),
    maxTransfers: BATCH_MAX_TRANSFERS,
    maxBytes: BATCH_FILE_MAX_BYTES,
  };
}
