import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedByIds, type FirstPageWithIds, type PagedByIdsSource } from './usePagedByIds';

interface Item {
  id: string;
}

const item = (id: string): Item => ({ id });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `ID-${i + 1}`);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A list of `total` items, served 3 first and by ids after. */
function source(total: number) {
  const all = ids(total);
  return {
    loadFirst: vi.fn<() => Promise<FirstPageWithIds<Item>>>(() =>
      Promise.resolve({ items: all.slice(0, 3).map(item), ids: all }),
    ),
    loadByIds: vi.fn<(wanted: string[]) => Promise<Item[]>>((wanted) =>
      Promise.resolve(wanted.map(item)),
    ),
    idOf: (i: Item) => i.id,
    pageSize: 3,
    errorText: vi.fn<(error: unknown, page: 'first' | 'more') => string>((_, page) =>
      page === 'first' ? 'First page failed.' : 'More failed.',
    ),
  } satisfies PagedByIdsSource<Item>;
}

const idsOf = (items: Item[]) => items.map((i) => i.id);

describe('usePagedByIds', () => {
  it('loads the first page with every id when it opens', async () => {
    const src = source(7);
    const { result } = renderHook(() => usePagedByIds(src));
    expect(result.current).toMatchObject({ loading: true, loaded: false, items: [], error: null });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ loading: false, hasMore: true, ids: ids(7) });
    expect(idsOf(result.current.items)).toEqual(['ID-1', 'ID-2', 'ID-3']);
    expect(src.loadFirst).toHaveBeenCalledTimes(1);
  });

  it('loads more by the next page of ids not loaded yet, until none is left', async () => {
    const src = source(7);
    const { result } = renderHook(() => usePagedByIds(src));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadMore());
    expect(src.loadByIds).toHaveBeenLastCalledWith(['ID-4', 'ID-5', 'ID-6']);
    await act(() => result.current.loadMore());
    expect(src.loadByIds).toHaveBeenLastCalledWith(['ID-7']);
    expect(idsOf(result.current.items)).toEqual(ids(7));
    expect(result.current.hasMore).toBe(false);
    await act(() => result.current.loadMore());
    expect(src.loadByIds).toHaveBeenCalledTimes(2);
  });

  it('asks for one page at a time when load more is pressed twice', async () => {
    const more = deferred<Item[]>();
    const src = source(7);
    src.loadByIds.mockImplementation(() => more.promise);
    const { result } = renderHook(() => usePagedByIds(src));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let first!: Promise<void>;
    act(() => {
      first = result.current.loadMore();
      void result.current.loadMore();
    });
    expect(src.loadByIds).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
    await act(async () => {
      more.resolve(['ID-4', 'ID-5', 'ID-6'].map(item));
      await first;
    });
    expect(idsOf(result.current.items)).toHaveLength(6);
  });

  it("shows the caller's text for a failed first page, and loads it again on retry", async () => {
    const src = source(5);
    src.loadFirst.mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePagedByIds(src));
    await waitFor(() => expect(result.current.error).toBe('First page failed.'));
    expect(src.errorText).toHaveBeenCalledWith(new Error('down'), 'first');
    expect(result.current).toMatchObject({ loading: false, loaded: false, items: [] });
    await act(() => result.current.retry());
    expect(result.current).toMatchObject({ error: null, loaded: true, loading: false });
    expect(idsOf(result.current.items)).toEqual(['ID-1', 'ID-2', 'ID-3']);
  });

  it('keeps what it has when a further page fails, and clears the error when load more works', async () => {
    const src = source(5);
    src.loadByIds.mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePagedByIds(src));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ error: 'More failed.', loading: false, hasMore: true });
    expect(result.current.items).toHaveLength(3);
    await act(() => result.current.loadMore());
    expect(src.loadByIds).toHaveBeenLastCalledWith(['ID-4', 'ID-5']);
    expect(result.current).toMatchObject({ error: null, hasMore: false });
  });

  it('drops an answer that arrives after unmount', async () => {
    const first = deferred<FirstPageWithIds<Item>>();
    const src = source(5);
    src.loadFirst.mockImplementation(() => first.promise);
    const errors = vi.spyOn(console, 'error');
    const { unmount } = renderHook(() => usePagedByIds(src));
    unmount();
    await act(async () => first.reject(new Error('late')));
    expect(src.errorText).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('drops the answer of a first load that a retry replaced', async () => {
    const slow = deferred<FirstPageWithIds<Item>>();
    const src = source(5);
    src.loadFirst.mockImplementationOnce(() => slow.promise);
    const { result } = renderHook(() => usePagedByIds(src));
    await act(() => result.current.retry());
    expect(idsOf(result.current.items)).toEqual(['ID-1', 'ID-2', 'ID-3']);
    await act(async () => slow.resolve({ items: [item('OLD')], ids: ['OLD'] }));
    expect(idsOf(result.current.items)).toEqual(['ID-1', 'ID-2', 'ID-3']);
  });

  it('waits while disabled, loads when enabled, and does not load again once loaded', async () => {
    const src = source(5);
    const { result, rerender } = renderHook(({ enabled }) => usePagedByIds({ ...src, enabled }), {
      initialProps: { enabled: false },
    });
    expect(result.current).toMatchObject({ loading: false, loaded: false });
    expect(src.loadFirst).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    rerender({ enabled: false });
    expect(result.current).toMatchObject({ loading: false, loaded: true });
    rerender({ enabled: true });
    expect(src.loadFirst).toHaveBeenCalledTimes(1);
  });

  it('loads the first page again when enabled after a failed one', async () => {
    const src = source(5);
    src.loadFirst.mockRejectedValueOnce(new Error('offline'));
    const { result, rerender } = renderHook(({ enabled }) => usePagedByIds({ ...src, enabled }), {
      initialProps: { enabled: true },
    });
    await waitFor(() => expect(result.current.error).toBe('First page failed.'));
    rerender({ enabled: false });
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(src.loadFirst).toHaveBeenCalledTimes(2);
  });
});
