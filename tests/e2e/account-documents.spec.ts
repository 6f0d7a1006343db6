import { expect, test, type Page } from '@playwright/test';
import { decode } from 'fast-png';
import jsQR from 'jsqr';
import Papa from 'papaparse';
import { hasValidCrc, parsePaynowPayload } from '../../src/shared/domain/paynowQr';
import { readPdfPages } from '../../src/test/readPdf';
import { expectNoViolations } from './support/axe';
import { signInAs } from './support/session';

/** Issue 27: an account's PayNow QR (read by a QR reader from a screenshot) and its documents. */

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const accountRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Accounts' }).locator('li', {
    has: page.getByRole('button', { name: new RegExp(`^${name}`) }),
  });

async function openRow(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  return accountRow(page, name);
}

async function bytesOf(download: import('@playwright/test').Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

test("the PayNow tab's QR, read from a screenshot by a QR reader, is the account's PayNow payload with a valid CRC", async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/account');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(page.getByText('Get paid by PayNow QR')).toBeVisible();
  const row = await openRow(page, 'Main account');
  await expect(row.getByRole('tab', { name: 'PayNow' })).toHaveAttribute('aria-selected', 'true');
  const qr = row.getByRole('img', {
    name: /^PayNow QR code for Main account, account 885164\d{6}$/,
  });
  await expect(qr).toBeVisible();

  // A camera's view: the element's pixels, decoded by jsQR (it knows nothing of the drawing).
  const png = decode(await qr.screenshot());
  const rgba = new Uint8ClampedArray(png.width * png.height * 4);
  for (let i = 0, j = 0; i < png.width * png.height; i++, j += png.channels) {
    rgba.set([png.data[j]!, png.data[j + 1]!, png.data[j + 2]!, 255], i * 4);
  }
  const payload = jsQR(rgba, png.width, png.height)?.data ?? '';
  expect(hasValidCrc(payload)).toBe(true);
  const fields = parsePaynowPayload(payload);
  const reference = await row.locator('dt:has-text("Reference") + dd').textContent();
  expect(fields).toMatchObject({
    proxyType: '2',
    proxyValue: await row.locator('dt:has-text("PayNow UEN") + dd').textContent(),
    reference,
    currency: '702',
    country: 'SG',
    editable: true,
  });
  expect(reference).toMatch(/^885164\d{6}$/);

  // The accounts page with its tabs and documents passes axe, light and dark.
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
});

test('downloads the proof-of-account letter (read by PDF.js) and the CSV statement (read by papaparse)', async ({
  page,
}) => {
  await signInAs(page, 'finance@demo.test', '/account');
  const row = await openRow(page, 'USD operations');
  await expect(row.getByRole('heading', { name: 'Documents' })).toBeVisible();

  const [letter] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download proof of account letter' }).click(),
  ]);
  expect(letter.suggestedFilename()).toMatch(/^proof_of_account_letter_885165\d{6}\.pdf$/);
  const accountNumber = /(\d{12})/.exec(letter.suggestedFilename())?.[1] ?? '';
  await expect(toasts(page)).toContainText('Success');
  await expect(toasts(page)).toContainText(
    'Your PDF Account Confirmation Letter has been downloaded successfully.',
  );
  const [text] = await readPdfPages(await bytesOf(letter));
  for (const fact of [
    'Account Confirmation Letter',
    'Demo Trading Pte. Ltd.',
    accountNumber,
    'USD',
    'DBS Bank Ltd',
    'DBSSSGSG',
    `POA-${accountNumber}-`,
  ])
    expect(text).toContain(fact);

  await row.getByLabel('Statement period').selectOption({ label: 'All transactions' });
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download CSV statement' }).click(),
  ]);
  expect(statement.suggestedFilename()).toBe(`statement_${accountNumber}.csv`);
  const csv = new TextDecoder().decode(await bytesOf(statement));
  const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.Currency).toBe('USD');
    expect(r.Amount).toMatch(/^-?\d+\.\d{2}$/);
  }
});
