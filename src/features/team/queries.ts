import { getTeamFirstPage, getTeamPage } from '../../api/team';
import { isApiError } from '../../api/ApiError';
import type { TeamMember } from '../../shared/domain/team';
import { usePagedByIds } from '../../shared/hooks/usePagedByIds';

export const TEAM_PAGE_SIZE = 10;

const FAILED = {
  first: 'The team could not be loaded.',
  more: 'More members could not be loaded.',
} as const;

/**
 * The team list is read from the bank when the page opens (it is not part of the offline
 * cache): a first page of 10 plus every id, then further pages by ids (spec-3 §7 Team).
 */
export function useTeamList() {
  const list = usePagedByIds<TeamMember>({
    loadFirst: async () => {
      const page = await getTeamFirstPage(TEAM_PAGE_SIZE);
      return { items: page.firstPageResults, ids: page.ids };
    },
    loadByIds: async (ids) => (await getTeamPage(ids)).results,
    idOf: (member) => member.userReferenceID,
    pageSize: TEAM_PAGE_SIZE,
    errorText: (e, page) => (isApiError(e) ? e.message : FAILED[page]),
  });
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
