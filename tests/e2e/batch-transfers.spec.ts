import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { LoginPage, logOut, SMS_CODE } from './support/loginPage';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import {
  BATCH_COLUMNS,
  batchRows,
  csvFile,
  mainAccount,
  uploadBatchFile,
} from './support/batchFiles';
import { recordedCalls, totpSecretOf } from './support/mockBank';
import { signInAs } from './support/session';

/**
 * Issue 26: batch transfers. A template read back with real parsers; a 1,000-row file with 7 bad
 * rows, 2 fixed in place and 5 deleted, Send refused offline, then 995 payouts with one code and the
 * balance moved by the summary's total debit; a 1,001-row file refused, then an XLSX with other
 * headers mapped; a batch above the demo policy held as one approval request. Files are built here
 * in Node from the default scenario's saved recipients, never through the UI.
 */

const PAGE = '/transfer/batch';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function enterSmsCode(page: Page) {
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(code).toContainText('Enter the 6-digit code we sent to');
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();
}

const table = (page: Page) => page.getByRole('table', { name: 'Transfers in the file' });
const rowOf = (page: Page, line: number) =>
  table(page).locator('tr', { has: page.getByRole('checkbox', { name: `Select line ${line}` }) });

test('a 1,000-row file: 7 bad rows fixed or deleted, Send waits offline, 995 paid with one code', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin@demo.test', PAGE);
  await expect(page.getByRole('heading', { name: 'Batch transfer', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Batch transfer' })).toBeVisible();
  await expectNoViolations(page);

  // The template, read back with real parsers: CSV (papaparse) and XLSX (read-excel-file).
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe('batch-transfer-template-local.csv');
  const csvText = (await readStream(await csvDownload.createReadStream())).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(csvText.trim());
  const header = parsed.data[0] ?? [];
  for (const column of ['Saved recipient ID', 'Amount', 'Sender account', 'Reference'])
    expect(header).toContain(column);
  expect(parsed.data.length).toBeGreaterThan(1);
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel (XLSX)' }).click(),
  ]);
  const sheet = await readSheet(await readStream(await xlsxDownload.createReadStream(), true));
  expect(sheet[0]).toEqual(header);
  // 1,000 rows, 7 bad: 2 amounts that are no amount, 3 unknown recipients, 2 amounts of zero.
  const before = await mainAccount(page);
  const data = batchRows(1000, before.accountNumber);
  const bad = { amount: [10, 20], unknown: [30, 40, 50], zero: [60, 70] };
  for (const i of bad.amount) data[i]![1] = 'ten';
  for (const i of bad.unknown) data[i]![0] = 'RCP-9999';
  for (const i of bad.zero) data[i]![1] = '0';
  await uploadBatchFile(page, csvFile('payroll.csv', BATCH_COLUMNS, data));
  // The bank's verdict per row: the line and the reason on its field.
  const onlyErrors = page.getByRole('checkbox', { name: 'Only rows with errors (7)' });
  await expect(onlyErrors).toBeVisible();
  // One batch opened at the bank for the file.
  const opened = (await recordedCalls(page)).filter((c) => c.path.endsWith('/file/upload-url'));
  expect(opened).toHaveLength(1);
  await onlyErrors.check();
  await expect(rowOf(page, 32)).toContainText(
    'Saved recipient ID: No saved recipient has this ID.',
  );
  await expect(rowOf(page, 12)).toContainText('Has errors');
  await expect(rowOf(page, 12)).toContainText('Amount:');
  await expectNoViolations(page);
  // Fix 2 in place.
  for (const line of [12, 22]) {
    await page.getByRole('button', { name: `Edit line ${line}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit line ${line}` });
    await expect(edit.getByLabel('Amount')).toHaveValue('ten');
    if (line === 12) await expectNoViolations(page, 'all', OPEN_DIALOG);
    await edit.getByLabel('Amount').fill('1.00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
  }
  await expect(page.getByRole('checkbox', { name: 'Only rows with errors (5)' })).toBeChecked();
  // Delete the other 5.
  await page.getByRole('checkbox', { name: 'Select all shown rows' }).check();
  await page.getByRole('button', { name: 'Delete 5 selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete transfers?' });
  await expect(confirm).toContainText(
    '5 transfers are removed from this batch. The rest stay as they are.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('checkbox', { name: 'Only rows with errors (0)' })).toBeVisible();
  // The summary: 995 ready, their total debit.
  const summary = page.getByRole('region', { name: `From Main account ${before.accountNumber}` });
  await expect(page.getByText('995 transfers ready to send')).toBeVisible();
  const debitText = (await summary.locator('.batch-summary__debit').textContent()) ?? '';
  const debit = Math.round(Number(debitText.replace(/[^\d.]/g, '')) * 100);
  expect(debit).toBeGreaterThanOrEqual(99_500);

  // Offline: Send says why and sends nothing.
  await context.setOffline(true);
  const send = page.getByRole('button', { name: 'Send 995 transfers' });
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(send).toBeDisabled();
  await context.setOffline(false);
  await expect(send).toBeEnabled();
  // Online: one code for the 995.
  await send.click();
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(code).toContainText('Batch transfer of 995 transfers');
  await expect(code).toContainText(debitText);
  await enterSmsCode(page);
  const done = page.getByRole('dialog', { name: 'Transfers sent' });
  await expect(done).toContainText(
    '995 payouts were sent. Each one is in Transactions with its own status.',
  );
  const after = await mainAccount(page);
  expect(Math.round(((before.currentBalance ?? 0) - (after.currentBalance ?? 0)) / 10_000)).toBe(
    debit,
  );

  // The ledger: the payouts in Transactions.
  await done.getByRole('link', { name: 'View transactions' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('S$1.00');
});

test('a 1,001-row file is refused with its reason; an XLSX with other headers is mapped and accepted', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', PAGE);
  // A link to the overseas template while on the page (a banner's) selects it in place.
  await page.evaluate(() => {
    history.pushState(null, '', '/transfer/batch?template=OVERSEAS');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('radio', { name: 'Overseas (every currency)' })).toBeChecked();
  const main = await mainAccount(page);
  await uploadBatchFile(
    page,
    csvFile('too-many.csv', BATCH_COLUMNS, batchRows(1001, main.accountNumber)),
  );
  await expect(
    page.getByText(
      'This file has 1,001 transfers. A batch takes up to 1,000: split it into 2 files.',
    ),
  ).toBeVisible();

  const headers = ['Payee', 'Value', 'Debit account', 'Ref'];
  const buffer = await writeXlsxFile(
    [headers, ...batchRows(3, main.accountNumber, '25.00')].map((row) =>
      row.map((value) => ({ value, type: String })),
    ),
  ).toBuffer();
  await uploadBatchFile(page, {
    name: 'suppliers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const mapping = page.getByRole('heading', { name: 'Match your columns' });
  await expect(mapping).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel(/^Saved recipient ID/).selectOption('Payee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('3 transfers ready to send')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Only rows with errors (0)' })).toBeVisible();
  await expect(rowOf(page, 2)).toContainText('Valid');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
});

test('a batch above the approval policy goes to the approver as one request', async ({ page }) => {
  await signInAs(page, 'finance@demo.test', PAGE);
  const main = await mainAccount(page);
  // 3 × S$5,000 = S$15,000: above the demo policy's S$10,000 for finance.
  await uploadBatchFile(
    page,
    csvFile('suppliers.csv', BATCH_COLUMNS, batchRows(3, main.accountNumber, '5,000.00')),
  );
  const summary = page.getByRole('region', { name: `From Main account ${main.accountNumber}` });
  await expect(summary).toContainText('Needs approval from');
  await summary.getByRole('button', { name: 'Send 3 transfers for approval' }).click();
  const totp = new TOTP({
    secret: await totpSecretOf(page, 'finance@demo.test'),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  const appCode = page.getByRole('dialog', { name: 'Verify with authenticator app' });
  await appCode.getByLabel('Verification code').fill(totp.generate());
  await appCode.getByRole('button', { name: 'Verify' }).click();
  const held = page.getByRole('dialog', { name: 'Sent for approval' });
  await expect(held).toContainText('3 transfers wait for approval from');
  await held.getByRole('button', { name: 'Done' }).click();

  await logOut(page);
  const login = new LoginPage(page);
  await login.submitPassword('subadmin@demo.test');
  await login.enterCode(SMS_CODE);
  await expect(nav(page)).toBeVisible();
  await page.goto('/manage/approvals');
  const requests = page
    .getByRole('tabpanel')
    .locator('tbody tr')
    .filter({ hasText: 'Batch transfer' });
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('Batch of 3 transfers');
});

async function readStream(stream: NodeJS.ReadableStream): Promise<string>;
async function readStream(stream: NodeJS.ReadableStream, binary: true): Promise<Buffer>;
async function readStream(stream: NodeJS.ReadableStream, binary = false): Promise<string | Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const all = Buffer.concat(chunks);
  return binary ? all : all.toString('utf8');
}
