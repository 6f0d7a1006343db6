import { CloudOff, History } from 'lucide-react';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useCompletedApprovals } from '../queries';
import { ApprovalTable } from './ApprovalTable';

/** Shown on the Completed tab without a connection: that list is not kept on the device. */
export const COMPLETED_OFFLINE =
  "You're offline. Completed requests are not saved on this device; they will load when you're back online.";

/** Completed requests, read from the bank: 10 first, then 10 more by ids per 'Load more'. */
export function CompletedListPanel({ onOpen }: { onOpen: (request: ApprovalRequest) => void }) {
  const list = useCompletedApprovals();
  if (list.offline)
    return (
      <EmptyState
        icon={CloudOff}
        title="Completed requests need a connection"
        text={COMPLETED_OFFLINE}
      />
    );
  return (
    <>
      {list.ids.length > 0 && (
        <div className="approvals-panel__meta">
          <p className="approvals-panel__count">{`Showing ${list.requests.length} of ${list.ids.length}`}</p>
        </div>
      )}
      {list.error && (
        <Alert
          kind="warning"
          title="Completed requests not loaded"
          actions={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void (list.requests.length ? list.loadMore() : list.retry())}
            >
              Try again
            </Button>
          }
        >
          <p>{list.error}</p>
        </Alert>
      )}
      {list.requests.length > 0 ? (
        <ApprovalTable requests={list.requests} caption="Completed requests" onOpen={onOpen} />
      ) : list.loading ? (
        <Skeleton lines={6} />
      ) : (
        !list.error && (
          <EmptyState
            icon={History}
            title="No completed requests"
            text="Approved, rejected and cancelled requests appear here."
          />
        )
      )}
      {list.hasMore && (
        <div className="approvals-panel__more">
          <Button variant="secondary" loading={list.loading} onClick={() => void list.loadMore()}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
