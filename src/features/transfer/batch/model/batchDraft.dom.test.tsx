import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  deleteFile,
  deleteTransfers,
  getBatchTransfers,
  getSummary,
  requestUploadUrl,
  uploadFile,
  validate,
  validateTransfer,
} from '../../../../api/batchTransfers';
import {
  deleteAllCacheDatabases,
  deleteUserDatabase,
  openUserDatabase,
} from '../../../../db/userDatabase';
import { setOnline } from '../../../../sync/syncStatus';
import { removeTransfers, saveTransfer, sendRows } from '../actions';
import { BatchReview } from '../components/BatchReview';
import { summary, transfer } from '../test/fixtures';
import {
  clearBatchDraft,
  readBatchDraft,
  saveBatchDraft,
  updateBatchDraft,
  useBatchDraft,
  type BatchDraft,
} from './batchDraft';

vi.mock('../../../../api/batchTransfers', () => ({
  getBatchTransfers: vi.fn<typeof import('../../../../api/batchTransfers').getBatchTransfers>(),
  getSummary: vi.fn<typeof import('../../../../api/batchTransfers').getSummary>(),
  deleteFile: vi.fn<typeof import('../../../../api/batchTransfers').deleteFile>(),
  validateTransfer: vi.fn<typeof import('../../../../api/batchTransfers').validateTransfer>(),
  deleteTransfers: vi.fn<typeof import('../../../../api/batchTransfers').deleteTransfers>(),
  requestUploadUrl: vi.fn<typeof import('../../../../api/batchTransfers').requestUploadUrl>(),
  uploadFile: vi.fn<typeof import('../../../../api/batchTransfers').uploadFile>(),
  validate: vi.fn<typeof import('../../../../api/batchTransfers').validate>(),
}));
vi.mock('../../../../sync/syncEngine', () => ({
  syncNow: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  await act(async () => setOnline(true));
  vi.mocked(getBatchTransfers).mockReset();
  vi.mocked(getSummary).mockReset();
  await deleteAllCacheDatabases();
});

const DRAFT: Omit<BatchDraft, 'savedAt'> = {
  kind: 'LOCAL',
  fileName: 'payroll.csv',
  fileType: 'csv',
  rows: null,
  batchReferenceId: 'BATCH-1',
  batch: {
    batchReferenceId: 'BATCH-1',
    fileName: 'payroll.csv',
    status: 'VALIDATED',
    revision: 1,
    transferCount: 2,
    validCount: 1,
    invalidCount: 1,
    submittedCount: 0,
    createdAt: '2026-11-27T20:00:00.000Z',
  },
  transfers: [
    transfer(2),
    transfer(3, { errors: [{ field: 'amount', message: 'Enter an amount above zero.' }] }),
  ],
};

function Page() {
  const draft = useBatchDraft();
  return draft ? <BatchReview draft={draft} /> : <p>No batch</p>;
}

describe('the batch being prepared', () => {
  it("is kept in the user's cache and deleted with it at logout", async () => {
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft(DRAFT);
    expect((await readBatchDraft())?.transfers).toHaveLength(2);
    await deleteUserDatabase();
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    expect(await readBatchDraft()).toBeUndefined();
  });

  it("takes the bank's answer only for the batch it holds: a late answer brings no deleted batch back", async () => {
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft(DRAFT);
    await updateBatchDraft('BATCH-1', { transfers: [transfer(2)] });
    expect((await readBatchDraft())?.transfers).toHaveLength(1);
    // Another file uploaded since: the old batch's answer leaves it alone.
    await saveBatchDraft({ ...DRAFT, batchReferenceId: 'BATCH-2' });
    await updateBatchDraft('BATCH-1', { transfers: [] });
    expect((await readBatchDraft())?.transfers).toHaveLength(2);
    // Deleted since: nothing is written back.
    await clearBatchDraft();
    await updateBatchDraft('BATCH-2', { transfers: [] });
    expect(await readBatchDraft()).toBeUndefined();
  });

  it('offline, the table reads from the cache; edits and deletions wait and nothing is asked', async () => {
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft(DRAFT);
    await act(async () => setOnline(false));
    render(<Page />);
    expect(
      await screen.findByText('You are offline: this is the batch as it was last read.'),
    ).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Only rows with errors (1)' })).toBeDefined();
    expect(screen.getByRole('table', { name: 'Transfers in the file' }).textContent).toContain(
      'Amount: Enter an amount above zero.',
    );
    expect(screen.queryByRole('button', { name: 'Edit line 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete file' })).toHaveProperty('disabled', true);
    expect(getBatchTransfers).not.toHaveBeenCalled();
    expect(getSummary).not.toHaveBeenCalled();
  });

  it('online, the batch and its summary are read again from the bank', async () => {
    vi.mocked(getBatchTransfers).mockResolvedValue({
      batch: DRAFT.batch!,
      transfers: DRAFT.transfers,
    });
    vi.mocked(getSummary).mockResolvedValue(summary({ transferCount: 1, invalidCount: 1 }));
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft(DRAFT);
    render(<Page />);
    await waitFor(() => expect(getBatchTransfers).toHaveBeenCalledWith('BATCH-1'));
    expect(await screen.findByText('1 transfer ready to send')).toBeDefined();
  });

  it('the review opening on a batch just uploaded does not read it again, but does once back online', async () => {
    vi.mocked(requestUploadUrl).mockResolvedValue({
      batchReferenceId: 'BATCH-1',
      uploadUrl: '/batch-transfers/BATCH-1/upload?signature=s',
      expiresAt: '2026-11-27T20:15:00.000Z',
      maxBytes: 5_000_000,
      maxTransfers: 1000,
    });
    vi.mocked(uploadFile).mockResolvedValue(DRAFT.batch!);
    vi.mocked(validate).mockResolvedValue(DRAFT.batch!);
    vi.mocked(getBatchTransfers).mockResolvedValue({
      batch: DRAFT.batch!,
      transfers: DRAFT.transfers,
    });
    vi.mocked(getSummary).mockResolvedValue(summary({ transferCount: 1, invalidCount: 1 }));
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await sendRows('LOCAL', 'payroll.csv', 'csv', []);
    render(<Page />);
    expect(await screen.findByText('1 transfer ready to send')).toBeDefined();
    expect(getBatchTransfers).toHaveBeenCalledTimes(1);
    await act(async () => setOnline(false));
    await act(async () => setOnline(true));
    await waitFor(() => expect(getBatchTransfers).toHaveBeenCalledTimes(2));
  });

  it('reads the summary once per change of the batch, not at every write of the draft', async () => {
    vi.mocked(getBatchTransfers).mockResolvedValue({
      batch: { ...DRAFT.batch! },
      transfers: DRAFT.transfers,
    });
    vi.mocked(getSummary).mockResolvedValue(summary({ transferCount: 1, invalidCount: 1 }));
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft(DRAFT);
    render(<Page />);
    await waitFor(() => expect(getBatchTransfers).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('1 transfer ready to send')).toBeDefined();
    // The batch read back is written to the draft: the same revision asks no second summary.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(getSummary).toHaveBeenCalledTimes(1);
  });

  it('after an edit or a deletion, every row has the verdict the bank gave it again', async () => {
    // Line 3 repeats line 2; editing line 2 clears line 3's error at the bank too.
    const repeat = transfer(3, {
      errors: [{ field: 'reference', message: 'This transfer repeats line 2.' }],
    });
    const bankBatch = { ...DRAFT.batch!, revision: 2, validCount: 2, invalidCount: 0 };
    vi.mocked(validateTransfer).mockResolvedValue({ transfer: transfer(2), batch: bankBatch });
    vi.mocked(getBatchTransfers).mockResolvedValue({
      batch: bankBatch,
      transfers: [transfer(2), transfer(3)],
    });
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft({ ...DRAFT, transfers: [transfer(2), repeat] });
    await saveTransfer('BATCH-1', 'BT-2', transfer(2).input);
    expect((await readBatchDraft())?.transfers.map((t) => t.status)).toEqual(['VALID', 'VALID']);

    vi.mocked(deleteTransfers).mockResolvedValue({ batch: bankBatch, deletedCount: 1 });
    vi.mocked(getBatchTransfers).mockResolvedValue({ batch: bankBatch, transfers: [transfer(3)] });
    await removeTransfers('BATCH-1', ['BT-2']);
    expect((await readBatchDraft())?.transfers.map((t) => t.line)).toEqual([3]);
  });

  it('Delete file: after a confirmation, the bank deletes it and the draft is forgotten', async () => {
    vi.mocked(getBatchTransfers).mockResolvedValue({
      batch: DRAFT.batch!,
      transfers: DRAFT.transfers,
    });
    vi.mocked(getSummary).mockResolvedValue(summary({ transferCount: 1, invalidCount: 1 }));
    vi.mocked(deleteFile).mockResolvedValue(true);
    await openUserDatabase({ corpID: 'C', sub: 'U' });
    await saveBatchDraft(DRAFT);
    render(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete file' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this batch?' });
    expect(confirm.textContent).toContain(
      'The file and every transfer not yet sent are deleted. Transfers already sent stay in Transactions.',
    );
    expect(deleteFile).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });
    expect(deleteFile).toHaveBeenCalledWith('BATCH-1');
    // The page follows the cache (a live query): give it time on a busy machine.
    expect(await screen.findByText('No batch', {}, { timeout: 3000 })).toBeDefined();
    expect(await readBatchDraft()).toBeUndefined();
  });
});
