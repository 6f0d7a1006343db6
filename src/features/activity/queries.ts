import { useCallback, useEffect, useRef, useState } from 'react';
import { getActivity } from '../../api/activity';
import { isApiError } from '../../api/ApiError';
import { getSortedTeam } from '../../api/team';
import type { ActivityKind, ActivityRecord } from '../../shared/domain/activity';
import type { TeamMember } from '../../shared/domain/team';
import { useSyncStatus } from '../../sync/syncStatus';

/** Records asked for per page ('Load more' asks for the next). */
export const ACTIVITY_PAGE = 20;

export const ACTIVITY_OFFLINE =
  "You're offline. The activity log is not saved on this device; it will load when you're back online.";
const LOAD_FAILED = 'The activity log could not be loaded. Please try again.';

export interface ActivityFilter {
  person: string;
  kind: ActivityKind | '';
}

export interface ActivityLog {
  records: ActivityRecord[];
  loading: boolean;
  error: string | null;
  /** Offline before the first page came: nothing to show (the log is never cached). */
  offline: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  retry: () => Promise<void>;
}

interface State {
  records: ActivityRecord[];
  nextBefore: string | null;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

const START: State = { records: [], nextBefore: null, loaded: false, loading: true, error: null };

/**
 * The company's activity, read from the bank (never cached: docs/decisions/activity.md), newest
 * first: a page of 20, then the page before the last record shown on 'Load more'. A new filter
 * starts again from the newest; an answer for an older filter is dropped. Offline it waits, and
 * loads when the connection returns.
 */
export function useActivityLog(filter: ActivityFilter): ActivityLog {
  const { online } = useSyncStatus();
  const [state, setState] = useState<State>(START);
  const generation = useRef(0);
  const { person, kind } = filter;

  const load = useCallback(
    async (before: string | null) => {
      const mine = before ? generation.current : ++generation.current;
      setState((s) => (before ? { ...s, loading: true, error: null } : { ...START }));
      try {
        const page = await getActivity({
          pageSize: ACTIVITY_PAGE,
          ...(person ? { person } : {}),
          ...(kind ? { kind } : {}),
          ...(before ? { before } : {}),
        });
        if (mine !== generation.current) return;
        setState((s) => ({
          records: before ? [...s.records, ...page.records] : page.records,
          nextBefore: page.nextBefore,
          loaded: true,
          loading: false,
          error: null,
        }));
      } catch (error) {
        if (mine !== generation.current) return;
        setState((s) => ({
          ...s,
          loading: false,
          error: isApiError(error) ? error.message : LOAD_FAILED,
        }));
      }
    },
    [person, kind],
  );

  useEffect(() => {
    if (online) void load(null);
  }, [online, load]);
  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  return {
    records: state.records,
    loading: online && state.loading,
    error: state.error,
    offline: !online && !state.loaded,
    hasMore: state.nextBefore !== null,
    loadMore: () => (state.nextBefore ? load(state.nextBefore) : Promise.resolve()),
    retry: () => load(state.loaded ? state.nextBefore : null),
  };
}

/** The whole team by name, for the person filter; empty until (or unless) it loads. */
export function useTeamByName(): TeamMember[] {
  const { online } = useSyncStatus();
  const [members, setMembers] = useState<TeamMember[]>([]);
  useEffect(() => {
    if (!online || members.length) return;
    let live = true;
    getSortedTeam().then(
      (team) => {
        if (live) setMembers(team);
      },
      // The filter then offers 'All people' only; the log itself says what failed.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [online, members.length]);
  return members;
}
