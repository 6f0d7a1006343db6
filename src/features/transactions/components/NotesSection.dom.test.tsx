import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { saveNote } from '../../../api/transactions';
import type { BankDatabase } from '../../../db/database';
import { pendingNotes } from '../../../db/noteOutbox';
import { transactionRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { noteOutboxTask } from '../../../sync/tasks/noteOutboxTask';
import { setOnline } from '../../../sync/syncStatus';
import { buildTransaction } from '../../../test/transactions';
import { useCachedTransaction } from '../queries';
import { TransactionDetailsModal } from './TransactionDetailsModal';

vi.mock('../../../api/transactions', () => ({ saveNote: vi.fn<typeof saveNote>() }));
const save = vi.mocked(saveNote);

let db: BankDatabase;
let online = true;

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  setOnline(true);
  save.mockReset();
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.transactions.put(
    transactionRow(buildTransaction({ displayReferenceId: 'TX-1', note: 'Office rent' })),
  );
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearToasts();
  setOnline(true);
  await deleteAllCacheDatabases();
});

/** The detail as the page shows it: the cached transaction, live. */
function Detail() {
  const t = useCachedTransaction('TX-1');
  return <TransactionDetailsModal transaction={t ?? null} onClose={() => undefined} />;
}

async function typeNote(text: string) {
  const field = await screen.findByRole('textbox', { name: 'Note for your records' });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
  return field as HTMLTextAreaElement;
}

const cachedNote = async () => (await db.transactions.get('TX-1'))?.data.note;

describe('the notes of a transaction', () => {
  it("saves on blur, shows 'Auto-saved' for 5 seconds and caches the note the bank kept", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    save.mockResolvedValue('Rent for October');
    render(<Detail />);
    const field = await typeNote('  Rent for October ');
    expect(save).toHaveBeenCalledExactlyOnceWith('TX-1', '  Rent for October ');
    expect(await screen.findByText('Auto-saved')).toBeTruthy();
    await waitFor(async () => expect(await cachedNote()).toBe('Rent for October'));
    await waitFor(() => expect(field.value).toBe('Rent for October'));
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Auto-saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Auto-saved')).toBeNull();
  });

  it('does not call the bank when the note did not change', async () => {
    render(<Detail />);
    await typeNote('Office rent');
    expect(save).not.toHaveBeenCalled();
  });

  it('stops at 500 characters and counts what is left', async () => {
    render(<Detail />);
    const field = await screen.findByRole('textbox', { name: 'Note for your records' });
    expect(screen.getByText('489 characters remaining')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
    expect((field as HTMLTextAreaElement).value).toHaveLength(500);
    expect(screen.getByText('0 characters remaining')).toBeTruthy();
  });

  it("reverts a refused note with 'Unable to save notes'", async () => {
    save.mockRejectedValue(new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR' }));
    render(<Detail />);
    const field = await typeNote('Not kept');
    await waitFor(() => expect(field.value).toBe('Office rent'));
    expect(toastStore.toasts.map((t) => [t.title, t.message])).toEqual([
      ['Unable to save notes', 'An unexpected error occured. Please try again.'],
    ]);
    expect(await cachedNote()).toBe('Office rent');
    expect(await pendingNotes(db)).toEqual([]);
  });

  it('makes the note read-only when the bank says the accounting sync completed', async () => {
    save.mockRejectedValue(
      new ApiError({ kind: 'http', status: 409, code: 'TRANSACTION_READ_ONLY' }),
    );
    render(<Detail />);
    await typeNote('Too late');
    expect(
      await screen.findByText(
        'This transaction is synced to your accounting software, so its notes and attachments can no longer be changed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Note for your records' })).toBeNull();
    expect(screen.getByText('Office rent')).toBeTruthy();
  });

  it('shows a synced transaction read-only at once, before any change is tried', async () => {
    await db.transactions.put(
      transactionRow(
        buildTransaction({
          displayReferenceId: 'TX-1',
          note: 'Office rent',
          xeroExpenseTag: { xeroSyncStatus: 'COMPLETED' },
        }),
      ),
    );
    render(<Detail />);
    expect(
      await screen.findByText(
        'This transaction is synced to your accounting software, so its notes and attachments can no longer be changed.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Office rent')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Note for your records' })).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a note typed offline on the device, pending, and the sync saves it when online', async () => {
    online = false;
    setOnline(false);
    render(<Detail />);
    const field = await typeNote('Typed on the train');
    expect(await screen.findByText('Saved on this device; will sync when online')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(field.value).toBe('Typed on the train');
    expect(await pendingNotes(db)).toMatchObject([
      { transactionId: 'TX-1', note: 'Typed on the train' },
    ]);

    online = true;
    setOnline(true);
    save.mockImplementation(async (_id, note) => note);
    await noteOutboxTask(saveNote).run(db, () => undefined);
    expect(save).toHaveBeenCalledExactlyOnceWith('TX-1', 'Typed on the train');
    await waitFor(() =>
      expect(screen.queryByText('Saved on this device; will sync when online')).toBeNull(),
    );
    expect(field.value).toBe('Typed on the train');
    expect(await cachedNote()).toBe('Typed on the train');
  });

  it('keeps the note pending when the call is lost on the way', async () => {
    save.mockRejectedValue(new ApiError({ kind: 'network', status: 0, code: 'NETWORK' }));
    render(<Detail />);
    await typeNote('Lost on the way');
    expect(await screen.findByText('Saved on this device; will sync when online')).toBeTruthy();
    expect(toastStore.toasts).toEqual([]);
    expect(await pendingNotes(db)).toMatchObject([{ note: 'Lost on the way' }]);
  });

  it('saves a note typed when the detail closes before the field lost focus, once', async () => {
    save.mockImplementation(async (_id, note) => note);
    const closed = render(<Detail />);
    const field = await screen.findByRole('textbox', { name: 'Note for your records' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Closed with Escape' } });
    closed.unmount();
    await waitFor(() => expect(save).toHaveBeenCalledExactlyOnceWith('TX-1', 'Closed with Escape'));

    const blurred = render(<Detail />);
    await typeNote('Blurred, then closed');
    blurred.unmount();
    await waitFor(async () => expect(await cachedNote()).toBe('Blurred, then closed'));
    expect(save).toHaveBeenCalledTimes(2);
  });
});
