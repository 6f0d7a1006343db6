import { useCallback, useEffect, useState } from 'react';
import { getTeamFirstPage, getTeamPage } from '../../api/profile';
import { isApiError } from '../../api/ApiError';
import type { TeamMember } from '../../shared/domain/profile';

export const TEAM_PAGE_SIZE = 10;

interface TeamState {
  members: TeamMember[];
  ids: string[];
  loading: boolean;
  error: string | null;
}

/**
 * The team list is read from the bank when the page opens (it is not part of the offline
 * cache): a first page of 10 plus every id, then further pages by ids (spec-3 §7 Team).
 */
export function useTeamList() {
  const [state, setState] = useState<TeamState>({
    members: [],
    ids: [],
    loading: true,
    error: null,
  });

  const loadFirst = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const page = await getTeamFirstPage(TEAM_PAGE_SIZE);
      setState({ members: page.firstPageResults, ids: page.ids, loading: false, error: null });
    } catch (e) {
      setState((s) => ({
        ...s,
        loading: false,
        error: isApiError(e) ? e.message : 'The team could not be loaded.',
      }));
    }
  }, []);

  const loadMore = useCallback(async () => {
    const next = state.ids.slice(state.members.length, state.members.length + TEAM_PAGE_SIZE);
    if (next.length === 0) return;
    setState((s) => ({ ...s, loading: true }));
    try {
      const page = await getTeamPage(next);
      setState((s) => ({ ...s, members: [...s.members, ...page.results], loading: false }));
    } catch (e) {
      setState((s) => ({
        ...s,
        loading: false,
        error: isApiError(e) ? e.message : 'More members could not be loaded.',
      }));
    }
  }, [state.ids, state.members.length]);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  return { ...state, hasMore: state.members.length < state.ids.length, loadMore, retry: loadFirst };
}
