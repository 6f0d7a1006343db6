import { ArrowDownLeft, ArrowUpRight, ReceiptText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { amountText, counterpartyOf } from '../../../entities/transaction/display';
import { StatusBadge } from '../../../entities/transaction/TransactionCells';
import { signedAmount, listStatusOf, type Transaction } from '../../../shared/domain/transactions';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { typeLabelOf } from '../../../shared/domain/transactionLabels';
import { formatDay } from '../../../shared/dates';

interface RecentTransactionsProps {
  transactions: readonly Transaction[] | undefined;
  online: boolean;
  onRefresh: () => Promise<void>;
}

function TransactionItem({ t }: { t: Transaction }) {
  const amount = signedAmount(t);
  const status = listStatusOf(t.status);
  const credit = amount > 0;
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li
      className={['dash-txn', status === 'Cancelled' && 'dash-txn--cancelled']
        .filter(Boolean)
        .join(' ')}
    >
      <span className={`dash-txn__icon ${credit ? 'dash-txn__icon--in' : ''}`} aria-hidden>
        <Icon />
      </span>
      <span className="dash-txn__main">
        <span className="dash-txn__who">{counterpartyOf(t).name}</span>
        <span className="dash-txn__meta">
          {typeLabelOf(t.type)} · {formatDay(t.createdAt)}
        </span>
      </span>
      <span className="dash-txn__side">
        <span
          className={['dash-txn__amount', credit && 'dash-txn__amount--positive']
            .filter(Boolean)
            .join(' ')}
        >
          {amountText(t)}
        </span>
        {status !== 'Completed' && <StatusBadge transaction={t} />}
      </span>
    </li>
  );
}

/** The newest few transactions from the cache, a refresh that re-syncs them, and 'View all'. */
export function RecentTransactions({ transactions, online, onRefresh }: RecentTransactionsProps) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Card
      title="Recent Transactions"
      className="dash-recent"
      actions={
        <>
          <Button
            variant="ghost"
            size="sm"
            icon={<RefreshCw aria-hidden />}
            loading={refreshing}
            disabled={!online}
            title={online ? undefined : 'Refreshing needs a connection'}
            onClick={() => void refresh()}
          >
            Refresh
          </Button>
          <Link href={paths.transactions()} className="dash-link">
            View all
          </Link>
        </>
      }
    >
      {transactions === undefined ? (
        <Skeleton lines={5} />
      ) : transactions.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No transactions yet"
          text="Money in and out of your accounts appears here."
        />
      ) : (
        <ul className="dash-recent__list" aria-label="Recent Transactions">
          {transactions.map((t) => (
            <TransactionItem key={t.displayReferenceId} t={t} />
          ))}
        </ul>
      )}
    </Card>
  );
}
