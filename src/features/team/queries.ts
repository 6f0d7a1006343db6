import { useEffect, useRef } from 'react';
import { getTeamFirstPage, getTeamPage, type TeamView } from '../../api/team';
import { isApiError } from '../../api/ApiError';
import type { TeamMember, TeamSortKey } from '../../shared/domain/team';
import { usePagedByIds } from '../../shared/hooks/usePagedByIds';

export const TEAM_PAGE_SIZE = 10;

const FAILED = {
  first: 'The team could not be loaded.',
  more: 'More members could not be loaded.',
} as const;

/** The People page's choices: who is listed, and in what order. */
export const TEAM_SHOW_OPTIONS = [
  { value: '', label: 'Everyone' },
  { value: 'false', label: 'Not suspended' },
  { value: 'true', label: 'Suspended' },
] as const;
export const TEAM_ORDER_OPTIONS = [
  { value: '', label: 'Joined (oldest first)' },
  { value: 'name:asc', label: 'Name (A to Z)' },
  { value: 'name:desc', label: 'Name (Z to A)' },
  { value: 'role:asc', label: 'Role' },
  { value: 'status:asc', label: 'Status' },
] as const;
export type TeamShow = (typeof TEAM_SHOW_OPTIONS)[number]['value'];
export type TeamOrder = (typeof TEAM_ORDER_OPTIONS)[number]['value'];

/** The bank's query for a choice of the page (spec-3 §7 Team: ?suspended, ?sortKeys, ?sortOrders). */
export function teamViewOf(show: TeamShow, order: TeamOrder): TeamView {
  const [key, direction] = order ? (order.split(':') as [TeamSortKey, 'asc' | 'desc']) : [];
  return {
    ...(show && { suspended: show }),
    ...(key && { sortKeys: key, sortOrders: direction }),
  };
}

/**
 * The team list is read from the bank when the page opens and on each choice (it is not part of
 * the offline cache): a first page of 10 plus every id, then further pages by ids (spec-3 §7
 * Team), filtered and sorted by the bank.
 */
export function useTeamList(view: TeamView = {}) {
  const list = usePagedByIds<TeamMember>({
    loadFirst: async () => {
      const page = await getTeamFirstPage(TEAM_PAGE_SIZE, view);
      return { items: page.firstPageResults, ids: page.ids };
    },
    loadByIds: async (ids) => (await getTeamPage(ids)).results,
    idOf: (member) => member.userReferenceID,
    pageSize: TEAM_PAGE_SIZE,
    errorText: (e, page) => (isApiError(e) ? e.message : FAILED[page]),
  });
  // A new choice reads the first page again (the first view loads as the page opens).
  const key = JSON.stringify(view);
  const shown = useRef(key);
  const { retry } = list;
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    void retry();
  }, [key, retry]);
  return {
    members: list.items,
    ids: list.ids,
    loading: list.loading,
    error: list.error,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}

// --- A member: detail, role, suspension (issue 24, people) ---

export type { TeamMemberDetail } from '../../api/team';
export { changeMemberRole, getTeamMember, suspendMember, unsuspendMember } from '../../api/team';

/** What a failed member call says: the bank's refusal as the catalogue words it. */
export function memberErrorText(error: unknown): string {
  if (isApiError(error) && error.code === 'USER_ALREADY_SUSPENDED')
    return 'This user is already suspended.';
  return isApiError(error) ? error.message : 'Please try again.';
}
