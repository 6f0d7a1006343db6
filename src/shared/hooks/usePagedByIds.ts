import { useCallback, useEffect, useRef, useState } from 'react';

/** The first answer of a list read by ids: its first page, and the ids of the whole list in order. */
export interface FirstPageWithIds<T> {
  items: T[];
  ids: string[];
}

export interface PagedByIdsSource<T> {
  /** Asks for the first page and every id. */
  loadFirst: () => Promise<FirstPageWithIds<T>>;
  /** Asks for the items of these ids (the next page). */
  loadByIds: (ids: string[]) => Promise<T[]>;
  idOf: (item: T) => string;
  /** How many ids 'load more' asks for at a time. */
  pageSize: number;
  /** The text shown for a failed load: of the first page, or of a further one. */
  errorText: (error: unknown, page: 'first' | 'more') => string;
  /**
   * Loads only while true (online). The first page loads when it turns true and is not loaded
   * yet; while false, `loading` is false. Defaults to true.
   */
  enabled?: boolean;
}

export interface PagedByIds<T> {
  items: T[];
  ids: string[];
  /** A page is on its way (and, before the first answer, while one is due). */
  loading: boolean;
  /** The caller's text for the last failed load; null once a load starts again. */
  error: string | null;
  /** The first page has arrived. */
  loaded: boolean;
  /** Some ids have no item yet. */
  hasMore: boolean;
  /** Asks for the next `pageSize` ids not loaded yet. */
  loadMore: () => Promise<void>;
  /** Loads the first page again (after a failure). */
  retry: () => Promise<void>;
}

interface State<T> {
  items: T[];
  ids: string[];
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

/**
 * A list read online "first page plus ids, then pages by ids" (spec-3 §4 Approvals, §7 Team):
 * the first answer carries the first page and every id; 'load more' asks for the next ids not
 * loaded yet. Answers that arrive after the component is gone, or after a newer first load
 * started, are dropped. Sources may be new functions on every render: the latest are used.
 */
export function usePagedByIds<T>(source: PagedByIdsSource<T>): PagedByIds<T> {
  const enabled = source.enabled ?? true;
  const [state, setState] = useState<State<T>>({
    items: [],
    ids: [],
    loaded: false,
    loading: true,
    error: null,
  });
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  // What the loads read: set together with the state, so a load never works from a stale render.
  const list = useRef<{ items: T[]; ids: string[] }>({ items: [], ids: [] });
  // Bumped by every first load and on unmount: an answer whose generation has passed is dropped.
  const generation = useRef(0);
  const loadingMore = useRef(false);
  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  const loadFirst = useCallback(async () => {
    const run = ++generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const first = await latest.current.loadFirst();
      if (run !== generation.current) return;
      list.current = { items: first.items, ids: first.ids };
      setState({ items: first.items, ids: first.ids, loaded: true, loading: false, error: null });
    } catch (error) {
      if (run !== generation.current) return;
      const text = latest.current.errorText(error, 'first');
      setState((s) => ({ ...s, loading: false, error: text }));
    }
  }, []);

  const loadMore = useCallback(async () => {
    if (loadingMore.current) return;
    const { idOf, pageSize } = latest.current;
    const seen = new Set(list.current.items.map(idOf));
    const next = list.current.ids.filter((id) => !seen.has(id)).slice(0, pageSize);
    if (next.length === 0) return;
    const run = generation.current;
    loadingMore.current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const more = await latest.current.loadByIds(next);
      if (run !== generation.current) return;
      const items = [...list.current.items, ...more];
      list.current = { ...list.current, items };
      setState((s) => ({ ...s, items, loading: false }));
    } catch (error) {
      if (run !== generation.current) return;
      const text = latest.current.errorText(error, 'more');
      setState((s) => ({ ...s, loading: false, error: text }));
    } finally {
      loadingMore.current = false;
    }
  }, []);

  // The first page when the list opens, and again when it is enabled (back online) before it loaded.
  useEffect(() => {
    if (enabled && !state.loaded) void loadFirst();
  }, [enabled, state.loaded, loadFirst]);

  return {
    items: state.items,
    ids: state.ids,
    loading: enabled && state.loading,
    error: state.error,
    loaded: state.loaded,
    hasMore: state.items.length < state.ids.length,
    loadMore,
    retry: loadFirst,
  };
}
