import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { readPdfPages } from '../../src/test/readPdf';
import { expectNoViolations } from './support/axe';
import { waitForMockBank } from './support/mockBank';
import { signInAs } from './support/session';

/**
 * Exports of the transaction list and PDF statements (issue 27, docs/decisions/transactions.md
 * 'Exports'): the files are read back with the parsers an accountant's tools use.
 */

const bytesOf = async (download: Download) => readFileSync(await download.path());

/** '-S$1,234.56' (a list cell's first line) as the decimal a file carries: '-1234.56'. */
function decimalOf(cell: string): string {
  const first = cell.split('\n')[0]?.trim() ?? '';
  const sign = first.startsWith('-') ? '-' : '';
  return `${sign}${first
    .replace(/^[+-]/, '')
    .replace(/^[^\d]+/, '')
    .replaceAll(',', '')}`;
}

async function tick(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${filter}: `) }).click();
  await page.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an admin exports the filtered list to XLSX and to Xero, reads both back, and cancels one', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/transaction');
  const rows = page.locator('tbody tr.txn-table__row');
  await expect(rows.first()).toBeVisible();
  await tick(page, 'Accounts', 'Main account (SGD)');
  await tick(page, 'Type', 'Pay-out');
  // Every amount of the filtered list, a page of 10 at a time (the table draws the rows in view,
  // so the window is tall enough for 10).
  await page.setViewportSize({ width: 1366, height: 1600 });
  await page.getByLabel('Rows per page').selectOption('10');
  const range = page.locator('.txn-pager__range');
  await expect(range).toHaveText(/^Showing 1–\d+ of \d+$/);
  // Read as toHaveText reads it (spaces collapsed), again until it holds: the status is redrawn
  // while the filter's query settles, and one read mid-redraw found no count.
  let total = Number.NaN;
  await expect
    .poll(async () => {
      const text = (await range.innerText()).replace(/\s+/g, ' ').trim();
      total = Number(/of (\d+)$/.exec(text)?.[1]);
      return total;
    })
    .toBeGreaterThan(10);
  const listed: string[] = [];
  for (let shown = 0; shown < total;) {
    if (shown > 0) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(range).toHaveText(new RegExp(`^Showing ${shown + 1}–`));
    }
    const cells = await rows.locator('td.txn-table__col--amount').allInnerTexts();
    listed.push(...cells.map(decimalOf));
    shown += cells.length;
  }
  expect(listed).toHaveLength(total);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('link', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Export transactions', level: 1 })).toBeVisible();
  await expect(page.getByText('Accounts: Main account')).toBeVisible();
  await expect(page.getByText('Types: Pay-out')).toBeVisible();
  await expect(page.getByText(`${total} transactions to export.`)).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshots(page, 'export');

  // XLSX: a real workbook, amounts as numbers equal to the list's, newest first as listed.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^transactions_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readSheet(await bytesOf(xlsx));
  expect(sheet[0]?.[6]).toBe('Amount');
  expect(sheet.slice(1).map((r) => r[6])).toEqual(listed.map(Number));
  await expect(page.getByText(`${xlsx.suggestedFilename()}: ${total} transactions.`)).toBeVisible();

  // Xero: its statement columns, the account chosen from the list's filter, oldest first.
  await page.getByRole('radio', { name: 'Xero bank statement (.csv)' }).check();
  await expect(page.getByLabel('Account')).toHaveValue(/\d+/);
  const [xero] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(xero.suggestedFilename()).toMatch(/^transactions_xero_\d+_\d{4}-\d{2}-\d{2}\.csv$/);
  const parsed = Papa.parse<Record<string, string>>((await bytesOf(xero)).toString('utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference']);
  expect(parsed.data.map((r) => r['*Amount']).toSorted()).toEqual(listed.toSorted());
  for (const r of parsed.data) expect(r['*Date']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // Cancel: the bank answers slowly; Cancel stops the download and nothing is saved.
  await waitForMockBank(page);
  await page.evaluate(() => window.__mockBank?.faults.setLatency(5_000));
  let saved = false;
  page.on('download', () => (saved = true));
  await page.getByRole('radio', { name: 'CSV (.csv)' }).check();
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expect(page.getByText('The bank is making the file…')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Export cancelled. Nothing was saved.')).toBeVisible();
  await page.evaluate(() => window.__mockBank?.faults.setLatency(0));
  expect(saved).toBe(false);
});

test('an admin downloads last month’s PDF statement and reads its balances and page numbers', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/transaction');
  await expect(page.locator('tbody tr.txn-table__row').first()).toBeVisible();
  await screenshots(page, 'transactions');
  await page.getByRole('link', { name: 'PDF statement' }).click();
  await expect(page.getByRole('heading', { name: 'PDF statement', level: 1 })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-01$/);
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await screenshots(page, 'statement-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^statement_\d+_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pages = await readPdfPages(await bytesOf(pdf));
  const text = pages.join(' ');
  expect(text).toContain('Account statement');
  expect(text).toMatch(/Opening balance: SGD [\d,.-]+/);
  expect(text).toMatch(/Closing balance: SGD [\d,.-]+/);
  expect(text).toMatch(/Total money in: SGD [\d,.]+/);
  pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
});
