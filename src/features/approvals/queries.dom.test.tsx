import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalRow } from '../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../db/userDatabase';
import { useCachedApprovals } from './queries';
import { anApprovalRequest } from './testRequests';

afterEach(() => deleteAllCacheDatabases());

const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T08:00:00.000Z`;

describe('useCachedApprovals', () => {
  it('reads one list from the cache, newest first, the asked-for number with the total', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
    await db.approvals.bulkPut([
      ...Array.from({ length: 13 }, (_, i) =>
        approvalRow(
          anApprovalRequest({ referenceId: `P-${i + 1}`, createdAt: at(i + 1) }),
          'pending',
        ),
      ),
      approvalRow(anApprovalRequest({ referenceId: 'M-1', createdAt: at(20) }), 'mine'),
    ]);
    const { result, rerender } = renderHook(({ limit }) => useCachedApprovals('pending', limit), {
      initialProps: { limit: 10 },
    });
    await waitFor(() => expect(result.current?.total).toBe(13));
    expect(result.current?.requests.map((r) => r.referenceId)).toEqual([
      'P-13',
      'P-12',
      'P-11',
      'P-10',
      'P-9',
      'P-8',
      'P-7',
      'P-6',
      'P-5',
      'P-4',
    ]);
    rerender({ limit: 20 });
    await waitFor(() => expect(result.current?.requests).toHaveLength(13));
  });

  it('follows sync writes and shows nothing of another list', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
    const { result } = renderHook(() => useCachedApprovals('mine', 10));
    await waitFor(() => expect(result.current).toEqual({ requests: [], total: 0 }));
    await act(() =>
      db.approvals.put(approvalRow(anApprovalRequest({ referenceId: 'P-1' }), 'pending')),
    );
    await act(() =>
      db.approvals.put(approvalRow(anApprovalRequest({ referenceId: 'M-1' }), 'mine')),
    );
    await waitFor(() =>
      expect(result.current?.requests.map((r) => r.referenceId)).toEqual(['M-1']),
    );
  });

  it('moves a decided request out of the pending list when it is written as completed', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
    const request = anApprovalRequest({ referenceId: 'P-1' });
    await db.approvals.put(approvalRow(request, 'pending'));
    const { result } = renderHook(() => useCachedApprovals('pending', 10));
    await waitFor(() => expect(result.current?.total).toBe(1));
    await act(() => db.approvals.put(approvalRow({ ...request, status: 'Accepted' }, 'completed')));
    await waitFor(() => expect(result.current?.total).toBe(0));
  });
});
