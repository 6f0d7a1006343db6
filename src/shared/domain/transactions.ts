import type { SyncStatus } from './attachments';
import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import type { Role } from './roles';

/** spec-3 §3 Transaction: the list-and-filter layer's type names (the ones the bank's filter takes). */
export const TRANSACTION_TYPES = [
  'PayIn',
  'PayOut',
  'Transfer',
  'Exchange',
  'SmartExchange',
  'Sales',
  'AtmWithdrawal',
  'Topup',
  'Refund',
  'AdjustmentCredit',
  'AdjustmentDebit',
  'AccountFundingCredit',
  'MerchantRebate',
  'Cashback',
  'Referral',
  'Promotion',
  'P2P',
  'Unknown',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** spec-3 §4 "General role": the card-related types a general user may list; sales is the default. */
export const CARD_TRANSACTION_TYPES: readonly TransactionType[] = [
  'Sales',
  'AtmWithdrawal',
  'AdjustmentCredit',
  'AdjustmentDebit',
  'AccountFundingCredit',
  'MerchantRebate',
];
export const GENERAL_DEFAULT_TYPES: readonly TransactionType[] = ['Sales'];

/** The types a role may see at all (the bank's list, the filter and the dashboard ask this). */
export function visibleTransactionTypes(role: Role | undefined): readonly TransactionType[] {
  return role === 'general' ? CARD_TRANSACTION_TYPES : TRANSACTION_TYPES;
}

/** spec-3 §3 detail statuses, as the bank sends them. */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'BOOKED',
  'SUCCESSFUL',
  'REJECTED',
  'CANCELLED',
  'CA_PENDING',
  'IN_PROGRESS',
  'FAILED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** spec-3 §4 "Transaction status display": the three list statuses the filter and the list use. */
export const LIST_STATUSES = ['Completed', 'Processing', 'Cancelled'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export function listStatusOf(status: TransactionStatus): ListStatus {
  switch (status) {
    case 'SUCCESSFUL':
    case 'BOOKED':
      return 'Completed';
    case 'REJECTED':
    case 'CANCELLED':
    case 'FAILED':
      return 'Cancelled';
    default:
      return 'Processing';
  }
}

export const CREDIT_OR_DEBIT = ['CREDIT', 'DEBIT'] as const;
export type CreditOrDebit = (typeof CREDIT_OR_DEBIT)[number];

/** spec-2 §3 Payment request: DEBTOR = the sender pays the fee, CREDITOR = the recipient pays. */
export const CHARGE_AT = ['DEBTOR', 'CREDITOR'] as const;

export interface ExchangeRateLeg {
  sourceCcy: CurrencyCode;
  destinationCcy: CurrencyCode;
  /** 1 sourceCcy = exchangeRate / 1e6 destinationCcy (spec: scaled by 1e6). */
  exchangeRate: number;
}

export interface Merchant {
  parentCategory: string;
  childCategory: string;
  mcc: string;
  description: string;
}

/**
 * spec-3 §3 Transaction. One record per account movement: an exchange or internal transfer
 * makes two (a DEBIT on the sending account, a CREDIT on the receiving one) sharing a groupId.
 * `amount` is the magnitude in `currency` (micro-units); the sign comes from creditOrDebit.
 */
export interface Transaction {
  displayReferenceId: string;
  type: TransactionType;
  category: string;
  status: TransactionStatus;
  amount: Micros;
  currency: CurrencyCode;
  creditOrDebit: CreditOrDebit;
  sourceCcy: CurrencyCode;
  sourceAmt: Micros;
  destinationCcy: CurrencyCode;
  destinationAmt: Micros;
  /** ISO timestamps; bookingTimestamp is null until booked. */
  createdAt: string;
  bookingTimestamp: string | null;
  debtorName: string;
  creditorName: string;
  debtorAccountNumber: string;
  creditorAccountNumber: string;
  /** The company account this movement belongs to. */
  vaAccountNumber: string;
  vaAccountName: string;
  nameOnCard?: string;
  /** Last 4 digits. */
  cardNumber?: string;
  exchangeRate: ExchangeRateLeg[];
  fees: Micros;
  chargeAt?: (typeof CHARGE_AT)[number];
  /** Why a payout failed (FAILED_PAYOUT_REASONS); any other code reads as the default reason. */
  reasonCode?: string;
  purposeOfPayment?: string;
  customerMessage?: string;
  customerReference?: string;
  bankingReference?: string;
  note?: string;
  groupId?: string;
  description?: string;
  totalAttachments: number;
  /**
   * spec-3 §3 the accounting tag xeroExpenseTag, for now its sync status only (the chart of
   * accounts, tax and contacts come with the accounting integration): COMPLETED makes the note and
   * files read-only. Absent: never synced (UNKNOWN).
   */
  xeroExpenseTag?: { xeroSyncStatus: SyncStatus };
  /** A card payment's cashback, 1 % rounded down (docs/decisions/rewards.md 'Cashback accrual'). */
  cashbackAmt?: Micros;
  merchant?: Merchant;
}

/** The filter body of POST /v1/boom/transactions (spec-3 §3 Filters). Dates are yyyy-mm-dd, inclusive. */
export interface TransactionFilter {
  vaNumbers?: string[];
  panTail?: string;
  cardHolderName?: string;
  transactionType?: TransactionType[];
  amountType?: CreditOrDebit;
  status?: ListStatus[];
  minAmount?: Micros;
  maxAmount?: Micros;
  startDate?: string;
  endDate?: string;
}

/** spec-3 §9. */
export const TRANSACTION_PAGE_SIZES = [10, 15, 20, 50, 100] as const;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 15;
/** The most ids one paging call may ask for. */
export const MAX_PAGING_IDS = 100;

/** Signed amount: positive for money in. */
export function signedAmount(t: Pick<Transaction, 'amount' | 'creditOrDebit'>): Micros {
  return t.creditOrDebit === 'CREDIT' ? t.amount : -t.amount;
}

/**
 * spec-2 §8 / spec-3 §8 "Failed payout reasons shown in transaction detail": the spec names the
 * reasons but not their codes, so these are the codes the mock bank sends and the detail reads.
 * A failed payout with any other reasonCode shows the default (unforeseen issue) reason.
 */
export const FAILED_PAYOUT_REASONS = [
  'UNEXPECTED_TRANSACTION_ERROR',
  'RETURN',
  'INSUFFICIENT_FUNDS',
  'BAD_FX_RATE',
] as const;
export type FailedPayoutReason = (typeof FAILED_PAYOUT_REASONS)[number];
