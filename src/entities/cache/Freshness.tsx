import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatLastUpdated } from '../../../sync/offlineLabel';
import { syncNow } from '../../../sync/syncEngine';
import { useSyncStatus } from '../../../sync/syncStatus';
import { Button } from '../../../shared/ui/Button';
import './Freshness.css';

/**
 * How fresh the cached list is ('Last updated 10:42') and a Refresh that syncs the transactions
 * now. Offline the list still shows from the cache; the shell's indicator says so.
 */
export function Freshness({ lastSyncedAt }: { lastSyncedAt: number | undefined }) {
  const status = useSyncStatus();
  const [refreshing, setRefreshing] = useState(false);
  const store = status.stores.transactions;
  const syncing = refreshing || store?.progress !== undefined;
  const refresh = async () => {
    setRefreshing(true);
    try {
      await syncNow(['transactions']);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <div className="txn-freshness">
      <span className="txn-freshness__text">
        {lastSyncedAt ? formatLastUpdated(lastSyncedAt) : 'Not updated yet'}
      </span>
      <Button
        variant="secondary"
        size="sm"
        icon={<RefreshCw aria-hidden />}
        loading={syncing}
        disabled={!status.online}
        onClick={() => void refresh()}
      >
        Refresh
      </Button>
    </div>
  );
}
