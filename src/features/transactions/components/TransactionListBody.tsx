import { CloudOff } from 'lucide-react';
import { syncNow } from '../../../sync/syncEngine';
import { useSyncStatus } from '../../../sync/syncStatus';
import type { Transaction } from '../../../shared/domain/transactions';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Skeleton } from '../../../shared/ui/Skeleton';
import type { TransactionPageResult } from '../queries';
import { TransactionPager } from './TransactionPager';
import { FirstTimeChecklist, NoTransactionsFound, StartSpending } from './TransactionsEmpty';
import { TransactionTable, type DetailSection } from './TransactionTable';

export interface TransactionListBodyProps {
  page: TransactionPageResult | undefined;
  stale: boolean;
  general: boolean;
  userFiltered: boolean;
  synced: boolean;
  funded: boolean;
  showAttachments: boolean;
  /** The page size chosen (the rows shown may still be of the last one while it loads). */
  pageSize: number;
  onOpen: (t: Transaction, section?: DetailSection) => void;
  onClear: () => void;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** The list, or what stands in for it: a skeleton, an error, or one of the empty states. */
export function TransactionListBody({
  page,
  stale,
  general,
  userFiltered,
  synced,
  funded,
  showAttachments,
  pageSize,
  onOpen,
  onClear,
  onPage,
  onPageSize,
}: TransactionListBodyProps) {
  const status = useSyncStatus();
  const storeError = status.stores.transactions?.error ?? null;
  if (!page) return <ListSkeleton />;
  if (!page.any) {
    if (!synced) {
      if (!status.online) {
        return (
          <EmptyState
            icon={CloudOff}
            title="No transactions saved on this device yet"
            text="Connect to the internet to load your transactions."
          />
        );
      }
      if (storeError) {
        return (
          <div className="txn-page__error">
            <Alert
              kind="error"
              title="Transactions could not be loaded"
              actions={<Button onClick={() => void syncNow(['transactions'])}>Try again</Button>}
            >
              {storeError}
            </Alert>
          </div>
        );
      }
      return <ListSkeleton />;
    }
    return general ? <StartSpending /> : <FirstTimeChecklist funded={funded} />;
  }
  if (page.total === 0)
    return general && !userFiltered ? <StartSpending /> : <NoTransactionsFound onClear={onClear} />;
  return (
    <div
      className={stale ? 'txn-page__rows txn-page__rows--stale' : 'txn-page__rows'}
      aria-busy={stale || undefined}
    >
      <TransactionTable
        transactions={page.transactions}
        showAttachments={showAttachments}
        firstRowIndex={page.pageIndex * page.pageSize}
        totalRows={page.total}
        onOpen={onOpen}
      />
      <TransactionPager
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        selectedPageSize={pageSize}
        shown={page.transactions.length}
        total={page.total}
        hasMore={page.hasMore}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="txn-page__skeleton" aria-busy="true" aria-label="Loading transactions">
      <Skeleton lines={8} />
    </div>
  );
}
