import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import type { Account } from './accounts';
import type { ApprovalLayer } from './approvalLayers';
import type { ApprovalStatus } from './approvals';
import { APPROVER_ROLE, PAYMENT_ROLES, type Role } from './roles';
import type { Transaction } from './transactions';

/**
 * POST /v1/boom/transfers (docs/decisions/exchange.md: exchange and internal transfer share it). An exchange has
 * a quoteId and two currencies; an internal transfer is same-currency and has no quote.
 * calcSourceAmtFromDestinationAmt: the user typed the receiving amount (targetAmount) and the
 * bank derives the sending one; otherwise sourceAmount is typed and targetAmount derived.
 * The code reference (otpReferenceID or totpReferenceID) is required while transfer2fa is on.
 */
export interface ExchangeRequest {
  senderAccount: string;
  sourceCurrency: CurrencyCode;
  sourceAmount: Micros;
  receiverAccount: string;
  targetCurrency: CurrencyCode;
  targetAmount: Micros;
  /** Same as targetAmount (the spec sends both). */
  toAmount: Micros;
  calcSourceAmtFromDestinationAmt: boolean;
  customerMessage?: string;
  quoteId?: string;
  purposeOfPayment?: string;
  otpReferenceID?: string;
  totpReferenceID?: string;
}

/** spec-2 §3: the rate of an internal transfer, in millionths: 1:1 (same currency, free). */
export const INTERNAL_TRANSFER_RATE = 1_000_000;

/**
 * spec-2 §3 Internal transfer payload, POST /v1/boom/transfers between two accounts of one
 * currency (docs/decisions/exchange.md: the sellAccount/buyAccount shape is an internal transfer). No currencies
 * and no quote: the accounts name the currency, and the rate is always INTERNAL_TRANSFER_RATE.
 * sellAmount and buyAmount are equal; calcSourceAmtFromDestinationAmt says which one was typed.
 */
export interface InternalTransferRequest {
  sellAccount: string;
  sellAmount: Micros;
  buyAccount: string;
  buyAmount: Micros;
  rate: number;
  calcSourceAmtFromDestinationAmt: boolean;
  otpReferenceID?: string;
  totpReferenceID?: string;
}

/** What the app sends to POST /v1/boom/transfers: an exchange or an internal transfer. */
export type TransferRequest = ExchangeRequest | InternalTransferRequest;

export function isInternalTransferRequest(
  request: TransferRequest,
): request is InternalTransferRequest {
  return 'sellAccount' in request;
}

/** Sending account, receiving account and sending amount of either shape (what a transfer code is bound to). */
export function transferParties(request: TransferRequest): {
  from: string;
  to: string;
  amount: Micros;
} {
  return isInternalTransferRequest(request)
    ? { from: request.sellAccount, to: request.buyAccount, amount: request.sellAmount }
    : { from: request.senderAccount, to: request.receiverAccount, amount: request.sourceAmount };
}

/** The answer of a payment or exchange: executed, or held for approval (spec-2 §4 Approval branch). */
export interface TransferResult {
  approvalStatus: ApprovalStatus;
  referenceID: string;
  /** Display reference of the debit leg once executed. */
  transactionReferenceIds: string[];
  sourceAmount: Micros;
  targetAmount: Micros;
  /** Comma-separated approver names when held for approval. */
  approvers?: string;
  approvalLayers?: ApprovalLayer[];
  /** The records the transfer changed, for the cache's write-through (docs/architecture.md §2). */
  touched: { accounts: Account[]; transactions: Transaction[] };
}

/**
 * 'transfer' for a payment or exchange, 'approval' for an approver's decision, 'card' for a card
 * control that weakens it, 'batch' for one sender account's share of a batch (batchCodeBinding).
 */
export const CODE_PURPOSES = ['transfer', 'approval', 'card', 'batch'] as const;

/**
 * What a money code is bound to (docs/decisions/security.md: amount, currency and payee; docs/architecture.md
 * §6 dynamic linking). Built from what the code dialog shows (codeBindingOf,
 * src/shared/domain/codeAuthorisation.ts), so the bank binds the code to exactly that.
 */
export interface CodeBinding {
  purpose: (typeof CODE_PURPOSES)[number];
  /** Sending account for a transfer, approval referenceId for an approval, the card's id for a card, the batch's id for a batch. */
  subject: string;
  /**
   * Receiving account (transfer), the decision (approval: Accepted / Rejected), the card's change
   * (cardChangeText) or, for a batch, the sender account and the batch's revision (batchPayee).
   */
  payee: string;
  /** Micro-units: a transfer's sending amount; an approval's amount the requester typed (fixedSideOf). */
  amount: Micros;
  /** The currency of `amount`. */
  currency: CurrencyCode;
}

/** How a transfer code is sent (an authenticator code is verified with verify-payout-totp instead). */
export const PAYOUT_CODE_CHANNELS = ['SMS', 'EMAIL'] as const;
export type PayoutCodeChannel = (typeof PAYOUT_CODE_CHANNELS)[number];

/** POST /boom/v3/payouts/otp/generate-payout-otp */
export interface PayoutCodeIssued {
  otpRefID: string;
  otpType: PayoutCodeChannel;
  maskedEmail: string;
  maskedPhone: string;
  resendInSeconds: number;
}

/** verify-payout-otp / verify-payout-totp */
export interface PayoutCodeVerified {
  isVerified: boolean;
  remainingAttempts: number;
  /** The reference the money call carries (otpReferenceID, or totpReferenceID for a TOTP). */
  referenceId: string;
}

/** spec-2 §5: minimum buy or sell amount for an exchange. */
export const MIN_TRANSFER_AMOUNT: Micros = 10_000;

/**
 * spec-2 §6 / docs/decisions/roles.md Roles: the payment roles move money; the approver role too, but only while
 * the approvals toggle is on. The route table, the dashboard tiles and the bank all ask this.
 */
export const TRANSFER_ROLES: readonly Role[] = PAYMENT_ROLES;
export const TRANSFER_ROLES_WHILE_APPROVALS: readonly Role[] = [APPROVER_ROLE];

export function mayTransfer(role: Role, approvalsOn: boolean): boolean {
  return (
    TRANSFER_ROLES.includes(role) || (approvalsOn && TRANSFER_ROLES_WHILE_APPROVALS.includes(role))
  );
}

/** The two flows of the Exchange & Internal Transfer dialog and pages (spec-3 §2 dashboard tiles). */
export const TRANSFER_MODES = ['accountToAccount', 'currencyExchange'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

export function isTransferMode(value: unknown): value is TransferMode {
  return typeof value === 'string' && (TRANSFER_MODES as readonly string[]).includes(value);
}
