import type { CurrencyCode } from '../../../../shared/currencies';
import type { Recipient } from '../../../../shared/domain/recipient';
import type { ChargeAt, PaymentRequest, PayoutFile } from '../../../../shared/domain/payouts';
import type { Micros } from '../../../../shared/money';

/** An attached file with its size (the bank gets fileBufferList: name, type and bytes). */
export type PayoutAttachment = PayoutFile & { size: number };

/**
 * What the payout wizard keeps between its steps (spec-2 §3 Transfer form values): filled in the
 * details step, shown in the review, turned into the bank's request only on Transfer Now
 * (toPaymentRequest). Kept while offline; nothing in it is sent before Transfer Now.
 */
export interface PayoutDraft {
  senderAccountNo: string;
  sourceCurrency: CurrencyCode;
  /** Micro-units leaving the sender account (the fee is beside it unless chargeAt is CREDITOR). */
  sourceAmount: Micros;
  /** Micro-units arriving, in the recipient's currency. */
  destinationAmount: Micros;
  /** The user typed the recipient's amount (recipientReceives), not the sender's. */
  calcSourceAmtFromDestinationAmt: boolean;
  /** The bank's fee (fee call), micro-units of sourceCurrency. */
  fee: Micros;
  chargeAt: ChargeAt;
  /** Overseas: the quote the amounts were priced at, its rate (millionths) and expiry. */
  fxReferenceID?: string;
  rate?: number;
  quoteValidTo?: string;
  /** The reference the recipient sees (sent as customerMessage), whitespace collapsed, trimmed. */
  reference: string;
  purposeOfPayment: string;
  invoiceDate?: string;
  invoiceNumber?: string;
  isTransferNotiEnabled: boolean;
  transferNotiRecipients: string[];
  transferNotiRemarks: string;
  /** Attachments with their size (the bank gets fileBufferList). */
  attachments: PayoutAttachment[];
}

/** `{ [key]: value }`, or nothing for an empty value (the bank's optional fields stay absent). */
const optional = <T>(value: T | undefined | '', key: string) =>
  value === undefined || value === '' ? {} : { [key]: value };

/** The bank's request for `draft` to `recipient`, without its code reference (added once verified). */
export function toPaymentRequest(draft: PayoutDraft, recipient: Recipient): PaymentRequest {
  return {
    recipientDisplayReferenceID: recipient.displayReferenceId,
    senderAccountNo: draft.senderAccountNo,
    sourceCurrency: draft.sourceCurrency,
    sourceTxnAmount: draft.sourceAmount,
    // docs/decisions/payouts.md 'Payout details and review': an MCA account receives the sender's currency.
    destinationCurrency: recipient.currency === 'MCA' ? draft.sourceCurrency : recipient.currency,
    destinationTxnAmount: draft.destinationAmount,
    toAmount: draft.destinationAmount,
    remittanceFee: draft.fee,
    chargeAt: draft.chargeAt,
    calcSourceAmtFromDestinationAmt: draft.calcSourceAmtFromDestinationAmt,
    ...optional(draft.reference, 'customerMessage'),
    ...optional(draft.purposeOfPayment, 'purposeOfPayment'),
    ...optional(draft.fxReferenceID, 'fxReferenceID'),
    ...optional(draft.invoiceDate, 'invoiceDate'),
    ...optional(draft.invoiceNumber, 'invoiceNumber'),
    ...(draft.isTransferNotiEnabled
      ? {
          isTransferNotiEnabled: true,
          transferNotiRecipients: draft.transferNotiRecipients,
          ...optional(draft.transferNotiRemarks, 'transferNotiRemarks'),
        }
      : {}),
    ...(draft.attachments.length
      ? {
          fileBufferList: draft.attachments.map(({ fileName, fileType, bufferFile }) => ({
            fileName,
            fileType,
            bufferFile,
          })),
        }
      : {}),
  };
}
