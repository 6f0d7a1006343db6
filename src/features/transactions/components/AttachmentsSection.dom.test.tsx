import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import {
  deleteReceipt,
  getAttachmentContent,
  getReceiptFiles,
  getTransactionsWithFiles,
  getTransferFiles,
  saveReceipts,
  uploadReceipt,
  type AttachmentFile,
} from '../../../api/receipts';
import { syncNow } from '../../../sync/syncEngine';
import { useAttachmentMarksCheck } from '../attachments';
import type { BankDatabase } from '../../../db/database';
import { transactionRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { buildTransaction } from '../../../test/transactions';
import { AttachmentsSection } from './AttachmentsSection';

vi.mock('../../../api/receipts', () => ({
  getTransferFiles: vi.fn<typeof getTransferFiles>(),
  getReceiptFiles: vi.fn<typeof getReceiptFiles>(),
  uploadReceipt: vi.fn<typeof uploadReceipt>(),
  deleteReceipt: vi.fn<typeof deleteReceipt>(),
  getAttachmentContent: vi.fn<typeof getAttachmentContent>(),
  saveReceipts: vi.fn<typeof saveReceipts>(),
  getTransactionsWithFiles: vi.fn<typeof getTransactionsWithFiles>(),
}));
vi.mock('../../../sync/syncEngine', () => ({ syncNow: vi.fn<typeof syncNow>() }));
const api = {
  transfer: vi.mocked(getTransferFiles),
  receipts: vi.mocked(getReceiptFiles),
  upload: vi.mocked(uploadReceipt),
  remove: vi.mocked(deleteReceipt),
  content: vi.mocked(getAttachmentContent),
  save: vi.mocked(saveReceipts),
  withFiles: vi.mocked(getTransactionsWithFiles),
  sync: vi.mocked(syncNow),
};

const MB = 1024 * 1024;
const attachment = (n: number, fileType: AttachmentFile['fileType'] = 'image/png') => ({
  referenceID: `RCPT-${n}`,
  fileName: `receipt-${n}.${fileType === 'application/pdf' ? 'pdf' : 'png'}`,
  fileType,
  signedURL: `/content/RCPT-${n}?signature=s`,
  size: 1000,
});
const INVOICE: AttachmentFile = { ...attachment(0, 'application/pdf'), fileName: 'invoice.pdf' };
const png = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

let db: BankDatabase;
beforeEach(async () => {
  for (const mock of Object.values(api)) mock.mockReset();
  api.transfer.mockResolvedValue([INVOICE]);
  api.receipts.mockResolvedValue([]);
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.transactions.put(
    transactionRow(buildTransaction({ displayReferenceId: 'TX-1', totalAttachments: 1 })),
  );
});
afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await deleteAllCacheDatabases();
});

const cachedCount = async () => (await db.transactions.get('TX-1'))?.data.totalAttachments;
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('receipt-input'), { target: { files } });

async function renderSection(total = 1) {
  render(<AttachmentsSection id="view-attachments" transactionId="TX-1" total={total} />);
  await screen.findByRole('button', { name: 'Add receipts' });
}

describe("a transaction's files", () => {
  it('lists the transfer files and the receipts, counted together', async () => {
    api.receipts.mockResolvedValue([attachment(1)]);
    await renderSection(2);
    expect(api.transfer).toHaveBeenCalledWith('TX-1');
    expect(
      within(screen.getByRole('list', { name: 'Transfer files' })).getByText('invoice.pdf'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Receipts' })).getByText('receipt-1.png'),
    ).toBeTruthy();
    expect(screen.getByText('2 attachments')).toBeTruthy();
    // A transfer's own file is not the person's to delete.
    expect(screen.queryByRole('button', { name: 'Delete invoice.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete receipt-1.png' })).toBeTruthy();
  });

  it('adds each picked receipt and moves the cached count', async () => {
    api.upload
      .mockResolvedValueOnce({
        txnDisplayRefID: 'TX-1',
        files: [attachment(1)],
        totalAttachments: 2,
      })
      .mockResolvedValueOnce({
        txnDisplayRefID: 'TX-1',
        files: [attachment(1), attachment(2)],
        totalAttachments: 3,
      });
    await renderSection();
    pick(png('receipt-1.png'), png('receipt-2.png'));
    await screen.findByText('receipt-2.png');
    expect(screen.getByText('3 attachments')).toBeTruthy();
    expect(api.upload).toHaveBeenCalledTimes(2);
    expect(api.upload.mock.calls[0]).toEqual([
      'TX-1',
      { fileName: 'receipt-1.png', fileType: 'image/png', bufferFile: btoa('\0'.repeat(100)) },
    ]);
    await waitFor(async () => expect(await cachedCount()).toBe(3));
  });

  it("refuses a sixth file with the spec's texts and sends nothing", async () => {
    api.receipts.mockResolvedValue([1, 2, 3, 4].map((n) => attachment(n)));
    await renderSection(5);
    pick(png('sixth.png'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('File upload limit exceeded')).toBeTruthy();
    expect(within(alert).getByText('You can only upload up to 5 files')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it("refuses a file above 5 MB with the spec's texts and sends nothing", async () => {
    await renderSection();
    pick(png('big.png', 6 * MB));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('File size too large')).toBeTruthy();
    expect(within(alert).getByText('Please upload a file with size less than 5 MB')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it("says the bank's refusal of a file's content as the pick's own", async () => {
    api.upload.mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'ATTACHMENT_TYPE_NOT_ALLOWED' }),
    );
    await renderSection();
    pick(png('renamed.png'));
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('File type not supported');
    expect(within(alert).getByText('Please upload a PNG, JPEG or PDF file.')).toBeTruthy();
  });

  it("says a failed upload with the spec's texts", async () => {
    api.upload.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR' }),
    );
    await renderSection();
    pick(png('receipt.png'));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => [t.title, t.message])).toEqual([
        ['Unable to upload attachments', 'An unexpected error occurred, please try again'],
      ]),
    );
  });

  it('deletes a receipt after a confirmation and moves the count', async () => {
    api.receipts.mockResolvedValue([attachment(1)]);
    api.remove.mockResolvedValue({ txnDisplayRefID: 'TX-1', files: [], totalAttachments: 1 });
    await renderSection(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete receipt-1.png' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this receipt?' });
    expect(confirm.textContent).toContain('receipt-1.png will be deleted from this transaction.');
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No receipts yet');
    expect(api.remove).toHaveBeenCalledExactlyOnceWith('RCPT-1');
    expect(screen.getByText('1 attachment')).toBeTruthy();
    await waitFor(async () => expect(await cachedCount()).toBe(1));
  });

  it("says a failed delete with the spec's texts and keeps the file", async () => {
    api.receipts.mockResolvedValue([attachment(1)]);
    api.remove.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR' }),
    );
    await renderSection(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete receipt-1.png' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this receipt?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => [t.title, t.message])).toEqual([
        ['Unable to delete attachments', 'An unexpected error occured. Please try again.'],
      ]),
    );
    expect(screen.getByText('receipt-1.png')).toBeTruthy();
  });

  it('says the files could not be read, with Try Again', async () => {
    api.transfer.mockRejectedValueOnce(
      new ApiError({ kind: 'network', status: 0, code: 'NETWORK' }),
    );
    render(<AttachmentsSection id="view-attachments" transactionId="TX-1" total={1} />);
    expect(await screen.findByText('Failed to fetch transaction files')).toBeTruthy();
    expect(screen.getByText('Please refresh the page or try again in a few minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('invoice.pdf')).toBeTruthy();
  });

  it('turns read-only when the bank says the accounting sync completed', async () => {
    api.upload.mockRejectedValue(
      new ApiError({ kind: 'http', status: 409, code: 'TRANSACTION_READ_ONLY' }),
    );
    await renderSection();
    pick(png('late.png'));
    expect(
      await screen.findByText(
        'This transaction is synced to your accounting software, so its notes and attachments can no longer be changed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add receipts' })).toBeNull();
  });

  it("previews an image and offers its download; 'Unable to render preview' when it cannot", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => 'blob:preview',
        revokeObjectURL: () => undefined,
      }),
    );
    api.receipts.mockResolvedValue([attachment(1)]);
    api.content.mockImplementation(async (file) => {
      if (file.referenceID === 'RCPT-0')
        throw new ApiError({ kind: 'http', status: 404, code: 'RESOURCE_NOT_FOUND' });
      return { fileName: 'receipt-1.png', blob: new Blob(['x'], { type: 'image/png' }) };
    });
    await renderSection(2);
    fireEvent.click(screen.getByRole('button', { name: 'Preview receipt-1.png' }));
    const region = await screen.findByRole('region', { name: 'Preview of receipt-1.png' });
    const image = await within(region).findByRole('img', { name: 'receipt-1.png' });
    expect(image.getAttribute('src')).toBe('blob:preview');
    const download = within(region).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('receipt-1.png');

    fireEvent.click(screen.getByRole('button', { name: 'Preview invoice.pdf' }));
    const failed = await screen.findByRole('region', { name: 'Preview of invoice.pdf' });
    expect(await within(failed).findByText('Unable to render preview')).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('replaces a receipt in one change, the count unchanged', async () => {
    api.receipts.mockResolvedValue([attachment(1)]);
    api.save.mockResolvedValue({
      txnDisplayRefID: 'TX-1',
      files: [{ ...attachment(3), fileName: 'clearer.png' }],
      totalAttachments: 2,
    });
    await renderSection(2);
    fireEvent.click(screen.getByRole('button', { name: 'Replace receipt-1.png' }));
    fireEvent.change(screen.getByTestId('receipt-replace-input'), {
      target: { files: [png('clearer.png')] },
    });
    expect(await screen.findByText('clearer.png')).toBeTruthy();
    expect(screen.queryByText('receipt-1.png')).toBeNull();
    expect(api.save).toHaveBeenCalledExactlyOnceWith(
      'TX-1',
      [{ fileName: 'clearer.png', fileType: 'image/png', bufferFile: btoa('\0'.repeat(100)) }],
      ['RCPT-1'],
    );
    expect(screen.getByText('2 attachments')).toBeTruthy();
  });

  it('refuses a replacement above 5 MB and keeps the receipt', async () => {
    api.receipts.mockResolvedValue([attachment(1)]);
    await renderSection(2);
    fireEvent.click(screen.getByRole('button', { name: 'Replace receipt-1.png' }));
    fireEvent.change(screen.getByTestId('receipt-replace-input'), {
      target: { files: [png('huge.png', 6 * MB)] },
    });
    expect(await screen.findByText('File size too large')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText('receipt-1.png')).toBeTruthy();
  });
});

describe("the list's attachment marks", () => {
  const rows = [
    { displayReferenceId: 'TX-1', totalAttachments: 0 },
    { displayReferenceId: 'TX-2', totalAttachments: 2 },
  ];

  it('asks the bank about the rows on screen and syncs when a mark is out of date', async () => {
    api.withFiles.mockResolvedValue(['TX-1', 'TX-2']);
    renderHook(() => useAttachmentMarksCheck(rows, true));
    await waitFor(() => expect(api.sync).toHaveBeenCalledExactlyOnceWith(['transactions']));
    expect(api.withFiles).toHaveBeenCalledExactlyOnceWith(['TX-1', 'TX-2']);
  });

  it('leaves the list as it is when the marks agree, and asks nothing offline', async () => {
    api.withFiles.mockResolvedValue(['TX-2']);
    renderHook(() => useAttachmentMarksCheck(rows, true));
    await waitFor(() => expect(api.withFiles).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(api.sync).not.toHaveBeenCalled();
    renderHook(() => useAttachmentMarksCheck(rows, false));
    expect(api.withFiles).toHaveBeenCalledOnce();
  });
});
