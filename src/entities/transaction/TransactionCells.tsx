import {
  ArrowDownLeft,
  ArrowLeftRight,
  ArrowUpRight,
  Banknote,
  Coins,
  CreditCard,
  Gift,
  SlidersHorizontal,
  Store,
  Ticket,
  TriangleAlert,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { typeLabelOf, type TypeLabel } from '../../shared/domain/transactionLabels';
import type { Transaction } from '../../shared/domain/transactions';
import { Badge } from '../../shared/ui/Badge';
import { amountText, statusDisplayOf } from './display';
import './TransactionCells.css';

const ICONS: Record<TypeLabel, LucideIcon> = {
  'Pay-in': ArrowDownLeft,
  'Pay-out': ArrowUpRight,
  'Internal Transfer/Exchange': ArrowLeftRight,
  'Card Payment': CreditCard,
  'ATM Withdrawal': Banknote,
  'Transaction Adjustment': SlidersHorizontal,
  'Account Funding': Wallet,
  'Merchant Rebate': Store,
  Cashback: Coins,
  Referral: Gift,
  'Promo Code Reward': Ticket,
};

/** The type's icon; a processing transaction carries a warning badge on it (spec-3 §4). */
export function TypeIcon({ transaction }: { transaction: Transaction }) {
  const label = typeLabelOf(transaction.type);
  const Icon = ICONS[label];
  const status = statusDisplayOf(transaction.status);
  return (
    <span
      className={`txn-icon txn-icon--${status.tone}`}
      role="img"
      aria-label={status.warning ? `${label}, processing` : label}
    >
      <Icon aria-hidden />
      {status.warning && (
        <span className="txn-icon__badge" aria-hidden>
          <TriangleAlert />
        </span>
      )}
    </span>
  );
}

/** The signed amount: a green plus for money in, a minus otherwise; dimmed when cancelled. */
export function AmountText({ transaction }: { transaction: Transaction }) {
  const status = statusDisplayOf(transaction.status);
  const classes = [
    'txn-amount',
    transaction.creditOrDebit === 'CREDIT' && 'txn-amount--in',
    status.dimmed && 'txn-amount--dimmed',
  ];
  return <span className={classes.filter(Boolean).join(' ')}>{amountText(transaction)}</span>;
}

export function StatusBadge({ transaction }: { transaction: Transaction }) {
  const status = statusDisplayOf(transaction.status);
  return <Badge tone={status.tone}>{status.label}</Badge>;
}
