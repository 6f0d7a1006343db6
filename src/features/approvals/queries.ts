import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import { getApprovalsByIds, getApprovalsFirstPage } from '../../api/approvals';
import { readCachedApprovals, type CachedApprovals } from '../../db/approvalReads';
import type { ApprovalList } from '../../db/rows';
import { useCacheQuery } from '../../db/useCacheQuery';
import { APPROVAL_PAGE_SIZE, type ApprovalRequest } from '../../shared/domain/approvals';
import { useSyncStatus } from '../../sync/syncStatus';

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
 * with every id, then 10 more by ids on 'Load more' (spec-3 §4 Approvals).
 */
export function useCompletedApprovals(): OnlineApprovals {
  const { online } = useSyncStatus();
  const [requests, setRequests] = useState<ApprovalRequest[]>([]);
  const [ids, setIds] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loadFirst = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await getApprovalsFirstPage('completed', APPROVAL_PAGE_SIZE);
      if (!mounted.current) return;
      setRequests(page.firstPageResults);
      setIds(page.ids);
      setLoaded(true);
    } catch (e) {
      if (mounted.current) setError(isApiError(e) ? e.message : LOAD_FAILED);
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, []);

  const loadMore = useCallback(async () => {
    const have = new Set(requests.map((r) => r.referenceId));
    const next = ids.filter((id) => !have.has(id)).slice(0, APPROVAL_PAGE_SIZE);
    if (next.length === 0) return;
    setLoading(true);
    setError(null);
    try {
      const more = await getApprovalsByIds(next);
      if (mounted.current) setRequests((current) => [...current, ...more]);
    } catch (e) {
      if (mounted.current) setError(isApiError(e) ? e.message : LOAD_FAILED);
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, [ids, requests]);

  // First load when the tab opens, and again when the connection returns before it loaded.
  useEffect(() => {
    if (online && !loaded) void loadFirst();
  }, [online, loaded, loadFirst]);

  return {
    requests,
    ids,
    loading: online && loading,
    error,
    offline: !online && !loaded,
    hasMore: requests.length < ids.length,
    loadMore,
    retry: loadFirst,
  };
}
