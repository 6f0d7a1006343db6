import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import type { Recipient } from './recipient';
import { businessAccountCurrency, isDbsBank } from './recipients/classification';
import type { CHARGE_AT } from './transactions';

/**
 * Payouts to a saved recipient (spec-2 §3 Payment request, §7 Payments; docs/decisions.md
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

/** spec-2 §7: fileBufferList entries; bufferFile is the file's bytes in base64. */
export interface PayoutFile {
  fileName: string;
  fileType: string;
  bufferFile: string;
}

/**
 * spec-2 §3 Payment request. `recipientDisplayReferenceID` is inferred (the spec's payload names
 * no recipient; docs/decisions.md 'Payouts'). `customerMessage` is the reference the recipient
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

/**
 * The method of a local payout (docs/decisions.md 'Payouts'): P2P to another business account of
 * this product (while the p2p toggle is on), ACT to any other account at the product's bank
 * (DBS), FAST otherwise. FAST is SGD only: a non-SGD local payout goes by ACT to DBS or by FAST's
 * call otherwise (the bank prices it as a telegraphic transfer).
 */
export function payoutMethodOf(
  recipient: Pick<Recipient, 'recipientAccountNo' | 'recipientBankCode' | 'bic' | 'swiftCodeValue'>,
  p2pOn: boolean,
): PayoutMethod {
  if (p2pOn && businessAccountCurrency(recipient.recipientAccountNo) !== null) return 'P2P';
  const codes = [recipient.recipientBankCode, recipient.bic, recipient.swiftCodeValue].filter(
    (c): c is string => Boolean(c),
  );
  return isDbsBank(...codes) ? 'ACT' : 'FAST';
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
 * spec-2 §4 Other rules: the sender's total is the amount plus the fee, unless the recipient pays
 * the charge (then the fee comes out of what arrives).
 */
export function senderTotal(amount: Micros, fee: Micros, chargeAt: ChargeAt): Micros {
  return chargeAt === 'CREDITOR' ? amount : amount + fee;
}
