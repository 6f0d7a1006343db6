import { ClipboardCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { APPROVAL_PAGE_SIZE, type ApprovalRequest } from '../../../shared/domain/approvals';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Freshness } from '../../../entities/cache/Freshness';
import { useCachedApprovals, type CachedApprovalList } from '../queries';
import { ApprovalTable } from './ApprovalTable';

const TEXTS: Record<CachedApprovalList, { caption: string; empty: string; emptyText: string }> = {
  pending: {
    caption: 'Requests waiting for your approval',
    empty: 'Nothing to approve',
    emptyText: 'Requests that need your approval appear here.',
  },
  mine: {
    caption: 'Your requests',
    empty: 'No requests yet',
    emptyText: 'Transfers you submit for approval appear here.',
  },
};

/** Pending or My requests, from the device's cache: 10 first, then 10 more per 'Load more'. */
export function CachedListPanel({
  list,
  onOpen,
}: {
  list: CachedApprovalList;
  onOpen: (request: ApprovalRequest) => void;
}) {
  const [limit, setLimit] = useState(APPROVAL_PAGE_SIZE);
  const data = useCachedApprovals(list, limit);
  const texts = TEXTS[list];
  if (!data) return <Skeleton lines={6} />;
  return (
    <>
      <div className="approvals-panel__meta">
        <p className="approvals-panel__count">
          {data.total === 0 ? 'No requests' : `Showing ${data.requests.length} of ${data.total}`}
        </p>
        <Freshness store="approvals" />
      </div>
      {data.total === 0 ? (
        <EmptyState
          icon={list === 'pending' ? ClipboardCheck : Send}
          title={texts.empty}
          text={texts.emptyText}
        />
      ) : (
        <ApprovalTable requests={data.requests} caption={texts.caption} onOpen={onOpen} />
      )}
      {data.requests.length < data.total && (
        <div className="approvals-panel__more">
          <Button variant="secondary" onClick={() => setLimit((n) => n + APPROVAL_PAGE_SIZE)}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
