import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLastSynced } from '../../db/useMeta';
import { Button } from '../../shared/ui/Button';
import { formatLastUpdated, formatOfflineLabel } from '../../sync/offlineLabel';
import { syncNow } from '../../sync/syncEngine';
import { useSyncStatus } from '../../sync/syncStatus';
import './Freshness.css';

interface FreshnessProps {
  /** The synced store the list is read from ('transactions', 'approvals'). */
  store: string;
  /** Offers a Refresh that syncs the store now (disabled offline). */
  refresh?: boolean;
}

/**
 * How fresh a list read from the device's cache is: 'Last updated 10:42' ('Not updated yet'
 * before the store's first sync) or, with no connection, 'Offline - showing data from 10:42'.
 * The time is the store's last sync as the cache keeps it, so it survives an offline reload.
 */
export function Freshness({ store, refresh = false }: FreshnessProps) {
  const status = useSyncStatus();
  const at = useLastSynced(store);
  const [refreshing, setRefreshing] = useState(false);
  const syncing = refreshing || status.stores[store]?.progress !== undefined;
  const sync = async () => {
    setRefreshing(true);
    try {
      await syncNow([store]);
    } finally {
      setRefreshing(false);
    }
  };
  // Nothing is said while the cache is still being read.
  const text =
    at === undefined
      ? null
      : !status.online
        ? formatOfflineLabel(at)
        : at === null
          ? 'Not updated yet'
          : formatLastUpdated(at);
  return (
    <div className="cache-freshness">
      {text && <span className="cache-freshness__text">{text}</span>}
      {refresh && (
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw aria-hidden />}
          loading={syncing}
          disabled={!status.online}
          onClick={() => void sync()}
        >
          Refresh
        </Button>
      )}
    </div>
  );
}
