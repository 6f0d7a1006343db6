import { CheckCircle2, CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { formatOfflineLabel } from '../sync/offlineLabel';
import { useSyncStatus, type SyncStatus } from '../sync/syncStatus';
import './SyncIndicator.css';

type Shown = 'offline' | 'updating' | 'failed' | 'fresh';

/**
 * What the indicator says. 'Up to date' is a promise that the data on this device is the bank's:
 * never before the first sync has written anything, nor after a sync failed.
 */
export function indicatorState(
  status: Pick<SyncStatus, 'online' | 'phase' | 'lastSyncedAt'>,
): Shown {
  if (!status.online || status.phase === 'offline') return 'offline';
  if (status.phase === 'syncing' || status.lastSyncedAt === null) return 'updating';
  return status.phase === 'error' ? 'failed' : 'fresh';
}

/** How fresh the shown data is: 'Offline - showing data from HH:MM' when there is no connection. */
export function SyncIndicator() {
  const status = useSyncStatus();
  switch (indicatorState(status)) {
    case 'offline':
      return (
        <p className="sync-indicator sync-indicator--offline" role="status">
          <CloudOff aria-hidden size={16} /> {formatOfflineLabel(status.lastSyncedAt)}
        </p>
      );
    case 'updating':
      return (
        <p className="sync-indicator" role="status">
          <RefreshCw aria-hidden size={16} className="sync-indicator__spin" /> Updating…
        </p>
      );
    case 'failed':
      return (
        <p className="sync-indicator sync-indicator--offline" role="status">
          <TriangleAlert aria-hidden size={16} /> Could not update: retrying soon
        </p>
      );
    default:
      return (
        <p className="sync-indicator" role="status">
          <CheckCircle2 aria-hidden size={16} /> Up to date
        </p>
      );
  }
}
