import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import { recordedCalls } from './support/mockBank';
import { signInAs } from './support/session';

/**
 * Issue 27: a transaction's records, the way a bookkeeper keeps them: receipts attached and
 * refused, and a note typed offline that the bank gets when the connection returns.
 */

/** A real 1x1 PNG: the bank reads the type from the bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const MB = 1024 * 1024;

const detail = (page: Page) => page.getByRole('dialog', { name: 'Transaction Details' });
const rows = (page: Page) => page.locator('tbody tr.txn-table__row');

async function openList(page: Page): Promise<void> {
  await signInAs(page, 'admin@demo.test', '/transaction');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('attach two receipts, read the refusals of a sixth file and a 6 MB file, delete one', async ({
  page,
}) => {
  await openList(page);
  // A transaction without files, opened from the list's attachment column.
  const row = rows(page)
    .filter({ has: page.getByRole('button', { name: 'No attachments' }) })
    .first();
  const rowIndex = await row.getAttribute('aria-rowindex');
  await row.getByRole('button', { name: 'No attachments' }).click();
  const dialog = detail(page);
  const files = dialog.getByRole('region', { name: 'Attachments' });
  await expect(files.getByRole('button', { name: 'Add receipts' })).toBeVisible();
  await expect(files.getByText('No attachments')).toBeVisible();

  const input = files.getByTestId('receipt-input');
  await input.setInputFiles([png('taxi.png'), png('lunch.png')]);
  await expect(files.getByText('2 attachments')).toBeVisible();
  const receipts = files.getByRole('list', { name: 'Receipts' });
  await expect(receipts.getByRole('listitem')).toHaveText(['taxi.png', 'lunch.png']);

  // Four more would make six.
  await input.setInputFiles(['a', 'b', 'c', 'd'].map((n) => png(`${n}.png`)));
  const refusal = files.getByRole('alert');
  await expect(refusal).toContainText('File upload limit exceeded');
  await expect(refusal).toContainText('You can only upload up to 5 files');

  await input.setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(6 * MB - PNG.length)]),
  });
  await expect(refusal).toContainText('File size too large');
  await expect(refusal).toContainText('Please upload a file with size less than 5 MB');
  await expect(files.getByText('2 attachments')).toBeVisible();

  // The preview mode: the image as itself, with its download.
  await files.getByRole('button', { name: 'Preview taxi.png' }).click();
  const preview = files.getByRole('region', { name: 'Preview of taxi.png' });
  await expect(preview.getByRole('img', { name: 'taxi.png' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'download',
    'taxi.png',
  );
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours', OPEN_DIALOG);
  await page.emulateMedia({ colorScheme: 'light' });

  await files.getByRole('button', { name: 'Delete lunch.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this receipt?' });
  await expect(confirm).toContainText('lunch.png will be deleted from this transaction.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(files.getByText('1 attachment', { exact: true })).toBeVisible();
  await expect(receipts.getByRole('listitem')).toHaveText(['taxi.png']);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  // The list's column follows the bank's count.
  const viewOne = page
    .locator(`tr[aria-rowindex="${rowIndex}"]`)
    .getByRole('button', { name: 'View 1 attachment' });
  await expect(viewOne).toBeVisible();

  // After a reload the in-page bank still has the file's bytes (kept in IndexedDB).
  await page.reload();
  await viewOne.click();
  await files.getByRole('button', { name: 'Preview taxi.png' }).click();
  await expect(preview.getByRole('img', { name: 'taxi.png' })).toBeVisible();
});

test('a note typed offline is kept on the device and saved when the connection returns', async ({
  page,
  context,
}) => {
  await openList(page);
  await rows(page).first().click();
  const dialog = detail(page);
  const reference = (await dialog.locator('.txn-detail__reference').innerText()).trim();
  const note = dialog.getByRole('textbox', { name: 'Note for your records' });
  await expect(note).toBeVisible();

  await context.setOffline(true);
  await note.fill('Paid with petty cash; receipt in the blue folder');
  await note.blur();
  await expect(dialog.getByText('Saved on this device; will sync when online')).toBeVisible();
  expect((await recordedCalls(page)).filter((c) => c.path.endsWith('/save-note'))).toEqual([]);

  await context.setOffline(false);
  await expect(dialog.getByText('Saved on this device; will sync when online')).toBeHidden();
  expect((await recordedCalls(page)).filter((c) => c.path.endsWith('/save-note'))).toHaveLength(1);

  // A reload reads the note back: the cache is refilled from the bank.
  await page.goto(`/transaction?ref=${encodeURIComponent(reference)}#view-notes`);
  await expect(detail(page).getByRole('textbox', { name: 'Note for your records' })).toHaveValue(
    'Paid with petty cash; receipt in the blue folder',
  );
});
