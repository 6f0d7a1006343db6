import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './support/loginPage';

/** Page object of /transaction. */
class TransactionsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(this.page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
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

  async clear(): Promise<void> {
    await this.page.getByRole('form', { name: 'Filter transactions' }).getByRole('button', { name: 'Clear filters' }).click();
  }
}

const magnitude = (amount: string) => Number(amount.split('\n')[0]?.replace(/[^\d.]/g, ''));
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('an admin lists, filters and pages the transactions and opens one', async ({ page }) => {
  await new LoginPage(page).signInWithSms('admin@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  await expect(page.getByRole('columnheader')).toHaveText(['Type', 'To/From', 'Amount', 'Status', 'Attachments']);
  await expect(page.getByText(/^Last updated \d{2}:\d{2}$/)).toBeVisible();
  // Virtualised: the rows near the screen are in the DOM, at most the page's 15.
  expect(await list.rows().count()).toBeLessThanOrEqual(15);
  const all = await list.total();
  expect(all).toBeGreaterThan(250);
  await expect(list.range()).toHaveText(`Showing 1–15 of ${all.toLocaleString('en-US')}`);

  // Status: only cancelled rows, fewer of them.
  await list.tick('Status', 'Cancelled');
  await expect.poll(() => list.total()).toBeLessThan(all);
  expect(new Set((await list.texts('status')).map((s) => s.trim()))).toEqual(new Set(['Cancelled']));
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

  // Amount range: a wrong entry is kept and explained, and the list stays as it was.
  const min = page.getByLabel('Min amount (SGD)');
  await min.fill('abc');
  await expect(min).toHaveValue('abc');
  await expect(page.getByText('Enter an amount in numbers, such as 1,250.00.')).toBeVisible();
  await expect(list.range()).toHaveText(`Showing 1–15 of ${all.toLocaleString('en-US')}`);
  await min.fill('10,000');
  await expect.poll(() => list.total()).toBeLessThan(all);
  for (const amount of await list.texts('amount')) expect(magnitude(amount)).toBeGreaterThanOrEqual(10_000);
  await page.getByLabel('Max amount (SGD)').fill('5,000');
  await expect(page.getByText('The maximum amount cannot be less than the minimum amount.')).toBeVisible();
  await page.getByLabel('Max amount (SGD)').fill('99,999,999');
  await min.fill('99,999,998');
  await expect(page.getByText('no transactions found')).toBeVisible();
  await list.clear();
  await expect.poll(() => list.total()).toBe(all);

  // Dates: the last ten days up to three days ago.
  const start = new Date(Date.now() - 10 * 86_400_000);
  const end = new Date(Date.now() - 3 * 86_400_000);
  await page.getByLabel('Start date').fill(isoDay(start));
  await page.getByLabel('End date').fill(isoDay(end));
  await expect.poll(() => list.total()).toBeLessThan(all);
  for (const party of await list.texts('party')) {
    const day = new Date(Date.parse(party.split(' · ').pop() ?? ''));
    expect(isoDay(day) >= isoDay(start) && isoDay(day) <= isoDay(end)).toBe(true);
  }
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

  // Detail: the row's party and amount, with its reference.
  const first = list.rows().first();
  const party = (await first.locator('.txn-party__name').innerText()).trim();
  const amount = (await first.locator('.txn-amount').first().innerText()).trim();
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.txn-detail__party')).toHaveText(new RegExp(`^(To|From) ${party.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
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

test('a general user sees only card-related types, card payments by default', async ({ page }) => {
  await new LoginPage(page).signInWithSms('general@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  await expect(page.getByRole('button', { name: 'Type: Card Payment' })).toBeVisible();
  for (const party of await list.texts('party')) expect(party).toContain('Card Payment');
  await page.getByRole('button', { name: 'Type: Card Payment' }).click();
  await expect(page.getByRole('group', { name: 'Type' }).getByRole('checkbox')).toHaveCount(5);
  for (const label of ['Card Payment', 'ATM Withdrawal', 'Transaction Adjustment', 'Account Funding', 'Merchant Rebate']) {
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Card Payment', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Pay-out', exact: true })).toHaveCount(0);
  // Unticking the default lists every card-related type, and never more.
  const cardOnly = await list.total();
  await page.getByRole('checkbox', { name: 'Card Payment', exact: true }).uncheck();
  await expect.poll(() => list.total()).toBeGreaterThanOrEqual(cardOnly);
  for (const party of await list.texts('party')) {
    expect(party).toMatch(/Card Payment|ATM Withdrawal|Transaction Adjustment|Account Funding|Merchant Rebate/);
  }
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the transactions page, its filters and the detail have no axe violations, light and dark', async ({ page }) => {
  await new LoginPage(page).signInWithSms('admin@demo.test');
  const list = new TransactionsPage(page);
  await list.open();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Status: / }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await list.rows().first().click();
    await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await page.getByLabel('Min amount (SGD)').fill('99,999,999');
  await expect(page.getByText('no transactions found')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
