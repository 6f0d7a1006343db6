import { z } from 'zod';
import { isCurrencyCode, type CurrencyCode } from '../currencies';
import { parseAmountInput, type Micros } from '../money';
import { trimSpaces, collapseSpaces } from '../text/spaces';
import { amountFormatMessage, minimumFor } from './amountTexts';
import {
  BATCH_COLUMNS,
  type BatchCheckContext,
  type BatchColumn,
  type BatchRowCheck,
  type BatchRowError,
  type BatchRowInput,
} from './batchTransfers';
import { CORRIDORS, routeIn } from './corridors';
import { maxAmountMessage, minAmountMessage } from './fx';
import { limitNotice } from './limitNotice';
import {
  EMAIL_DUPLICATE_TEXT,
  exceedsLocalSgdCap,
  LOCAL_SGD_CAP_TEXT,
  PAYMENT_ADVICE_EMAIL_MAX,
  PAYMENT_ADVICE_MAX,
  PAYMENT_ADVICE_MAX_TEXT,
  payoutReferenceRule,
  remitFromOtherSoonText,
} from './payouts';
import { invoiceRequired, LOCAL_PURPOSES, notAPurposeText, OVERSEAS_PURPOSES } from './purposes';
import { recipientTypeForCountry, unavailableReason, type Recipient } from './recipient';
import { RECIPIENT_MESSAGES } from './recipients/messages';
import { normaliseRecipient } from './recipients/normalise';
import { RECIPIENT_FIELDS } from './recipients/types';
import { recipientIssues } from './recipients/validate';

/**
 * One row of a batch checked by the rules of a single payout (docs/decisions/batch-transfers.md
 * 'A batch and its rows'): the browser's worker and the bank run this same function, the bank
 * with its books as the context and its own rules after it (balance, limits left, duplicates).
 * Each error is on its column, the column's first broken rule only; the texts are the payout
 * form's, the recipient form's and the bank's.
 */

/** Written for this product: what only a row of a file can get wrong. */
export const BATCH_ROW_TEXTS = {
  recipientBoth: "Please give either a saved recipient's ID or the recipient's details, not both.",
  recipientNeither: "Please give a saved recipient's ID, or the recipient's details.",
  recipientUnknown: 'No saved recipient has this ID.',
  senderUnknown: 'This is not one of your accounts.',
  /** The bank's text for a local payout converted from another account than SGD. */
  exchangeFromSgdOnly:
    'Exchange is only possible from an SGD account or between accounts of the same currency.',
  invoicePurpose:
    'This purpose needs an invoice date and number: please pay it as a single transfer.',
  noCorridor: (currency: string, country: string) =>
    `The product does not send ${currency} to ${country}.`,
} as const;

/** The emails column: addresses split by ';'. */
export const BATCH_EMAIL_SEPARATOR = ';';

/** A row with every column empty. */
export function emptyBatchRow(): BatchRowInput {
  return Object.fromEntries(BATCH_COLUMNS.map((column) => [column, ''])) as BatchRowInput;
}

/**
 * A row from what a reader gave (a record by column, some missing): every column text, trimmed,
 * '' when missing; a number (a spreadsheet's cell) as its decimal text.
 */
export function toBatchRowInput(record: Partial<Record<BatchColumn, unknown>>): BatchRowInput {
  const row = emptyBatchRow();
  for (const column of BATCH_COLUMNS) {
    const value = record[column];
    if (typeof value === 'string') row[column] = trimSpaces(value);
    else if (typeof value === 'number' && Number.isFinite(value)) row[column] = String(value);
  }
  return row;
}

/**
 * An amount as a person writes it ("1,250.50", "1250") in micro-units of `currency`, or null: the
 * currency's decimals (none for JPY, IDR, VND and KRW, two otherwise), exact integer arithmetic
 * on the digits (toMicros), never a float.
 */
export function parseBatchAmount(text: string, currency: CurrencyCode): Micros | null {
  const parsed = parseAmountInput(text, currency);
  return parsed.ok ? parsed.micros : null;
}

class RowErrors {
  readonly errors: BatchRowError[] = [];
  add(field: BatchColumn, message: string): void {
    if (!this.has(field)) this.errors.push({ field, message });
  }
  has(field: BatchColumn): boolean {
    return this.errors.some((e) => e.field === field);
  }
}

/** What the row pays to: a saved recipient, or the details given (normalised). */
interface Payee {
  name: string;
  overseas: boolean;
  /** The recipient's currency as given: a currency code, MCA, or '' when unreadable. */
  currency: string;
  account: Pick<Recipient, 'recipientAccountNo' | 'recipientBankCode' | 'bic' | 'swiftCodeValue'>;
}

const hasDetails = (row: BatchRowInput) => RECIPIENT_FIELDS.some((field) => row[field] !== '');

function savedPayee(
  row: BatchRowInput,
  context: BatchCheckContext,
  errors: RowErrors,
): Payee | null {
  const recipient = context.recipients.find((r) => r.displayReferenceId === row.recipientId);
  if (!recipient) {
    errors.add('recipientId', BATCH_ROW_TEXTS.recipientUnknown);
    return null;
  }
  const reason = unavailableReason(recipient);
  if (reason) {
    errors.add('recipientId', reason);
    return null;
  }
  const overseas = recipient.recipientType === 'OVERSEAS';
  if (overseas && routeIn(CORRIDORS, recipient.bankCtry, recipient.currency) === undefined) {
    errors.add('recipientId', BATCH_ROW_TEXTS.noCorridor(recipient.currency, recipient.bankCtry));
    return null;
  }
  return {
    name: recipient.recipientAccountName,
    overseas,
    currency: recipient.currency,
    account: recipient,
  };
}

function detailsPayee(
  row: BatchRowInput,
  context: BatchCheckContext,
  errors: RowErrors,
): Payee | null {
  const values = normaliseRecipient(row);
  const type = recipientTypeForCountry(values.country);
  const issues = recipientIssues(values, {
    type,
    telegraphic:
      type === 'OVERSEAS' && routeIn(CORRIDORS, values.country, values.currency) === 'TT',
    ownAccountNumbers: context.accounts.map((a) => a.accountNumber),
  });
  for (const issue of issues) errors.add(issue.field, issue.message);
  if (issues.length > 0) return null;
  const overseas = type === 'OVERSEAS';
  if (overseas && routeIn(CORRIDORS, values.country, values.currency) === undefined) {
    errors.add('currency', BATCH_ROW_TEXTS.noCorridor(values.currency, values.country));
    return null;
  }
  const swift = values.swiftCodeValue;
  return {
    name: values.name,
    overseas,
    currency: values.currency,
    account: {
      recipientAccountNo: values.accountNumber,
      recipientBankCode: values.bankCode || swift,
      bic: swift,
      swiftCodeValue: swift,
    },
  };
}

function checkRecipient(
  row: BatchRowInput,
  context: BatchCheckContext,
  errors: RowErrors,
): Payee | null {
  const byId = row.recipientId !== '';
  const byDetails = hasDetails(row);
  if (byId && byDetails) errors.add('recipientId', BATCH_ROW_TEXTS.recipientBoth);
  else if (!byId && !byDetails) errors.add('recipientId', BATCH_ROW_TEXTS.recipientNeither);
  else return byId ? savedPayee(row, context, errors) : detailsPayee(row, context, errors);
  return null;
}

/** The sender account (one of the company's), or null with its error. */
function checkSender(row: BatchRowInput, context: BatchCheckContext, errors: RowErrors) {
  if (row.senderAccountNumber === '') {
    errors.add('senderAccountNumber', RECIPIENT_MESSAGES.required);
    return null;
  }
  const account = context.accounts.find((a) => a.accountNumber === row.senderAccountNumber);
  if (!account) errors.add('senderAccountNumber', BATCH_ROW_TEXTS.senderUnknown);
  return account ?? null;
}

function checkAmount(
  row: BatchRowInput,
  currency: CurrencyCode | null,
  context: BatchCheckContext,
  errors: RowErrors,
  overseas: boolean,
): Micros | null {
  if (row.amount === '') {
    errors.add('amount', RECIPIENT_MESSAGES.required);
    return null;
  }
  if (currency === null) return null;
  const parsed = parseAmountInput(row.amount, currency);
  if (!parsed.ok) {
    errors.add(
      'amount',
      amountFormatMessage(parsed.reason === 'empty' ? 'invalid' : parsed.reason, currency),
    );
    return null;
  }
  const amount = parsed.micros;
  const limit = context.limits?.[currency];
  const min = limit?.min ?? minimumFor(currency);
  if (amount < min) errors.add('amount', minAmountMessage(min, currency));
  else if (
    !overseas &&
    context.localIntegrationOn === false &&
    exceedsLocalSgdCap(currency, amount, false)
  )
    errors.add('amount', LOCAL_SGD_CAP_TEXT);
  else if (limit && amount > limit.max) errors.add('amount', maxAmountMessage(limit.max, currency));
  return errors.has('amount') ? null : amount;
}

function checkReference(row: BatchRowInput, payee: Payee, currency: string, errors: RowErrors) {
  const reference = collapseSpaces(row.reference);
  if (reference === '') return;
  const rule = payoutReferenceRule(payee.account, payee.overseas ? 'REMITTANCE' : 'FAST', currency);
  if (!rule.pattern.test(reference)) errors.add('reference', rule.charsText);
  else if (reference.length > rule.max) errors.add('reference', limitNotice(rule.max));
}

function checkPurpose(row: BatchRowInput, overseas: boolean, currency: string, errors: RowErrors) {
  const code = row.purposeOfPayment;
  if (code === '') {
    if (overseas) errors.add('purposeOfPayment', RECIPIENT_MESSAGES.required);
    return;
  }
  const list = overseas ? OVERSEAS_PURPOSES : LOCAL_PURPOSES;
  if (!list.some((p) => p.code === code))
    errors.add('purposeOfPayment', notAPurposeText(code, overseas ? 'overseas' : 'local'));
  else if (invoiceRequired(currency, code))
    errors.add('purposeOfPayment', BATCH_ROW_TEXTS.invoicePurpose);
}

const emailShape = z.email();
const columnOrder = (field: BatchColumn) => BATCH_COLUMNS.indexOf(field);

/** The payment-advice e-mails: up to 5, each up to 75 characters, an address, no repeat. */
export function batchEmails(text: string): string[] {
  return text
    .split(BATCH_EMAIL_SEPARATOR)
    .map((email) => trimSpaces(email))
    .filter((email) => email !== '');
}

function checkEmails(row: BatchRowInput, errors: RowErrors) {
  const emails = batchEmails(row.paymentAdviceEmails);
  if (emails.length > PAYMENT_ADVICE_MAX) {
    errors.add('paymentAdviceEmails', PAYMENT_ADVICE_MAX_TEXT);
    return;
  }
  const seen = new Set<string>();
  for (const email of emails) {
    const key = email.toLowerCase();
    if (email.length > PAYMENT_ADVICE_EMAIL_MAX)
      errors.add('paymentAdviceEmails', limitNotice(PAYMENT_ADVICE_EMAIL_MAX));
    else if (!emailShape.safeParse(email).success)
      errors.add('paymentAdviceEmails', RECIPIENT_MESSAGES.email);
    else if (seen.has(key)) errors.add('paymentAdviceEmails', EMAIL_DUPLICATE_TEXT);
    seen.add(key);
  }
}

/**
 * Every rule of a single payout over one row: the recipient (a saved one by its id, or full
 * details by the recipient rules of its currency), the sender account, the amount in the
 * recipient's currency and its limits, the reference, the purpose and the payment-advice e-mails.
 */
export function checkBatchRow(input: BatchRowInput, context: BatchCheckContext): BatchRowCheck {
  const row = toBatchRowInput(input);
  const errors = new RowErrors();
  const payee = checkRecipient(row, context, errors);
  const sender = checkSender(row, context, errors);
  // An MCA recipient (a multi-currency account) receives the sender's currency.
  const given = payee?.currency === 'MCA' ? (sender?.currency ?? '') : (payee?.currency ?? '');
  const currency = isCurrencyCode(given) ? given : null;
  if (payee && sender && currency && currency !== sender.currency && sender.currency !== 'SGD')
    errors.add(
      'senderAccountNumber',
      payee.overseas ? remitFromOtherSoonText(currency) : BATCH_ROW_TEXTS.exchangeFromSgdOnly,
    );
  const amount = checkAmount(row, currency, context, errors, payee?.overseas ?? false);
  if (payee && currency) checkReference(row, payee, currency, errors);
  if (payee) checkPurpose(row, payee.overseas, currency ?? payee.currency, errors);
  checkEmails(row, errors);
  const valid = errors.errors.length === 0;
  return {
    errors: errors.errors.toSorted((a, b) => columnOrder(a.field) - columnOrder(b.field)),
    recipientName: payee?.name ?? (row.recipientId === '' ? normaliseRecipient(row).name : ''),
    currency: valid ? currency : null,
    amount: valid ? amount : null,
    senderAccountNumber: row.senderAccountNumber,
  };
}
