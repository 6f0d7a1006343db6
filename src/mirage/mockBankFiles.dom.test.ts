import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockBank, whenFilesRestored, type MockBankControls } from './mockBank';
import { openReceiptShelf } from './receiptShelf';
import { fileBytes, type FileBytesShelf } from './stores/receipts';

vi.mock('./receiptShelf', () => ({ openReceiptShelf: vi.fn<typeof openReceiptShelf>() }));

const SHELF: FileBytesShelf = {
  put: vi.fn<FileBytesShelf['put']>(),
  delete: vi.fn<FileBytesShelf['delete']>(),
  clear: vi.fn<FileBytesShelf['clear']>(),
};
const kept = (id: string): [string, { corpID: string; bytes: Uint8Array }] => [
  id,
  { corpID: 'CO-1', bytes: new Uint8Array([1]) },
];

let bank: MockBankControls | null = null;
afterEach(() => {
  bank?.shutdown();
  vi.useRealTimers();
});

describe('the page bank and its receipt shelf', () => {
  it('holds the bytes the shelf kept before its first answer', async () => {
    vi.mocked(openReceiptShelf).mockResolvedValueOnce({ shelf: SHELF, kept: [kept('R-1')] });
    bank = startMockBank({ environment: 'test' });
    await whenFilesRestored();
    expect(fileBytes.get('R-1')).toEqual(new Uint8Array([1]));
  });

  it('starts without the shelf when IndexedDB does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.mocked(openReceiptShelf).mockReturnValueOnce(new Promise(() => undefined));
    bank = startMockBank({ environment: 'test' });
    let started = false;
    const waiting = whenFilesRestored().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(started).toBe(true);
  });

  it('does not give a replaced bank the shelf its successor did not open', async () => {
    type Opened = Awaited<ReturnType<typeof openReceiptShelf>>;
    const pending: { answer?: (opened: Opened) => void } = {};
    vi.mocked(openReceiptShelf)
      .mockReturnValueOnce(new Promise<Opened>((resolve) => (pending.answer = resolve)))
      .mockResolvedValueOnce(null);
    const first = startMockBank({ environment: 'test' });
    const firstRestored = whenFilesRestored();
    bank = startMockBank({ environment: 'test' });
    pending.answer?.({ shelf: SHELF, kept: [kept('OLD')] });
    await firstRestored;
    expect(first).not.toBe(bank);
    expect(fileBytes.get('OLD')).toBeUndefined();
  });
});
