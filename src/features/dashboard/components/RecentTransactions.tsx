import { ReceiptText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  LedgerAmount,
  LedgerParty,
  StatusBadge,
  TypeIcon,
} from '../../../entities/transaction/TransactionCells';
import { listStatusOf, type Transaction } from '../../../shared/domain/transactions';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Skeleton } from '../../../shared/ui/Skeleton';

interface RecentTransactionsProps {
  transactions: readonly Transaction[] | undefined;
  online: boolean;
  onRefresh: () => Promise<void>;
}

/** One ledger row, read as in Transactions (the entity's cells): own account, To/From, status. */
function TransactionItem({ t }: { t: Transaction }) {
  const status = listStatusOf(t.status);
  return (
    <li className="dash-txn">
      <TypeIcon transaction={t} />
      <span className="dash-txn__main">
        <LedgerParty transaction={t} />
      </span>
      <span className="dash-txn__side">
        <LedgerAmount transaction={t} />
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
