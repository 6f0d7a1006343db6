import { expect, test, type Page } from '@playwright/test';
import type { Account } from '../../src/shared/domain/accounts';
import type { Transaction } from '../../src/shared/domain/transactions';
import { formatMoney, rateToMicros, targetForSource } from '../../src/shared/money';
import { SMS_CODE } from './support/loginPage';
import { signInAs } from './support/session';
import { recordedCalls, waitForMockBank } from './support/mockBank';

const COMPLETED = 'Internal Transfer is completed.';
const HUNDRED_SGD = 100_000_000;

const sendAmount = (page: Page) => page.getByLabel(/^Amount to send/);
const receiveAmount = (page: Page) => page.getByLabel(/^Amount to receive/);
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify via SMS' });
const rateLine = (page: Page) => page.getByText(/^1 SGD = \d+\.\d{6} USD$/);

async function bankAccounts(page: Page): Promise<Account[]> {
  await waitForMockBank(page);
  return page.evaluate(() => window.__mockBank?.accounts() ?? []);
}

function byName(accounts: Account[], name: string): Account {
  const account = accounts.find((a) => a.accountName === name);
  if (!account) throw new Error(`no account named ${name}`);
  return account;
}

const transferCalls = async (page: Page) =>
  (await recordedCalls(page)).filter((c) => c.method === 'POST' && c.path === '/v1/boom/transfers');

/** Exchange transactions in the signed-in user's cache created since `since` (ISO), straight from IndexedDB. */
async function cachedExchangesSince(page: Page, since: string): Promise<Transaction[]> {
  return page.evaluate(async (from) => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('bank-cache:'));
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.addEventListener('success', () => resolve(open.result));
      open.addEventListener('error', () => reject(open.error));
    });
    try {
      const rows = await new Promise<{ data: Transaction }[]>((resolve, reject) => {
        const all = db.transaction('transactions', 'readonly').objectStore('transactions').getAll();
        all.addEventListener('success', () => resolve(all.result as { data: Transaction }[]));
        all.addEventListener('error', () => reject(all.error));
      });
      return rows.map((r) => r.data).filter((t) => t.type === 'Exchange' && t.createdAt >= from);
    } finally {
      db.close();
    }
  }, since);
}

/** Signs in (optionally with a toggle changed first: the bank keeps it across the reload) and opens the exchange page. */
async function openExchange(page: Page, toggles: Record<string, boolean> = {}): Promise<void> {
  if (Object.keys(toggles).length > 0) {
    await page.goto('/login');
    await waitForMockBank(page);
    await page.evaluate(
      (t) =>
        Object.entries(t).forEach(([name, value]) => window.__mockBank?.setToggle(name, value)),
      toggles,
    );
  }
  await signInAs(page, 'admin@demo.test', '/transfer/currency-exchange');
  await expect(page.getByLabel('To account')).toHaveValue(/^885165/);
  await expect(rateLine(page)).toBeVisible();
}

/** The quoted rate on screen, in millionths. */
async function shownRate(page: Page): Promise<number> {
  const text = (await rateLine(page).textContent()) ?? '';
  return rateToMicros(/= (\d+\.\d{6}) USD/.exec(text)?.[1] ?? 'NaN');
}

async function toReview(page: Page): Promise<void> {
  await sendAmount(page).fill('100.00');
  await expect(receiveAmount(page)).toHaveValue(/^\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
}

test('exchanging 100.00 SGD to USD with a code moves both balances by exactly the quoted amounts', async ({
  page,
}) => {
  await openExchange(page);
  const before = await bankAccounts(page);
  const sgdBefore = byName(before, 'Main account').currentBalance ?? 0;
  const usdBefore = byName(before, 'USD operations').currentBalance ?? 0;
  const rate = await shownRate(page);
  const expectedUsd = targetForSource(HUNDRED_SGD, rate, 'USD');

  await toReview(page);
  await expect(page.locator('.transfer-review__amount')).toHaveText([
    'S$100.00',
    formatMoney(expectedUsd, 'USD'),
  ]);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeDialog(page)).toContainText('Enter the 6-digit code we sent to');
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toContainText(
    `S$100.00 sent, ${formatMoney(expectedUsd, 'USD')} received.`,
  );

  // The bank's ledger moved by exactly the quoted amounts, to the micro-unit.
  const after = await bankAccounts(page);
  const sgdAfter = byName(after, 'Main account').currentBalance ?? 0;
  const usdAfter = byName(after, 'USD operations').currentBalance ?? 0;
  expect(sgdBefore - sgdAfter).toBe(HUNDRED_SGD);
  expect(usdAfter - usdBefore).toBe(expectedUsd);

  // The app shows the same balances: in the form at once (write-through) and on the Accounts page.
  await page.getByRole('dialog', { name: COMPLETED }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Available balance: ${formatMoney(sgdAfter, 'SGD')}`)).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText(formatMoney(sgdAfter, 'SGD'), { exact: true })).toBeVisible();
  await expect(page.getByText(formatMoney(usdAfter, 'USD'), { exact: true })).toBeVisible();
});

test('a quote that runs out turns Confirm into Refresh, and a refresh brings a new rate', async ({
  page,
}) => {
  await page.clock.install();
  await openExchange(page);
  await toReview(page);
  const countdown = page.locator('.ui-quote time');
  await expect(countdown).toHaveText(/^[23]:\d{2}$/);
  await expect(countdown).not.toHaveClass(/ui-countdown--urgent/);

  // 10 s or less left: alert colour, and a refresh is required.
  await page.clock.fastForward('02:52');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(countdown).toHaveClass(/ui-countdown--urgent/);
  await expect(
    page.getByText('This rate can no longer be used. Refresh to get a new rate.'),
  ).toBeVisible();

  // At expiry the countdown reads 00:00.
  await page.clock.fastForward('00:10');
  await expect(countdown).toHaveText('00:00');

  const quotesBefore = (await recordedCalls(page)).filter(
    (c) => c.method === 'POST' && c.path === '/boom/v2/fx/quotes',
  ).length;
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await expect(countdown).toHaveText(/^[23]:\d{2}$/);
  const quotesAfter = (await recordedCalls(page)).filter(
    (c) => c.method === 'POST' && c.path === '/boom/v2/fx/quotes',
  ).length;
  expect(quotesAfter).toBe(quotesBefore + 1);
  expect(await transferCalls(page)).toEqual([]);
});

test('a double click on Confirm makes exactly one transfer', async ({ page }) => {
  await openExchange(page, { transfer2fa: false });
  const started = new Date().toISOString();
  const sgdBefore = byName(await bankAccounts(page), 'Main account').currentBalance ?? 0;
  await toReview(page);
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toBeVisible();

  expect(await transferCalls(page)).toHaveLength(1);
  expect(sgdBefore - (byName(await bankAccounts(page), 'Main account').currentBalance ?? 0)).toBe(
    HUNDRED_SGD,
  );
  // One exchange: its two legs (debit and credit), once.
  await expect.poll(async () => (await cachedExchangesSince(page, started)).length).toBe(2);
  expect(new Set((await cachedExchangesSince(page, started)).map((t) => t.groupId)).size).toBe(1);
});

test('with a code, a double click on Confirm and on Verify still makes exactly one transfer', async ({
  page,
}) => {
  await openExchange(page);
  const sgdBefore = byName(await bankAccounts(page), 'Main account').currentBalance ?? 0;
  await toReview(page);
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(codeDialog(page)).toHaveCount(1);
  await expect(codeDialog(page)).toContainText('Enter the 6-digit code we sent to');
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).dblclick();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toBeVisible();

  const calls = (await recordedCalls(page)).map((c) => c.path);
  expect(calls.filter((p) => p === '/boom/v3/payouts/otp/generate-payout-otp')).toHaveLength(1);
  expect(calls.filter((p) => p === '/boom/v3/payouts/otp/verify-payout-otp')).toHaveLength(1);
  expect(await transferCalls(page)).toHaveLength(1);
  expect(sgdBefore - (byName(await bankAccounts(page), 'Main account').currentBalance ?? 0)).toBe(
    HUNDRED_SGD,
  );
});
