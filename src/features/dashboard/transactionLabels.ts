import type { Transaction, TransactionType } from '../../shared/domain/transactions';

/** spec-3 §4 "Type labels", by the list layer's type names. */
const TYPE_LABELS: Record<TransactionType, string> = {
  PayIn: 'Pay-in',
  PayOut: 'Pay-out',
  P2P: 'Pay-out',
  Transfer: 'Internal Transfer/Exchange',
  Exchange: 'Internal Transfer/Exchange',
  SmartExchange: 'Internal Transfer/Exchange',
  Sales: 'Card Payment',
  Refund: 'Card Payment',
  AtmWithdrawal: 'ATM Withdrawal',
  AdjustmentCredit: 'Transaction Adjustment',
  AdjustmentDebit: 'Transaction Adjustment',
  AccountFundingCredit: 'Account Funding',
  MerchantRebate: 'Merchant Rebate',
  Cashback: 'Cashback',
  Referral: 'Referral',
  Promotion: 'Promo Code Reward',
  Topup: 'Account Funding',
  Unknown: 'Transaction',
};

export function typeLabel(type: TransactionType): string {
  return TYPE_LABELS[type] ?? 'Transaction';
}

/** The other side of the movement: who paid in, or who was paid (the card's merchant for sales). */
export function counterparty(t: Transaction): string {
  if (t.merchant?.description) return t.merchant.description;
  const name = t.creditOrDebit === 'CREDIT' ? t.debtorName : t.creditorName;
  return name || t.description || typeLabel(t.type);
}

const DATE = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric' });

export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
