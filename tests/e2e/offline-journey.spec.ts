import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { recordedCalls } from './support/mockBank';
import { waitForServiceWorker } from './support/serviceWorker';

// These journeys reload offline: the service worker must install (playwright.config.ts blocks it
// elsewhere, where it only costs time).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 3, item 8, as one person's day on a bad connection: signed in and synced, the connection
 * drops and the app is reloaded. Everything cached is still readable (with how fresh it is), the
 * transaction filters still work (they are Dexie queries), and nothing that moves money is sent.
 * When the connection comes back, sync resumes by itself.
 */

const OFFLINE_LABEL = /^\s*Offline - showing data from \d{2}:\d{2}$/;
const MONEY_OFFLINE =
  "You're offlineMoving money needs a connection, so nothing can be sent until you're back online. What you typed is kept.";
const DECISION_OFFLINE =
  "You're offlineApproving or rejecting needs a connection, so nothing can be decided until you're back online. Your remarks are kept.";

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const indicator = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Up to date|Offline - showing data from/ })
    .first();
const txnRows = (page: Page) => page.locator('tbody tr.txn-table__row');
const txnRange = (page: Page) => page.locator('.txn-pager__range');

async function total(page: Page): Promise<number> {
  await expect(txnRange(page)).toHaveText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
  return Number(
    ((await txnRange(page).textContent()) ?? '').replace(/^.* of /, '').replace(/,/g, ''),
  );
}

async function go(page: Page, label: string): Promise<void> {
  await nav(page)
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
}

test('offline after a sync: dashboard, accounts, transactions with filters and pending approvals from the cache; no money moves; sync resumes online', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signInAs(page, 'admin@demo.test');
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();

  // Online: reach the review of an exchange, so that only the confirm remains.
  await page.goto('/transfer/currency-exchange');
  await expect(page.getByText(/^1 SGD = \d+\.\d{6} USD$/)).toBeVisible();
  await page.getByLabel(/^Amount to send/).fill('100');
  await expect(page.getByLabel(/^Amount to receive/)).toHaveValue(/^\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();

  await context.setOffline(true);
  const callsBefore = (await recordedCalls(page)).length;
  // Said at once; Confirm waits (docs/decisions/ui.md 'Offline money forms').
  await expect(page.getByRole('alert').filter({ hasText: MONEY_OFFLINE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Verify via SMS' })).toHaveCount(0);
  expect((await recordedCalls(page)).slice(callsBefore)).toEqual([]);

  // A reload with no connection: the shell comes from the service worker, the data from Dexie.
  await page.goto('/dashboard');
  await expect(indicator(page)).toHaveText(OFFLINE_LABEL);
  const accountsPanel = page.getByRole('region', { name: 'Accounts', exact: true });
  await expect(accountsPanel.getByTestId('total-balance')).toHaveText(/^S\$[\d,]+\.\d{2}$/);
  await expect(
    page.getByRole('region', { name: 'Recent Transactions', exact: true }).getByRole('listitem'),
  ).toHaveCount(5);

  await go(page, 'Accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(indicator(page)).toHaveText(OFFLINE_LABEL);

  await go(page, 'Transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(txnRows(page).first()).toBeVisible();
  const all = await total(page);
  expect(all).toBeGreaterThan(250);
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('checkbox', { name: 'Processing', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect.poll(() => total(page)).toBeLessThan(all);
  for (const status of await txnRows(page).locator('td.txn-table__col--status').allInnerTexts())
    expect(status.trim()).toBe('Processing');

  await go(page, 'Approvals');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const pending = page.getByRole('tabpanel').locator('tbody tr');
  await expect(pending).toHaveCount(10);
  await pending
    .first()
    .getByRole('button', { name: /^View request / })
    .click();
  const detail = page.getByRole('dialog', { name: 'Approval request' });
  await expect(detail.getByRole('alert').filter({ hasText: DECISION_OFFLINE })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Approve' })).toBeDisabled();
  const moneyCalls = (await recordedCalls(page)).filter(
    (c) =>
      c.path === '/v1/boom/transfers' ||
      c.path.includes('/payouts/otp/') ||
      c.path.includes('/approval/request/'),
  );
  expect(moneyCalls).toEqual([]);
  await detail.getByRole('button', { name: 'Close' }).click();

  // Back online: no click needed, the sync runs again and the indicator says so.
  const before = (await recordedCalls(page)).length;
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  await expect
    .poll(async () =>
      (await recordedCalls(page)).slice(before).some((c) => c.path === '/v1/boom/transactions'),
    )
    .toBe(true);
});
