import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeMeta } from './meta';
import { useMeta } from './useMeta';
import { deleteAllCacheDatabases, openUserDatabase } from './userDatabase';

afterEach(() => deleteAllCacheDatabases());

describe('useMeta', () => {
  it('re-renders when sync writes, and forgets the value when the database is deleted', async () => {
    const { result } = renderHook(() => useMeta<{ name: string }>('profile'));
    expect(result.current).toBeUndefined();
    const db = await act(() => openUserDatabase({ corpID: 'C', sub: 'U' }));
    await act(() => writeMeta(db, 'profile', { name: 'Ada' }));
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada' }));
    await act(() => writeMeta(db, 'profile', { name: 'Ada L.' }));
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada L.' }));
    await act(() => deleteAllCacheDatabases());
    await waitFor(() => expect(result.current).toBeUndefined());
  });
});
