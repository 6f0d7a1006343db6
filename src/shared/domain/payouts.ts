import type { CurrencyCode } from '../currencies';
import { formatMoney, MICROS_PER_UNIT, type Micros } from '../money';
import { amountsAtRate } from './fx';
import type { Recipient } from './recipient';
import { businessAccountCurrency, isDbsBank } from './recipients/classification';
import type { CHARGE_AT } from './transactions';

/**
 * Payouts to a saved recipient (spec-2 §3 Payment request, §7 Payments; docs/decisions/payouts.md
 * 'Payouts'). One request shape for the four payment calls; which call carries it follows the
 * method (payoutCallOf).
 */

/** spec-2 §4 Other rules: FAST (local), ACT (to an account at the product's own bank), P2P. */
export const PAYOUT_METHODS = ['FAST', 'ACT', 'P2P'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Local methods, and REMITTANCE for an overseas payout (sendPayment). */
export type PayoutCall = PayoutMethod | 'REMITTANCE';

export type ChargeAt = (typeof CHARGE_AT)[number];

/** spec-2 §5 Notification and attachments. */
export const PAYMENT_ADVICE_MAX = 5;
export const PAYMENT_ADVICE_EMAIL_MAX = 75;
export const NOTIFICATION_REMARKS_MAX = 500;
export const ATTACHMENTS_MAX = 5;
export const ATTACHMENT_BYTES_MAX = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
] as const;

/** messages.tsv: an attachment over ATTACHMENT_BYTES_MAX (the form's and the bank's text). */
export const ATTACHMENT_SIZE_TEXT = 'File size too large';
/** messages.tsv: a sixth attachment. */
export const ATTACHMENT_LIMIT_TEXT = 'File upload limit exceeded';
/** Written for this product: an attachment of another type (the form's and the bank's text). */
export const ATTACHMENT_TYPE_TEXT = `Please attach a ${ATTACHMENT_TYPES.slice(0, -1).join(', ')} or ${ATTACHMENT_TYPES.at(-1)} file.`;

/** messages.tsv payment_advice_max: a sixth payment-advice e-mail (the form's and a batch row's text). */
export const PAYMENT_ADVICE_MAX_TEXT = 'You have reached the maximum of 5 recipients';
/** messages.tsv validation_email_duplicate: the same e-mail twice in the payment-advice list. */
export const EMAIL_DUPLICATE_TEXT =
  'You have already entered this email. Please enter a different one.';
/** messages.tsv: an overseas payout from an account in another currency than SGD. */
export const remitFromOtherSoonText = (currency: string): string =>
  `Remitting to ${currency} from other currency accounts will be available soon`;

/** spec-2 §5 Invoice number (INR invoice purposes): letters and digits, up to 30. */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9]*$/;
export const INVOICE_NUMBER_MAX = 30;
/** messages.tsv invoice_number_chars. */
export const INVOICE_NUMBER_CHARS_TEXT = 'Acceptable characters: a-z A-Z 0-9';

/** spec-2 §7: fileBufferList entries; bufferFile is the file's bytes in base64. */
export interface PayoutFile {
  fileName: string;
  fileType: string;
  bufferFile: string;
}

/**
 * spec-2 §3 Payment request. `recipientDisplayReferenceID` is inferred (the spec's payload names
 * no recipient; docs/decisions/payouts.md 'Payouts'). `customerMessage` is the reference the recipient
 * sees. Amounts are micro-units: `sourceTxnAmount` leaves the sender account (the fee is charged
 * beside it unless `chargeAt` is CREDITOR), `destinationTxnAmount` (= toAmount) arrives.
 */
export interface PaymentRequest {
  recipientDisplayReferenceID: string;
  senderAccountNo: string;
  sourceCurrency: CurrencyCode;
  sourceTxnAmount: Micros;
  destinationCurrency: string;
  destinationTxnAmount: Micros;
  toAmount: Micros;
  remittanceFee: Micros;
  chargeAt: ChargeAt;
  calcSourceAmtFromDestinationAmt: boolean;
  customerMessage?: string;
  purposeOfPayment?: string;
  fxReferenceID?: string;
  invoiceDate?: string;
  invoiceNumber?: string;
  otpReferenceID?: string;
  totpReferenceID?: string;
  isTotp?: boolean;
  isTransferNotiEnabled?: boolean;
  transferNotiRecipients?: string[];
  transferNotiRemarks?: string;
  fileBufferList?: PayoutFile[];
}

/** What the payout rules read of a recipient: its account number and its bank's codes. */
type PayeeAccount = Pick<
  Recipient,
  'recipientAccountNo' | 'recipientBankCode' | 'bic' | 'swiftCodeValue'
>;

/** The codes that name a recipient's bank: its bank code, BIC and SWIFT code, as given. */
const bankCodesOf = (
  recipient: Pick<Recipient, 'recipientBankCode' | 'bic' | 'swiftCodeValue'>,
): string[] =>
  [recipient.recipientBankCode, recipient.bic, recipient.swiftCodeValue].filter((c): c is string =>
    Boolean(c),
  );

/**
 * The method of a local payout (docs/decisions/payouts.md 'Payouts'): P2P to another business account of
 * this product (while the p2p toggle is on), ACT to any other account at the product's bank
 * (DBS), FAST otherwise. FAST is SGD only: a non-SGD local payout goes by ACT to DBS or by FAST's
 * call otherwise (the bank prices it as a telegraphic transfer).
 */
export function payoutMethodOf(recipient: PayeeAccount, p2pOn: boolean): PayoutMethod {
  if (p2pOn && businessAccountCurrency(recipient.recipientAccountNo) !== null) return 'P2P';
  return isDbsBank(...bankCodesOf(recipient)) ? 'ACT' : 'FAST';
}

/** The call of a payout: local payouts by method, overseas ones are remittances. */
export function payoutCallOf(
  recipient: Pick<
    Recipient,
    'recipientType' | 'recipientAccountNo' | 'recipientBankCode' | 'bic' | 'swiftCodeValue'
  >,
  p2pOn: boolean,
): PayoutCall {
  return recipient.recipientType === 'OVERSEAS' ? 'REMITTANCE' : payoutMethodOf(recipient, p2pOn);
}

/**
 * spec-2 §5 Amounts, docs/decisions/payouts.md 'Limits': without the new local integration (toggle
 * dbsLocalTtIntegration) a local payout in SGD stops at S$200,000.00; the form and the bank both
 * hold it, before the table's maximum, with the spec's text (messages.tsv max_sgd_200k).
 */
export const LOCAL_SGD_CAP: Micros = 200_000 * MICROS_PER_UNIT;
export const LOCAL_SGD_CAP_TEXT = 'Maximum amount for transfer is S$200,000.00.';

/** Whether a local payout of `amount` in `currency` is over the S$200,000 cap. */
export const exceedsLocalSgdCap = (
  currency: CurrencyCode,
  amount: Micros,
  integrationOn: boolean,
): boolean => !integrationOn && currency === 'SGD' && amount > LOCAL_SGD_CAP;

/** messages.tsv: what the recipient would receive is over the receiving side's maximum. */
export const actualAmountExceedsTemplate = (received: string, max: string): string =>
  `Actual amount recipient will receive is ${received}, exceeding maximum limit of ${max}`;

/** The same with both amounts shown in the receiving currency. */
export const actualAmountExceedsMessage = (
  received: Micros,
  max: Micros,
  currency: CurrencyCode,
): string =>
  actualAmountExceedsTemplate(formatMoney(received, currency), formatMoney(max, currency));

/**
 * spec-2 §4 Other rules: the sender's total is the amount plus the fee, unless the recipient pays
 * the charge (then the fee comes out of what arrives).
 */
export function senderTotal(amount: Micros, fee: Micros, chargeAt: ChargeAt): Micros {
  return chargeAt === 'CREDITOR' ? amount : amount + fee;
}

/**
 * Both amounts of a payout at `rate` (1 source = rate / 1e6 destination; 1e6 for one currency),
 * from the side that was typed, as the bank books them (docs/decisions/payouts.md 'Payouts'): the fee is
 * charged beside the amount, unless the recipient pays it (CREDITOR): then it comes out of what is
 * converted and arrives. The conversion is the exchange's (amountsAtRate: the receiving side
 * rounded down, the sending side up), so the form, the review and the bank agree to the micro-unit.
 */
export function payoutAmountsAt(
  rate: number,
  fixed: 'source' | 'destination',
  typed: Micros,
  fee: Micros,
  chargeAt: ChargeAt,
  sourceCurrency: CurrencyCode,
  destinationCurrency: CurrencyCode,
): { source: Micros; destination: Micros } {
  const charged = chargeAt === 'CREDITOR' ? fee : 0;
  if (fixed === 'destination') {
    const { source } = amountsAtRate(rate, 'target', typed, sourceCurrency, destinationCurrency);
    return { source: source + charged, destination: typed };
  }
  const converted = Math.max(0, typed - charged);
  const { target } = amountsAtRate(rate, 'source', converted, sourceCurrency, destinationCurrency);
  return { source: typed, destination: target };
}

/** spec-2 §5 Reference: the local form's characters, and the overseas form's. */
export const LOCAL_REFERENCE_PATTERN = /^[A-Za-z0-9 /?:().,'+-]*$/;
export const OVERSEAS_REFERENCE_PATTERN = /^[A-Za-z0-9 ]*$/;
/** messages.tsv reference_chars_local and reference_chars_overseas. */
export const LOCAL_REFERENCE_CHARS_TEXT =
  "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +";
export const OVERSEAS_REFERENCE_CHARS_TEXT = 'Acceptable characters: a-z A-Z 0-9 space';

export interface ReferenceRule {
  max: number;
  pattern: RegExp;
  charsText: string;
}

/** An overseas reference: letters, digits and spaces, up to 35. */
export const OVERSEAS_REFERENCE_RULE: ReferenceRule = {
  max: 35,
  pattern: OVERSEAS_REFERENCE_PATTERN,
  charsText: OVERSEAS_REFERENCE_CHARS_TEXT,
};

/**
 * A local payout in another currency than SGD is a telegraphic transfer within Singapore, unless
 * it stays at the product's bank (another business account of the product, or an account at DBS).
 */
export function isLocalTelegraphic(recipient: PayeeAccount, currency: string): boolean {
  return (
    currency !== 'SGD' &&
    businessAccountCurrency(recipient.recipientAccountNo) === null &&
    !isDbsBank(...bankCodesOf(recipient))
  );
}

/**
 * A local reference (docs/decisions/recipients.md 'Recipient and transfer rules the spec leaves open'): the
 * wider set of characters, up to 35 to a business account of this product, 11 to a DBS bank code
 * or by telegraphic transfer (isLocalTelegraphic), 30 otherwise. The local form limits the field
 * with it and the bank checks it.
 */
export function localReferenceRule(recipient: PayeeAccount, currency: string): ReferenceRule {
  const max =
    businessAccountCurrency(recipient.recipientAccountNo) !== null
      ? 35
      : isDbsBank(...bankCodesOf(recipient)) || isLocalTelegraphic(recipient, currency)
        ? 11
        : 30;
  return { max, pattern: LOCAL_REFERENCE_PATTERN, charsText: LOCAL_REFERENCE_CHARS_TEXT };
}

/** The reference (customerMessage) a payout may carry (spec-2 §5): overseas or local by call. */
export function payoutReferenceRule(
  recipient: PayeeAccount,
  call: PayoutCall,
  currency: string,
): ReferenceRule {
  return call === 'REMITTANCE' ? OVERSEAS_REFERENCE_RULE : localReferenceRule(recipient, currency);
}
