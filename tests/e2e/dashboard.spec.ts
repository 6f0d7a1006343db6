import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import { signInAs } from './support/session';
import { publishNotices, recordedCalls } from './support/mockBank';
import { waitForServiceWorker } from './support/serviceWorker';

const tiles = (page: Page) => page.getByRole('navigation', { name: 'Actions' });
const accountsPanel = (page: Page) => page.getByRole('region', { name: 'Accounts', exact: true });
const recent = (page: Page) =>
  page.getByRole('region', { name: 'Recent Transactions', exact: true });

test('an admin sees the tiles enabled, the accounts panel with its total, and recent transactions with Refresh; no axe violations, light and dark', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await expect(tiles(page).getByRole('link', { name: 'Add account' })).toBeVisible();
  await expect(tiles(page).getByRole('button', { name: 'Account to account' })).toBeEnabled();
  await expect(tiles(page).getByRole('button', { name: 'Currency exchange' })).toBeEnabled();

  await expect(accountsPanel(page).getByText(/^\d+ accounts$/)).toBeVisible();
  const firstTwo = accountsPanel(page)
    .getByRole('list', { name: 'First accounts' })
    .getByRole('listitem');
  await expect(firstTwo).toHaveCount(2);
  await expect(firstTwo.nth(0)).toContainText('Main account');
  await expect(firstTwo.nth(1)).toContainText('Payroll');
  await expect(accountsPanel(page).getByTestId('total-balance')).toHaveText(
    /^S\$\d{1,3}(,\d{3})*\.\d{2}$/,
  );

  const list = recent(page).getByRole('list', { name: 'Recent Transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list).toContainText(/[+-](S\$|US\$|€|£|JP¥|HK\$|AU\$|CHF |฿)[\d,]+/);
  // The rows read as in Transactions: the newest exchange as one move on both of its legs, each
  // naming its own account; a payout as its account and To the payee.
  const item = (i: number) => list.getByRole('listitem').nth(i);
  const [received, sent, payout] = [item(0), item(1), item(2)];
  for (const leg of [received, sent])
    await expect(leg.locator('.txn-party__name')).toHaveText('Main account → GBP account');
  await expect(received.locator('.txn-party__account')).toHaveText('GBP account ·');
  await expect(received.locator('.txn-amounts')).toHaveText('+£2,767.12S$4,691.39 sent');
  await expect(sent.locator('.txn-party__account')).toHaveText('Main account ·');
  await expect(sent.locator('.txn-amounts')).toHaveText('-S$4,691.39£2,767.12 received');
  await expect(payout.locator('.txn-party__name')).toHaveText('To Hauck, Kutch and Schuster');

  // Refresh syncs the transactions again.
  const transactionCalls = async () =>
    (await recordedCalls(page)).filter((c) => c.path.startsWith('/v1/boom/transactions')).length;
  const before = await transactionCalls();
  await recent(page).getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(transactionCalls).toBeGreaterThan(before);

  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.emulateMedia({ colorScheme: 'light' });

  await accountsPanel(page).getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goBack();
  await recent(page).getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
});

test('the general role sees the tiles disabled and no accounts panel, with no axe violations', async ({
  page,
}) => {
  await signInAs(page, 'general@demo.test');
  for (const name of ['Add account', 'Account to account', 'Currency exchange']) {
    await expect(tiles(page).getByRole('button', { name })).toBeDisabled();
  }
  await expect(recent(page)).toBeVisible();
  await expect(accountsPanel(page)).toHaveCount(0);
  await expectNoViolations(page);
});

test('a transfer tile opens the Exchange & Internal Transfer modal (transfer page toggle off), Add account its page, and /dashboard?open=accountToAccount the modal', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await tiles(page).getByRole('button', { name: 'Currency exchange' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exchange & Internal Transfer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Currency exchange' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  await tiles(page).getByRole('link', { name: 'Add account' }).click();
  await expect(page).toHaveURL(/\/add-account$/);

  // Navigation can open the modal too, once: the parameter is dropped, so a reload does not
  // reopen it.
  await page.goto('/dashboard?open=accountToAccount');
  await expect(dialog.getByRole('tab', { name: 'Account to account' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('offline', () => {
  // A reload offline needs the service worker, which playwright.config.ts blocks elsewhere.
  test.use({ serviceWorkers: 'allow' });

  test('the dashboard stays readable offline from the cache', async ({ page, context }) => {
    await page.goto('/login');
    await waitForServiceWorker(page);
    await signInAs(page, 'admin@demo.test');
    // The first sync done: accounts and their SGD rates are in the cache.
    await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
    await expect(accountsPanel(page).getByTestId('total-balance')).toHaveText(/^S\$[\d,]+\.\d{2}$/);
    const total = await accountsPanel(page).getByTestId('total-balance').textContent();
    expect(total).not.toBe('S$0.00');
    await context.setOffline(true);
    await page.reload();
    await expect(accountsPanel(page).getByTestId('total-balance')).toHaveText(total ?? '');
    await expect(
      recent(page).getByRole('list', { name: 'Recent Transactions' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(recent(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await context.setOffline(false);
  });
});

test('an announcement opens once after sign-in, then the user guide; closing them is remembered', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await publishNotices(
    page,
    {
      title: 'Pay suppliers in CNY',
      subtitle: 'Now in China too.',
      roles: ['admin'],
      ctaLabel: 'Try it',
    },
    'admin@demo.test',
  );
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Pay suppliers in CNY' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Now in China too.');
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () =>
      (await recordedCalls(page)).some(
        (c) => c.method === 'PUT' && c.path.startsWith('/v1/boom/user/feature-callout/update/'),
      ),
    )
    .toBe(true);

  const guide = page.getByRole('region', { name: 'User guide', exact: true });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Close the user guide' }).click();
  await expect(page.getByText('You can open the user guide again here at any time.')).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Actions' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'User guide', exact: true })).toHaveCount(0);
});
