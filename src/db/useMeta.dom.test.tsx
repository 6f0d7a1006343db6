import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeMeta } from './meta';
import { useMeta } from './useMeta';
import { deleteAllCacheDatabases, openUserDatabase } from './userDatabase';

afterEach(() => deleteAllCacheDatabases());

describe('useMeta', () => {
  it('useMeta re-renders when sync writes', async () => {
    const { result } = renderHook(() => useMeta<{ name: string }>('profile'));
    expect(result.current).toBeUndefined();
    const db = await act(() => openUserDatabase({ corpID: 'C', sub: 'U' }));
    await act(() => writeMeta(db, 'profile', { name: 'Ada' }));
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada' }));
    await act(() => writeMeta(db, 'profile', { name: 'Ada L.' }));
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada L.' }));
  });

  it('forgets the value when the database is deleted on logout', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
    await writeMeta(db, 'profile', { name: 'Ada' });
    const { result } = renderHook(() => useMeta<{ name: string }>('profile'));
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada' }));
    await act(() => deleteAllCacheDatabases());
    expect(result.current).toBeUndefined();
  });

  it("never shows the previous user's value after an account switch", async () => {
    const ada = await openUserDatabase({ corpID: 'C', sub: 'ada' });
    await writeMeta(ada, 'profile', { name: 'Ada' });
    const seen: ({ name: string } | undefined)[] = [];
    const { result } = renderHook(() => {
      const value = useMeta<{ name: string }>('profile');
      seen.push(value);
      return value;
    });
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada' }));
    seen.length = 0;
    const bob = await act(() => openUserDatabase({ corpID: 'C', sub: 'bob' }));
    await act(() => writeMeta(bob, 'profile', { name: 'Bob' }));
    await waitFor(() => expect(result.current).toEqual({ name: 'Bob' }));
    expect(seen).not.toContainEqual({ name: 'Ada' });
  });
});
