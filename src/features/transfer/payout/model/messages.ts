import { REQUESTER_REMARKS_LABEL } from '../../../../entities/approval/remarks';
import { ROUTE_TRANSFER_TIMES } from '../../../../shared/domain/corridors';
import {
  actualAmountExceedsTemplate,
  ATTACHMENT_LIMIT_TEXT,
  ATTACHMENT_SIZE_TEXT,
  ATTACHMENT_TYPE_TEXT,
  EMAIL_DUPLICATE_TEXT,
  INVOICE_NUMBER_CHARS_TEXT,
  LOCAL_REFERENCE_CHARS_TEXT,
  LOCAL_SGD_CAP_TEXT,
  OVERSEAS_REFERENCE_CHARS_TEXT,
  PAYMENT_ADVICE_MAX_TEXT,
  remitFromOtherSoonText,
} from '../../../../shared/domain/payouts';

/**
 * The payout forms' texts. PAYOUT_MESSAGES are the spec's (messages.tsv, exactly as written; those
 * the bank answers with too are kept in src/shared/domain/payouts.ts);
 * PAYOUT_PRODUCT_MESSAGES are written for this product where the spec names a rule but gives no
 * wording (docs/decisions/payouts.md 'Payout details and review').
 */
export const PAYOUT_MESSAGES = {
  required: 'This field is required',
  selectAccount: 'Please select an account',
  exceedsBalance: 'Amount exceeds available balance',
  maxSgd200k: LOCAL_SGD_CAP_TEXT,
  actualAmountExceeds: actualAmountExceedsTemplate,
  referenceCharsLocal: LOCAL_REFERENCE_CHARS_TEXT,
  referenceCharsOverseas: OVERSEAS_REFERENCE_CHARS_TEXT,
  invoiceNumberChars: INVOICE_NUMBER_CHARS_TEXT,
  paymentAdviceMax: PAYMENT_ADVICE_MAX_TEXT,
  emailInvalid: 'Please enter a valid email address.',
  emailDuplicate: EMAIL_DUPLICATE_TEXT,
  fileLimit: ATTACHMENT_LIMIT_TEXT,
  fileSize: ATTACHMENT_SIZE_TEXT,
  withdrawBanner:
    'Select your personal or corporate bank account to withdraw funds from your YouBiz accounts',
  noAccountIn: (currency: string) =>
    `You do not have a ${currency} account, please create and try again.`,
  remitFromOtherSoon: remitFromOtherSoonText,
  transferNow: 'Transfer Now',
  overseasRateUnavailable:
    'Overseas transfer exchange rate is not available now. Please try again later.',
} as const;

const telegraphicNote = (time: string) =>
  `This is a telegraphic transfer: it may take ${time} to reach the recipient's bank.`;

export const PAYOUT_PRODUCT_MESSAGES = {
  fileType: ATTACHMENT_TYPE_TEXT,
  fileUnreadable: 'This file could not be read. Please attach it again.',
  feeFailed: 'The fee could not be loaded. Please try again.',
  invoiceDateFuture: 'The invoice date cannot be in the future.',
  /** spec-2 §4 Other rules: above IDR 100,000,000. */
  idrNotice:
    'Transfers above Rp100,000,000 may need supporting documents, and may take longer to arrive.',
  /** spec-2 §4 Other rules: Korean recipients receive an SMS to upload documents. */
  krwSmsNote:
    'Your recipient will receive an SMS asking them to upload supporting documents for this transfer.',
  chargeByRecipientReset:
    'The recipient cannot pay the fee on this amount, so the fee is charged to you.',
  /** spec-2 §4 Other rules, transfer time notes; `time` is the route's (the routes call). */
  timeLocal: "It may take up to 24 hours to reach the recipient's bank.",
  timeTelegraphic: telegraphicNote(ROUTE_TRANSFER_TIMES.TT),
  timeTelegraphicTakes: telegraphicNote,
  timeOverseasTakes: (time: string) => `It may take ${time} to reach the recipient's bank.`,
  refundNote:
    "If the recipient's bank cannot process the transfer, it is refunded within 3 working days.",
  /** The review, before the code (docs/decisions/approvals.md 'Payout approval known before the code'). */
  approvalTitle: 'This transfer needs approval',
  approvalBody: (approvers: readonly string[]) =>
    approvers.length > 0
      ? `After your code it goes to ${new Intl.ListFormat('en', { type: 'disjunction' }).format(approvers)} for approval. The money leaves your account only once it is approved.`
      : 'After your code it goes to an approver. The money leaves your account only once it is approved.',
  approvalUnknown:
    'We could not check whether this transfer needs approval. If it does, it goes to an approver with your code, and the money leaves your account only once it is approved.',
  approvalRemarksLabel: REQUESTER_REMARKS_LABEL,
  submitForApproval: 'Submit for approval',
} as const;
