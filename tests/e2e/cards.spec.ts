import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import { SMS_CODE } from './support/loginPage';
import { signInAs } from './support/session';
import { waitForServiceWorker } from './support/serviceWorker';

/**
 * Issue 25, items 1 to 3 and 6: the Cards page and a card's controls. The admin creates a virtual
 * card for finance, lowers its limit to S$500 and restricts it to Technology on its own page
 * (strengthening: no code); the bank's card network declines a payment over the limit and one in
 * another category, approves one in Technology (it shows in Transactions and in the card's spend),
 * and declines one once the card is locked (one click). The page opens offline from the cache,
 * and no card row in IndexedDB holds a full card number. Item 5: finance reveals their own card's
 * details with a code; they hide themselves after 60 s, and neither IndexedDB nor the caches hold
 * the number.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const cardDialog = (page: Page) => page.getByRole('dialog', { name: /•••• 1195$/ });
const financeCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Virtual cards' })
    .getByRole('listitem')
    .filter({ hasText: '•••• 1195' });

async function openCards(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  await expect(financeCard(page)).toBeVisible();
}

/** A payment the bank's card network sends (docs/decisions/cards.md 'Card payments the bank authorises'). */
async function pay(
  page: Page,
  cardId: string,
  name: string,
  categoryCode: string,
  dollars: number,
) {
  return page.evaluate((request) => window.__mockBank?.authoriseCard(request), {
    cardId,
    merchant: { name, categoryCode },
    amount: dollars * 1_000_000,
    currency: 'SGD' as const,
  });
}

test('admin issues finance a virtual card with a S$500 limit and one merchant category; the bank declines and approves its payments, and a lock declines them', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/cards');
  await expect(page.getByText('7 cards', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Physical cards' })).toContainText('•••• 4821');
  await expect(financeCard(page)).toContainText(
    /US\$[\d,]+\.\d{2} of US\$15,000\.00 spent this month/,
  );
  await expectNoViolations(page);
  const holder = (
    await financeCard(page)
      .getByText(/^Cardholder: /)
      .textContent()
  )?.replace('Cardholder: ', '');

  // Create: a virtual card for finance on an SGD account.
  await page.getByRole('link', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/cards\/add-card$/);
  await expect(page.getByTestId('card-limits')).toHaveText(
    /^Your company can create \d+ more cards: \d+ physical, \d+ virtual\.$/,
  );
  await expect(page.getByRole('radio', { name: /Virtual card/ })).toBeChecked();
  await page.getByLabel('Cardholder').selectOption({ label: holder ?? '' });
  const sgd = page
    .getByLabel('Linked account')
    .locator('option', { hasText: / · SGD$/ })
    .first();
  await page.getByLabel('Linked account').selectOption((await sgd.getAttribute('value')) ?? '');
  await page.getByLabel('Name on card').fill('Cloud Tools');
  await page.getByLabel(/^Monthly spending limit/).fill('1000');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(toasts(page)).toContainText('Virtual card created');
  await expect(page).toHaveURL(/\/cards$/);
  const created = page
    .getByRole('list', { name: 'Virtual cards' })
    .getByRole('listitem')
    .filter({ hasText: 'Cloud Tools' });
  await expect(created).toContainText(`Cardholder: ${holder}`);
  await expect(created).toContainText('Active');
  const dialog = page.getByRole('dialog', { name: /^Cloud Tools •••• \d{4}$/ });

  // The limit: S$1,000 down to S$500, a lowering (no code).
  await created.getByRole('button').first().click();
  await dialog.getByRole('link', { name: 'Edit limit' }).click();
  await expect(page).toHaveURL(/\/cards\/[^/]+\/edit-limit$/);
  const cardId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  await page.getByLabel('Monthly spending limit (SGD)').fill('500');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(toasts(page)).toContainText('Card Limits saved');
  await expect(created).toContainText('S$0.00 of S$500.00 spent this month');

  // The merchants: Technology only, on the card's own page (a narrowing: no code).
  await created.getByRole('button').first().click();
  await expect(dialog).toContainText('No restriction');
  await dialog.getByRole('link', { name: 'Edit merchants' }).click();
  await expect(page).toHaveURL(`/cards/${cardId}/edit-restrictions`);
  await expect(
    page.getByRole('heading', { name: 'Edit merchant restrictions', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Allowed categories only').check();
  await page.getByLabel('Technology').check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save merchants' }).click();
  await expect(toasts(page)).toContainText('Merchant restrictions saved');
  await expect(page).toHaveURL(`/cards/${cardId}/view-restrictions`);
  await expect(page.getByRole('list', { name: 'Categories' })).toHaveText('Technology');
  await expectNoViolations(page);

  // The bank's card network: over the limit, another category, then one it approves.
  expect(await pay(page, cardId, 'CLOUDHOST PTE LTD', '7372', 600)).toMatchObject({
    approved: false,
    reason: 'limit',
    description: 'the monthly spending limit would be exceeded',
  });
  expect(await pay(page, cardId, 'DIN TAI FUNG MBS', '5812', 50)).toMatchObject({
    approved: false,
    reason: 'category',
    description: "the merchant's category is not allowed on this card",
  });
  expect(await pay(page, cardId, 'CLOUDHOST PTE LTD', '7372', 50)).toMatchObject({
    approved: true,
    billedAmount: 50_000_000,
    billedCurrency: 'SGD',
  });

  // After a sync: in Transactions, and in the card's spend.
  await nav(page).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.locator('tbody tr.txn-table__row').first()).toContainText('CLOUDHOST PTE LTD');
  await expect(page.locator('tbody tr.txn-table__row').first()).toContainText('50.00');
  await nav(page).getByRole('link', { name: 'Cards' }).click();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(created).toContainText('S$50.00 of S$500.00 spent this month');

  // A lock (one click) declines the next payment (unlocking with a code: CardsPage.dom.test.tsx).
  await created.getByRole('button').first().click();
  await dialog.getByRole('button', { name: 'Lock card' }).click();
  await expect(toasts(page)).toContainText('Card locked');
  await expect(dialog).toContainText('Locked');
  expect(await pay(page, cardId, 'CLOUDHOST PTE LTD', '7372', 20)).toMatchObject({
    approved: false,
    reason: 'locked',
    description: 'the card is locked',
  });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  const panel = page.getByRole('region', { name: 'Cards' });
  await expect(panel).toContainText('8 cards');
  await expect(panel.getByRole('link', { name: 'View all' })).toBeVisible();
  // The virtual-card-created banner (spec-3 §2) and its Top up dialog, until closed: second in
  // priority, so it shows once the referral banner is closed.
  await page.getByRole('button', { name: 'Close the referral offer' }).click();
  const banner = page.locator('.dash-banner').filter({ hasText: 'Virtual card created' });
  await expect(banner).toContainText(/^Virtual card createdCloud Tools •••• \d{4} is ready/);
  await banner.getByRole('button', { name: 'Top up' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up' });
  await expect(topUp).toContainText('Transfer from your bank');
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(topUp).toBeHidden();
  await banner.getByRole('button', { name: 'Close the virtual card notice' }).click();
  await expect(banner).toHaveCount(0);
});

test.describe('offline', () => {
  // A reload with no connection: the service worker serves the shell.
  test.use({ serviceWorkers: 'allow' });

  test('the Cards page opens offline from the cache, and no card row holds a full card number', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await waitForServiceWorker(page);
    await signInAs(page, 'admin@demo.test');
    await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
    await openCards(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Offline - showing data from \d{2}:\d{2}$/)).toBeVisible();
    await expect(financeCard(page)).toContainText('Active');
    await expect(page.getByRole('list', { name: 'Physical cards' })).toContainText('•••• 4821');

    // Every card row of every cache database on this device.
    const rows = await page.evaluate(async () => {
      const all: unknown[] = [];
      for (const info of await indexedDB.databases()) {
        if (!info.name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(info.name ?? '');
          open.addEventListener('success', () => resolve(open.result));
          open.addEventListener('error', () => reject(open.error));
        });
        if (db.objectStoreNames.contains('cards')) {
          const store = db.transaction('cards').objectStore('cards');
          all.push(
            ...(await new Promise<unknown[]>((resolve, reject) => {
              const read = store.getAll();
              read.addEventListener('success', () => resolve(read.result));
              read.addEventListener('error', () => reject(read.error));
            })),
          );
        }
        db.close();
      }
      return all;
    });
    expect(rows.length).toBeGreaterThanOrEqual(7);
    const text = JSON.stringify(rows);
    expect(text).toContain('"panTail":"1195"');
    expect(text).not.toMatch(/\d{13,}/);
    expect(text).not.toMatch(/cvv|expiry/i);
  });
});

// Issue 25 item 4: the PIN pages of the holder's own physical card; then the cards' tutorial.
test("admin changes the PIN of •••• 4821 after a wrong one, then resets it with Forgot PIN's code", async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await openCards(page);
  await page
    .getByRole('list', { name: 'Physical cards' })
    .getByRole('listitem')
    .filter({ hasText: '•••• 4821' })
    .getByRole('button')
    .first()
    .click();
  await page
    .getByRole('dialog', { name: /•••• 4821$/ })
    .getByRole('link', { name: 'Change PIN' })
    .click();
  await expect(page).toHaveURL(/\/cards\/change-pin\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Change PIN', level: 1 })).toBeVisible();

  await page.getByLabel('Existing PIN', { exact: true }).fill('111111');
  await page.getByLabel('New PIN', { exact: true }).fill('135790');
  await page.getByLabel('Confirm new PIN', { exact: true }).fill('135790');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText('Incorrect PIN', { exact: true })).toBeVisible();
  await expect(page.getByText('2 tries left before this PIN is blocked.')).toBeVisible();
  await expect(page.getByLabel('Existing PIN', { exact: true })).toHaveValue('');
  await expectNoViolations(page);
  await page.getByLabel('Existing PIN', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your PIN has been changed.' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Forgot PIN' }).click();
  await expect(page).toHaveURL(/\/cards\/forget-pin\/[^/]+$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(SMS_CODE);
  await page.getByLabel('New PIN', { exact: true }).fill('864200');
  await page.getByLabel('Confirm new PIN', { exact: true }).fill('864200');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Set new PIN' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new PIN is set.' })).toBeVisible();

  // The cards' tutorial (/settings/tutorial/cards), from the Cards page.
  await openCards(page);
  await page.getByRole('link', { name: 'How cards work' }).click();
  await expect(page).toHaveURL(/\/settings\/tutorial\/cards$/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/cards$/);
});

test("finance reveals their card's details with a code; they hide themselves, stored nowhere", async ({
  page,
}) => {
  // The page's clock, so the 60 s of the details pass at once.
  await page.clock.install();
  await signInAs(page, 'finance@demo.test');
  await openCards(page);
  await financeCard(page).getByRole('button').first().click();
  await cardDialog(page).getByRole('button', { name: 'Show card details' }).click();
  const code = page.getByRole('dialog', { name: 'Verify to see the card details' });
  // Finance's second factor is the authenticator app: the SMS code is the demo's fixed one.
  await code.getByRole('button', { name: 'Send a code by SMS instead' }).click();
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();

  const shown = cardDialog(page).locator('dt:has-text("Card number") + dd');
  await expect(shown).toHaveText(/^\d{4} \d{4} \d{4} 1195$/);
  await expect(cardDialog(page).locator('dt:has-text("Expiry") + dd')).toHaveText(/^\d{2}\/\d{2}$/);
  await expect(cardDialog(page).locator('dt:has-text("Security code") + dd')).toHaveText(/^\d{3}$/);
  await expect(cardDialog(page).getByRole('timer')).toHaveText(/^Hidden again in \d+ s$/);
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  const pan = ((await shown.textContent()) ?? '').replace(/\D/g, '');
  expect(pan).toMatch(/^\d{16}$/);

  // Nothing of the number in any IndexedDB database or cache of this page.
  const stored = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.addEventListener('success', () => resolve(open.result));
        open.addEventListener('error', () => reject(open.error));
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const read = db.transaction(name).objectStore(name).getAll();
        texts.push(
          JSON.stringify(
            await new Promise<unknown[]>((resolve, reject) => {
              read.addEventListener('success', () => resolve(read.result));
              read.addEventListener('error', () => reject(read.error));
            }),
          ),
        );
      }
      db.close();
    }
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys())
        texts.push(request.url, (await (await cache.match(request))?.text()) ?? '');
    }
    return texts.join('\n');
  });
  expect(stored).not.toContain(pan);

  await page.clock.fastForward(61_000);
  await expect(shown).toHaveCount(0);
  await expect(cardDialog(page)).not.toContainText(pan.slice(-8));
  await expect(cardDialog(page).getByRole('button', { name: 'Show card details' })).toBeVisible();
});
