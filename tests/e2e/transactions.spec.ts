import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations, OPEN_DIALOG, OPEN_PANEL } from './support/axe';
import { signInAs } from './support/session';

/** Page object of /transaction. */
class TransactionsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Transactions' })
      .click();
    await expect(this.page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
  }

  /**
   * The list's total once the first sync has written every transaction: it fills the list in
   * batches, so a total read earlier (300 of 360) would not be the total later on.
   */
  async settledTotal(): Promise<number> {
    await expect(this.page.getByText(/^Last updated \d{2}:\d{2}$/)).toBeVisible();
    await expect(
      this.page.getByRole('button', { name: 'Refresh', exact: true }),
    ).not.toHaveAttribute('aria-busy');
    let last = -1;
    await expect
      .poll(
        async () => {
          const [previous, now] = [last, await this.total()];
          last = now;
          return now === previous;
        },
        { intervals: [300] },
      )
      .toBe(true);
    return last;
  }

  rows(): Locator {
    return this.page.locator('tbody tr.txn-table__row');
  }

  range(): Locator {
    return this.page.locator('.txn-pager__range');
  }

  /** The list's total from 'Showing 1–15 of 342'. */
  async total(): Promise<number> {
    await expect(this.range()).toHaveText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
    const text = (await this.range().textContent()) ?? '';
    return Number(text.replace(/^.* of /, '').replace(/,/g, ''));
  }

  async texts(column: 'party' | 'amount' | 'status'): Promise<string[]> {
    return this.rows().locator(`td.txn-table__col--${column}`).allInnerTexts();
  }

  async tick(filter: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${filter}: `) }).click();
    await this.page.getByRole('checkbox', { name: option, exact: true }).check();
    await this.page.keyboard.press('Escape');
  }

  async untick(filter: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${filter}: `) }).click();
    await this.page.getByRole('checkbox', { name: option, exact: true }).uncheck();
    await this.page.keyboard.press('Escape');
  }

  /** The options a filter list offers, as its checkboxes read. */
  async options(filter: string): Promise<string[]> {
    await this.page.getByRole('button', { name: new RegExp(`^${filter}: `) }).click();
    const labels = await this.page
      .getByRole('group', { name: filter, exact: true })
      .locator('.ui-checkbox')
      .allInnerTexts();
    await this.page.keyboard.press('Escape');
    return labels.map((l) => l.trim());
  }

  async clear(): Promise<void> {
    await this.page
      .getByRole('form', { name: 'Filter transactions' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
  }

  /** The value of a Transaction Details field (its dd), by its label (its dt). */
  field(dialog: Locator, label: string): Locator {
    return dialog
      .locator('.txn-detail__field', {
        has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
      })
      .locator('dd');
  }
}

const magnitude = (amount: string) => Number(amount.split('\n')[0]?.replace(/[^\d.]/g, ''));
/** No sideways overflow in an element (run in the page). */
const fits = (el: Element) => el.scrollWidth <= el.clientWidth;
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('an admin lists, filters and pages the transactions and opens one', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Type',
    'To/From',
    'Amount',
    'Status',
    'Attachments',
  ]);
  await expect(page.getByText(/^Last updated \d{2}:\d{2}$/)).toBeVisible();
  // Virtualised: the rows near the screen are in the DOM, at most the page's 15.
  expect(await list.rows().count()).toBeLessThanOrEqual(15);
  const all = await list.settledTotal();
  expect(all).toBeGreaterThan(250);
  await expect(list.range()).toHaveText(`Showing 1–15 of ${all.toLocaleString('en-US')}`);

  // Status: only cancelled rows, fewer of them.
  await list.tick('Status', 'Cancelled');
  await expect.poll(() => list.total()).toBeLessThan(all);
  expect(new Set((await list.texts('status')).map((s) => s.trim()))).toEqual(
    new Set(['Cancelled']),
  );
  await list.clear();
  await expect.poll(() => list.total()).toBe(all);

  // Type: card payments only.
  await list.tick('Type', 'Card Payment');
  await expect.poll(() => list.total()).toBeLessThan(all);
  for (const party of await list.texts('party')) expect(party).toContain('Card Payment');
  await list.clear();

  // Account: the USD account's rows, amounts typed in USD.
  await list.tick('Accounts', 'USD operations (USD)');
  await expect(page.getByLabel('Min amount (USD)')).toBeVisible();
  await expect.poll(() => list.total()).toBeLessThan(all);
  for (const amount of await list.texts('amount')) expect(amount).toContain('US$');
  await list.clear();

  // Amount range over accounts of several currencies: SGD equivalents. A wrong entry is kept
  // and explained, and the list stays as it was.
  const min = page.getByLabel('Min amount (SGD equivalent)');
  await min.fill('abc');
  await expect(min).toHaveValue('abc');
  await expect(page.getByText('Enter an amount in numbers, such as 1,250.00.')).toBeVisible();
  await expect(list.range()).toHaveText(`Showing 1–15 of ${all.toLocaleString('en-US')}`);
  await min.fill('10,000');
  await expect.poll(() => list.total()).toBeLessThan(all);
  for (const amount of await list.texts('amount'))
    if (/^[+-]S\$/.test(amount)) expect(magnitude(amount)).toBeGreaterThanOrEqual(10_000);
  await page.getByLabel('Max amount (SGD equivalent)').fill('5,000');
  await expect(
    page.getByText('The maximum amount cannot be less than the minimum amount.'),
  ).toBeVisible();
  await page.getByLabel('Max amount (SGD equivalent)').fill('99,999,999');
  await min.fill('99,999,998');
  await expect(page.getByText('no transactions found')).toBeVisible();
  await list.clear();
  await expect.poll(() => list.total()).toBe(all);

  // Dates: the last ten days up to three days ago.
  const start = new Date(Date.now() - 10 * 86_400_000);
  const end = new Date(Date.now() - 3 * 86_400_000);
  await page.getByLabel('Start date').fill(isoDay(start));
  await page.getByLabel('End date').fill(isoDay(end));
  const inRange = (party: string) => {
    const day = isoDay(new Date(Date.parse(party.split(' · ').pop() ?? '')));
    return day >= isoDay(start) && day <= isoDay(end);
  };
  // Polled: the list first follows the start date alone, then both dates.
  await expect.poll(async () => (await list.texts('party')).every(inRange)).toBe(true);
  expect(await list.total()).toBeLessThan(all);
  expect(await list.total()).toBeGreaterThan(0);
  await page.getByLabel('Start date').fill(isoDay(end));
  await page.getByLabel('End date').fill(isoDay(start));
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
  await list.clear();

  // Page size: 50 a page, and a page of 100 keeps only the rows near the screen in the DOM.
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(list.range()).toHaveText(`Showing 1–50 of ${all.toLocaleString('en-US')}`);
  await page.getByLabel('Rows per page').selectOption('100');
  await expect(list.range()).toHaveText(`Showing 1–100 of ${all.toLocaleString('en-US')}`);
  expect(await list.rows().count()).toBeLessThan(60);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(list.range()).toHaveText(`Showing 101–200 of ${all.toLocaleString('en-US')}`);
  await expect(page.getByText(`Page 2 of ${Math.ceil(all / 100)}`)).toBeVisible();

  // Detail: the row's party and amount, with its reference. Read once the list holds still: a
  // sync landing now re-renders the rows, and the click would open another row than the one read.
  const first = list.rows().first();
  await expect
    .poll(async () => {
      const before = await first.innerText();
      await page.waitForTimeout(250);
      return before === (await first.innerText());
    })
    .toBe(true);
  const party = (await first.locator('.txn-party__name').innerText()).trim();
  const amount = (await first.locator('.txn-amount').first().innerText()).trim();
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(dialog).toBeVisible();
  // The detail reads the row as the list does: the same headline ('To …', 'From …' or 'A → B').
  expect(party).toMatch(/^(To .+|From .+|.+ → .+)$/);
  await expect(dialog.locator('.txn-detail__summary .txn-party__name')).toHaveText(party);
  await expect(dialog.locator('.txn-detail__big-amount')).toHaveText(amount);
  await expect(dialog.getByText('Reference', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Enter on a focused row opens it too.
  await list.rows().nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
});

test('an admin reads an exchange as one move and a detailed status, on a phone too, and filters by card, cardholder and amount type', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  const all = await list.settledTotal();
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });

  // The newest two rows are the legs of an exchange: S$4,691.39 from Main account became
  // £2,767.12 in GBP account. Each names its own account and reads as the whole move, with the
  // other leg's amount under its own.
  const [received, sent] = [list.rows().nth(0), list.rows().nth(1)];
  for (const leg of [received, sent])
    await expect(leg.locator('.txn-party__name')).toHaveText('Main account → GBP account');
  await expect(received.locator('.txn-party__account')).toHaveText('GBP account ·');
  await expect(received.locator('.txn-amounts')).toHaveText('+£2,767.12S$4,691.39 sent');
  await expect(sent.locator('.txn-party__account')).toHaveText('Main account ·');
  await expect(sent.locator('.txn-amounts')).toHaveText('-S$4,691.39£2,767.12 received');
  // It is still processing: the badges say what that means, as text and as a tooltip.
  const processing =
    'Internal Transfer/Exchange, Processing: Not completed yet; the bank is still working on it.';
  await expect(received.getByRole('img', { name: processing })).toHaveAttribute(
    'title',
    processing,
  );
  await expect(received.locator('td.txn-table__col--status .txn-status')).toHaveAttribute(
    'title',
    'Not completed yet; the bank is still working on it.',
  );

  // A phone: no sideways scroll; the name wraps with the whole of it as its tooltip, the amount
  // and the day each on one line.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expect(received.locator('.txn-party__name')).toHaveAttribute(
    'title',
    'Main account → GBP account',
  );
  expect(await received.locator('.txn-party__date').evaluate(fits)).toBe(true);
  expect((await received.locator('.txn-amount').boundingBox())?.height).toBeLessThan(30);
  expect((await received.locator('.txn-party__date').boundingBox())?.height).toBeLessThan(24);

  // The detail fits too; it names the two accounts as From and To, and its status and detailed
  // status each say what they mean, so 'Pending' reads as a step of 'Processing'.
  await received.click();
  await expect(dialog.locator('.txn-detail__summary .txn-party__name')).toHaveText(
    'Main account → GBP account',
  );
  await expect(dialog.locator('.txn-detail__big-amount')).toHaveText('+£2,767.12S$4,691.39 sent');
  await expect(list.field(dialog, 'From')).toHaveText(/^Main account\d+$/);
  await expect(list.field(dialog, 'To')).toHaveText(/^GBP account\d+$/);
  await expect(list.field(dialog, 'Status')).toHaveText(
    'ProcessingNot completed yet; the bank is still working on it.',
  );
  await expect(list.field(dialog, 'Detailed status')).toHaveText(
    'PendingShown as Processing: accepted by the bank, not yet sent.',
  );
  expect(await dialog.locator('.ui-modal__body').evaluate(fits)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Card: the cards the cached transactions were made with, by their last digits.
  expect(await list.options('Card')).toEqual(['•••• 1195', '•••• 4821', '•••• 7730']);
  await list.tick('Card', '•••• 4821');
  await expect(page.getByRole('button', { name: 'Card: •••• 4821' })).toBeVisible();
  await expect.poll(() => list.total()).toBeLessThan(all);
  const cardTotal = await list.total();
  await list.rows().first().click();
  await expect(list.field(dialog, 'Card')).toHaveText(/^.+ •••• 4821$/);
  const holder = ((await list.field(dialog, 'Card').innerText()).split(' ••••')[0] ?? '').trim();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Cardholder: that card's holder has no other card, so the same transactions.
  await list.untick('Card', '•••• 4821');
  await expect.poll(() => list.total()).toBe(all);
  expect(await list.options('Cardholder')).toHaveLength(3);
  await list.tick('Cardholder', holder);
  await expect(page.getByRole('button', { name: `Cardholder: ${holder}` })).toBeVisible();
  await expect.poll(() => list.total()).toBe(cardTotal);

  // Amount type: credit only on top of the cardholder, then credit only for everyone.
  const amountType = page.getByLabel('Amount type');
  await amountType.selectOption({ label: 'Credit (money in)' });
  await expect.poll(() => list.total()).toBeLessThan(cardTotal);
  await list.untick('Cardholder', holder);
  await expect.poll(() => list.total()).toBeLessThan(all);
  for (const amount of await list.texts('amount')) expect(amount).toMatch(/^\+/);
  await amountType.selectOption({ label: 'Debit (money out)' });
  await expect
    .poll(async () => (await list.texts('amount')).every((a) => a.startsWith('-')))
    .toBe(true);
  await list.clear();
  await expect(amountType).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Card: All cards' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cardholder: All cardholders' })).toBeVisible();
  await expect.poll(() => list.total()).toBe(all);
});

test('an admin compares amounts in HKD for the HKD account and as SGD equivalents across currencies', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  const all = await list.settledTotal();

  // Amounts in one currency: the HKD account's, typed and compared in HKD.
  const payout = list.rows().filter({ hasText: '-HK$26,385.55' });
  await list.tick('Accounts', 'HKD account (HKD)');
  await expect.poll(() => list.total()).toBeLessThan(all);
  const hkd = await list.total();
  await page.getByLabel('Min amount (HKD)').fill('20,000');
  await expect(page.getByLabel('Max amount (HKD)')).toBeVisible();
  await expect.poll(() => list.total()).toBeLessThan(hkd);
  await expect(list.rows().first().locator('.txn-amount').first()).toHaveText('-HK$26,385.55');
  for (const amount of await list.texts('amount'))
    expect(magnitude(amount)).toBeGreaterThanOrEqual(20_000);

  // With the main SGD account too, the figures are SGD equivalents at the cached bid rates:
  // the HK$26,385.55 pay-out is about S$4,521, within S$4,500-4,550 and not S$10,000 or more.
  await list.tick('Accounts', 'Main account (SGD)');
  await list.tick('Type', 'Pay-out');
  const sgdMin = page.getByLabel('Min amount (SGD equivalent)');
  const sgdMax = page.getByLabel('Max amount (SGD equivalent)');
  await expect(sgdMin).toHaveValue('20,000');
  await sgdMin.fill('4,500');
  await sgdMax.fill('4,550');
  await expect(payout).toHaveCount(1);
  await sgdMin.fill('4,530');
  await expect(payout).toHaveCount(0);
  await sgdMin.fill('4,500');
  await expect(payout).toHaveCount(1);
  await sgdMax.fill('');
  await sgdMin.fill('10,000');
  await expect(payout).toHaveCount(0);
  // HK$211,823.29 is about S$36,300.
  await expect(list.rows().filter({ hasText: '-HK$211,823.29' })).toHaveCount(1);
  await list.clear();
  await expect(page.getByLabel('Min amount (SGD equivalent)')).toHaveValue('');
  await expect.poll(() => list.total()).toBe(all);
});

test('a general user sees only card-related types, card payments by default', async ({ page }) => {
  await signInAs(page, 'general@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  await expect(page.getByRole('button', { name: 'Type: Card Payment' })).toBeVisible();
  for (const party of await list.texts('party')) expect(party).toContain('Card Payment');
  await page.getByRole('button', { name: 'Type: Card Payment' }).click();
  await expect(page.getByRole('group', { name: 'Type' }).getByRole('checkbox')).toHaveCount(5);
  for (const label of [
    'Card Payment',
    'ATM Withdrawal',
    'Transaction Adjustment',
    'Account Funding',
    'Merchant Rebate',
  ]) {
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Card Payment', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Pay-out', exact: true })).toHaveCount(0);
  // Unticking the default lists every card-related type, and never more.
  const cardOnly = await list.settledTotal();
  await page.getByRole('checkbox', { name: 'Card Payment', exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect.poll(() => list.total()).toBeGreaterThan(cardOnly);
  const cardTypes =
    /Card Payment|ATM Withdrawal|Transaction Adjustment|Account Funding|Merchant Rebate/;
  for (const party of await list.texts('party')) expect(party).toMatch(cardTypes);
  // A card and credit only keep to those types too.
  const everyCardType = await list.total();
  await list.tick('Card', '•••• 7730');
  await expect.poll(() => list.total()).toBeLessThan(everyCardType);
  await page.getByLabel('Amount type').selectOption({ label: 'Credit (money in)' });
  await expect
    .poll(async () => (await list.texts('amount')).every((a) => a.startsWith('+')))
    .toBe(true);
  for (const party of await list.texts('party')) expect(party).toMatch(cardTypes);
});

test('the transactions page, its filters and the detail have no axe violations, light and dark', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Dark shows the same screens: only the colour rules can differ.
    const scope = scheme === 'dark' ? 'colours' : 'all';
    await expectNoViolations(page, scope);
    await page.getByRole('button', { name: /^Status: / }).click();
    await expectNoViolations(page, scope, OPEN_PANEL);
    await page.keyboard.press('Escape');
    await list.rows().first().click();
    await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toBeVisible();
    await expectNoViolations(page, scope, OPEN_DIALOG);
    await page.keyboard.press('Escape');
  }
  await page.getByLabel('Min amount (SGD equivalent)').fill('99,999,999');
  await expect(page.getByText('no transactions found')).toBeVisible();
  await expectNoViolations(page);
});
