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
import type { ReactNode } from 'react';
import { formatDay } from '../../shared/dates';
import { typeLabelOf, type TypeLabel } from '../../shared/domain/transactionLabels';
import type { Transaction } from '../../shared/domain/transactions';
import { Badge } from '../../shared/ui/Badge';
import { amountText, ledgerRowOf, statusDisplayOf } from './display';
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

/**
 * The type's icon; a processing transaction carries a warning badge on it (spec-3 §4). Its text
 * alternative, also its tooltip, names the type and, with the badge, what the badge means.
 */
export function TypeIcon({ transaction }: { transaction: Transaction }) {
  const label = typeLabelOf(transaction.type);
  const Icon = ICONS[label];
  const status = statusDisplayOf(transaction.status);
  const text = status.warning ? `${label}, ${status.label}: ${status.meaning}` : label;
  return (
    <span className={`txn-icon txn-icon--${status.tone}`} role="img" aria-label={text} title={text}>
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

/** The list status as a badge; its tooltip says what the status means. */
export function StatusBadge({ transaction }: { transaction: Transaction }) {
  const status = statusDisplayOf(transaction.status);
  return (
    <span className="txn-status" title={status.meaning}>
      <Badge tone={status.tone}>{status.label}</Badge>
    </span>
  );
}

/**
 * A ledger row's words (spec-3 §2 To/From): 'To Acme' or 'From Big Client', or 'Main account →
 * USD operations' for an exchange or internal transfer; under it the company account the row
 * belongs to, the type and the day. The full headline is the name's tooltip when it is cut.
 * The same in Transactions, Recent Transactions and the detail.
 */
export function LedgerParty({
  transaction: t,
  children,
}: {
  transaction: Transaction;
  /** More of the meta line (the list's attachment count on phones). */
  children?: ReactNode;
}) {
  const row = ledgerRowOf(t);
  return (
    <div className="txn-party">
      <span className="txn-party__name" title={row.headline}>
        {row.headline}
      </span>
      <span className="txn-party__meta">
        {row.account && <span className="txn-party__account">{row.account} · </span>}
        <span className="txn-party__type">{typeLabelOf(t.type)} · </span>
        <span className="txn-party__date">{formatDay(t.createdAt)}</span>
        {children}
      </span>
    </div>
  );
}

/** The row's own signed amount; for an exchange, the other leg's amount under it. */
export function LedgerAmount({ transaction }: { transaction: Transaction }) {
  const otherLeg = ledgerRowOf(transaction).move?.otherLeg;
  return (
    <span className="txn-amounts">
      <AmountText transaction={transaction} />
      {otherLeg && <span className="txn-amounts__other">{otherLeg}</span>}
    </span>
  );
}
