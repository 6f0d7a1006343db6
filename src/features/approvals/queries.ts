import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../api/ApiError';
import { getApprovalPolicies, getApprovalsByIds, getApprovalsFirstPage } from '../../api/approvals';
import { session } from '../../api/session';
import { readCachedApprovals, type CachedApprovals } from '../../db/approvalReads';
import type { ApprovalList } from '../../db/rows';
import { useCacheQuery } from '../../db/useCacheQuery';
import { APPROVAL_PAGE_SIZE, type ApprovalRequest } from '../../shared/domain/approvals';
import { usePagedByIds } from '../../shared/hooks/usePagedByIds';
import { useSyncStatus } from '../../sync/syncStatus';
import { mayBeApprover } from './approverTabs';

/** The lists the sync keeps on the device (completed ones are read online). */
export type CachedApprovalList = Extract<ApprovalList, 'pending' | 'mine'>;

/**
 * A cached approvals list, newest first, read from Dexie so it shows at once and offline, and
 * follows every sync. Undefined while the first read runs or no cache is open.
 */
export function useCachedApprovals(
  list: CachedApprovalList,
  limit: number,
): CachedApprovals | undefined {
  return useCacheQuery((db) => readCachedApprovals(db, list, limit), [list, limit]);
}

export interface OnlineApprovals {
  requests: ApprovalRequest[];
  ids: string[];
  loading: boolean;
  /** The bank could not be reached or refused; the text to show. */
  error: string | null;
  /** No connection: the list is not kept on the device. */
  offline: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  retry: () => Promise<void>;
}

const LOAD_FAILED = 'Completed requests could not be loaded. Please try again.';

/**
 * Completed requests, read from the bank when the tab opens (not kept offline): the first 10
 * with every id, then 10 more by ids on 'Load more' (spec-3 §4 Approvals). Offline it waits,
 * and loads when the connection returns.
 */
export function useCompletedApprovals(): OnlineApprovals {
  const { online } = useSyncStatus();
  const list = usePagedByIds<ApprovalRequest>({
    enabled: online,
    loadFirst: async () => {
      const page = await getApprovalsFirstPage('completed', APPROVAL_PAGE_SIZE);
      return { items: page.firstPageResults, ids: page.ids };
    },
    loadByIds: getApprovalsByIds,
    idOf: (request) => request.referenceId,
    pageSize: APPROVAL_PAGE_SIZE,
    errorText: (e) => (isApiError(e) ? e.message : LOAD_FAILED),
  });
  return {
    requests: list.items,
    ids: list.ids,
    loading: list.loading,
    error: list.error,
    offline: !online && !list.loaded,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}

/**
 * Whether the company's approval policies make the viewer an approver (mayBeApprover): read from
 * the bank once online; undefined while not known (loading, offline, or the read failed).
 */
export function useMayApprove(): boolean | undefined {
  const { online } = useSyncStatus();
  const role = useSnapshot(session).claims?.role;
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  const known = answer !== undefined;
  useEffect(() => {
    if (!online || !role || known) return;
    let alive = true;
    getApprovalPolicies().then(
      (policies) => {
        if (alive) setAnswer(mayBeApprover(role, policies));
      },
      () => undefined, // Not known: every tab stays.
    );
    return () => {
      alive = false;
    };
  }, [online, role, known]);
  return answer;
}
