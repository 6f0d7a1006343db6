import { CloudOff, RefreshCw, CheckCircle2 } from 'lucide-react';
import { formatOfflineLabel } from '../sync/offlineLabel';
import { useSyncStatus } from '../sync/syncStatus';
import './SyncIndicator.css';

/** How fresh the shown data is: 'Offline - showing data from HH:MM' when there is no connection. */
export function SyncIndicator() {
  const status = useSyncStatus();
  if (!status.online || status.phase === 'offline') {
    return (
      <p className="sync-indicator sync-indicator--offline" role="status">
        <CloudOff aria-hidden size={16} /> {formatOfflineLabel(status.lastSyncedAt)}
      </p>
    );
  }
  if (status.phase === 'syncing') {
    return (
      <p className="sync-indicator" role="status">
        <RefreshCw aria-hidden size={16} className="sync-indicator__spin" /> Updating…
      </p>
    );
  }
  return (
    <p className="sync-indicator" role="status">
      <CheckCircle2 aria-hidden size={16} /> Up to date
    </p>
  );
}
