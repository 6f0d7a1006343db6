import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getTransactionsFirstPage } from '../../../api/transactions';
import type { BankDatabase } from '../../../db/database';
import { transactionRow } from '../../../db/toRows';
import type { MockBankControls } from '../../../mirage/mockBank';
import type { Transaction } from '../../../shared/domain/transactions';
import { signInAdmin, startBankWithClient, stopBank } from '../../../test/bankSession';
import { useCachedTransaction } from '../queries';
import { TransactionDetailsModal } from './TransactionDetailsModal';

// The detail's files against the mock bank itself: its seeded receipts, its check of the bytes
// and its read-only rule after an accounting sync (docs/decisions/receipts.md).
let bank: MockBankControls;
let db: BankDatabase;
let withReceipts: Transaction;
beforeEach(async () => {
  bank = startBankWithClient();
  db = await signInAdmin({ receipt: true });
  const page = await getTransactionsFirstPage({ transactionType: ['Sales'] }, 100);
  const found = page.transactions.find((t) => t.totalAttachments === 2);
  if (!found) throw new Error('the scenario has a card payment with two receipts');
  withReceipts = found;
  await db.transactions.put(transactionRow(withReceipts));
});
afterEach(() => stopBank(bank));

function Detail({ id }: { id: string }) {
  const t = useCachedTransaction(id);
  return (
    <TransactionDetailsModal transaction={t ?? null} showAttachments onClose={() => undefined} />
  );
}

/** A real 1x1 PNG: the bank reads the type from the bytes. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

it("lists the bank's receipts, adds one the bank checks and moves the cached count", async () => {
  render(<Detail id={withReceipts.displayReferenceId} />);
  const receipts = await screen.findByRole('list', { name: 'Receipts' });
  expect(
    within(receipts)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Receipt.png', 'Tax invoice.pdf']);
  fireEvent.change(screen.getByTestId('receipt-input'), {
    target: { files: [new File([PNG], 'parking.png', { type: 'image/png' })] },
  });
  expect(await screen.findByText('3 attachments')).toBeTruthy();
  expect(within(receipts).getByText('parking.png')).toBeTruthy();
  await waitFor(async () =>
    expect(
      (await db.transactions.get(withReceipts.displayReferenceId))?.data.totalAttachments,
    ).toBe(3),
  );
});

it('refuses a file whose bytes are not a PNG, JPEG or PDF, whatever its name', async () => {
  render(<Detail id={withReceipts.displayReferenceId} />);
  await screen.findByRole('list', { name: 'Receipts' });
  fireEvent.change(screen.getByTestId('receipt-input'), {
    target: {
      files: [new File(['<html>not a receipt</html>'], 'fake.png', { type: 'image/png' })],
    },
  });
  const alert = await screen.findByRole('alert');
  await within(alert).findByText('File type not supported');
  expect(screen.getByText('2 attachments')).toBeTruthy();
});

it('turns read-only once the accounting sync completed', async () => {
  bank.setSyncStatus(withReceipts.displayReferenceId, 'COMPLETED');
  render(<Detail id={withReceipts.displayReferenceId} />);
  await screen.findByRole('list', { name: 'Receipts' });
  fireEvent.click(screen.getByRole('button', { name: 'Delete Receipt.png' }));
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this receipt?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(
    await screen.findByText(
      'This transaction is synced to your accounting software, so its notes and attachments can no longer be changed.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add receipts' })).toBeNull();
  expect(screen.getByText('2 attachments')).toBeTruthy();
});
