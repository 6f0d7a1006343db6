import type { TransactionType } from './transactions';

/** spec-3 §4 "Transaction status display": the type labels, as written (messages.tsv txn_type_*). */
export const TYPE_LABELS = [
  'Pay-in',
  'Pay-out',
  'Internal Transfer/Exchange',
  'Card Payment',
  'ATM Withdrawal',
  'Transaction Adjustment',
  'Account Funding',
  'Merchant Rebate',
  'Cashback',
  'Referral',
  'Promo Code Reward',
] as const;
export type TypeLabel = (typeof TYPE_LABELS)[number];

/**
 * Every type of the list-and-filter layer under one of the spec's labels. The spec gives labels
 * for fewer types than the bank sends, so: transfers between the company's own accounts, FX and
 * P2P (to another business on this bank) read as internal; card refunds and unrecognised card
 * movements as card payments; top-ups as account funding.
 */
export const TYPE_LABEL: Record<TransactionType, TypeLabel> = {
  PayIn: 'Pay-in',
  PayOut: 'Pay-out',
  Transfer: 'Internal Transfer/Exchange',
  Exchange: 'Internal Transfer/Exchange',
  SmartExchange: 'Internal Transfer/Exchange',
  P2P: 'Internal Transfer/Exchange',
  Sales: 'Card Payment',
  Refund: 'Card Payment',
  Unknown: 'Card Payment',
  AtmWithdrawal: 'ATM Withdrawal',
  AdjustmentCredit: 'Transaction Adjustment',
  AdjustmentDebit: 'Transaction Adjustment',
  AccountFundingCredit: 'Account Funding',
  Topup: 'Account Funding',
  MerchantRebate: 'Merchant Rebate',
  Cashback: 'Cashback',
  Referral: 'Referral',
  Promotion: 'Promo Code Reward',
};

export function typeLabelOf(type: TransactionType | string): TypeLabel {
  return TYPE_LABEL[type as TransactionType] ?? 'Card Payment';
}
