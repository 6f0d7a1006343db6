import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { signInAs } from './support/session';
import { failNext, recordedCalls } from './support/mockBank';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const accountList = (page: Page) => page.getByRole('list', { name: 'Accounts' });
/** The row toggles in their order on screen (each is named by account name and currency). */
const rowToggles = (page: Page) =>
  accountList(page).locator('.account-row__toggle .account-row__name');

async function openAccounts(page: Page, email = 'admin@demo.test'): Promise<void> {
  await signInAs(page, email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(rowToggles(page).first()).toHaveText('Main account');
}

test('an account row expands to its number, holder, bank and SWIFT; THB has the notice and no number', async ({
  page,
}) => {
  await openAccounts(page);
  const main = page.getByRole('button', { name: /^Main account/ });
  await main.click();
  await expect(main).toHaveAttribute('aria-expanded', 'true');
  const details = accountList(page).locator('.account-row__details').first();
  // PayNow is the first SGD tab while its toggle is on (spec-3 §2).
  await expect(details.getByRole('tab', { name: 'PayNow' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await details.getByRole('tab', { name: 'Local Bank Transfers' }).click();
  await expect(details).toContainText('Account number');
  await expect(details).toContainText(/885164\d{6}/);
  // SGD FAST: the plain holder name (spec-3 §2); overseas: the product on behalf of the holder.
  const beneficiary = details.locator('dt:has-text("Beneficiary name") + dd');
  await expect(beneficiary).toHaveText('Demo Trading Pte. Ltd.');
  await details.getByRole('tab', { name: 'Overseas Bank Transfers' }).click();
  await expect(beneficiary).toHaveText('YouBiz on behalf of Demo Trading Pte. Ltd.');
  await expect(details).toContainText('DBSSSGSG');
  await main.click();
  await expect(main).toHaveAttribute('aria-expanded', 'false');

  const thb = page.getByRole('button', { name: /^THB card funding/ });
  await thb.click();
  const thbDetails = accountList(page).locator('.account-row--open .account-row__details');
  await expect(thbDetails).toContainText('Funds cannot be received into a THB account');
  await expect(thbDetails).not.toContainText('Account number');
});

test("renames an account with the validation texts, 'Account name already exists' and the success message, and keeps it after a reload", async ({
  page,
}) => {
  await openAccounts(page);
  await page.getByRole('button', { name: 'Rename Payroll' }).click();
  const name = page.getByLabel('Account name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required', { exact: true })).toBeVisible();

  await name.fill('');
  await name.pressSequentially('A'.repeat(31));
  await expect(name).toHaveValue('A'.repeat(30));
  // Said, not silent: the notice is a live region a screen reader announces.
  await expect(
    page.getByRole('status').filter({ hasText: '30 character limit is reached.' }),
  ).toBeVisible();
  // A pasted longer name is cut at the limit, with the same notice.
  await name.fill('');
  await expect(
    page.getByRole('status').filter({ hasText: '30 character limit is reached.' }),
  ).toHaveCount(0);
  await name.focus();
  await page.keyboard.insertText('B'.repeat(45));
  await expect(name).toHaveValue('B'.repeat(30));
  await expect(
    page.getByRole('status').filter({ hasText: '30 character limit is reached.' }),
  ).toBeVisible();

  // A name another account has is refused, and what was typed stays.
  await name.fill('main account');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account name already exists')).toBeVisible();
  await expect(name).toHaveValue('main account');

  await name.fill('  Salaries and bonuses  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Your account name has been updated.')).toBeVisible();
  await expect(rowToggles(page).nth(1)).toHaveText('Salaries and bonuses');
  expect(await recordedCalls(page)).toContainEqual(
    expect.objectContaining({ method: 'POST', path: '/boom/v2/accounts/update-account-name' }),
  );

  await page.reload();
  await expect(rowToggles(page).nth(1)).toHaveText('Salaries and bonuses');
});

test("reorders with the keyboard alternative, the order persists after a reload, and a refused reorder is put back with 'Error in Rearranging Accounts'", async ({
  page,
}) => {
  await openAccounts(page);
  await expect(rowToggles(page).nth(1)).toHaveText('Payroll');
  await page.getByRole('button', { name: 'Move Payroll up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rowToggles(page).first()).toHaveText('Payroll');
  await expect(
    page.getByRole('status').filter({ hasText: 'Payroll moved to position 1 of' }),
  ).toBeAttached();
  // Focus stays with the moved account (its Up button is disabled now, so on Down).
  await expect(page.getByRole('button', { name: 'Move Payroll down' })).toBeFocused();
  await expect
    .poll(
      async () =>
        (await recordedCalls(page)).filter((c) => c.path === '/boom/v2/accounts/preference').length,
    )
    .toBe(1);

  await page.reload();
  await expect(rowToggles(page).first()).toHaveText('Payroll');
  await expect(rowToggles(page).nth(1)).toHaveText('Main account');

  // A reorder the bank refuses puts the order back and says so.
  await failNext(page, '/boom/v2/accounts/preference', 'INTERNAL_SERVER_ERROR', 500);
  await page.getByRole('button', { name: 'Move Main account down' }).click();
  await expect(toasts(page).getByText('Error in Rearranging Accounts')).toBeVisible();
  await expect(rowToggles(page).nth(1)).toHaveText('Main account');
});

test('reorders by dragging a row', async ({ page }) => {
  await openAccounts(page);
  const rows = accountList(page).getByRole('listitem');
  await rows.nth(2).dragTo(rows.nth(0));
  await expect(rowToggles(page).first()).toHaveText('USD operations');
  await expect
    .poll(async () =>
      (await recordedCalls(page)).some((c) => c.path === '/boom/v2/accounts/preference'),
    )
    .toBe(true);
  await page.reload();
  await expect(rowToggles(page).first()).toHaveText('USD operations');
});

test("opens a new account after the bank's 'Account Creation Failed!': 'Your account has been created.' and back on the accounts page", async ({
  page,
}) => {
  await openAccounts(page);
  await page.getByRole('link', { name: 'Add account' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  await page.getByLabel('Currency').selectOption('CHF');
  await page.getByLabel('Account name').fill('Swiss suppliers');
  // The bank's account limit first: said, and the form keeps what was typed.
  await failNext(page, '/v1/boom/accounts', 'INVALID_PARAM_ERROR', 400);
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Account Creation Failed!' });
  await expect(alert).toContainText('A maximum of 30 accounts can be created at any point.');
  await expect(page).toHaveURL(/\/add-account$/);
  await expect(page.getByLabel('Account name')).toHaveValue('Swiss suppliers');

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toasts(page).getByText('Your account has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(rowToggles(page).last()).toHaveText('Swiss suppliers');
});

test('offline, the accounts page still reads from the cache and a rename is refused, keeping the text', async ({
  page,
  context,
}) => {
  await openAccounts(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Rename Payroll' }).click();
  await page.getByLabel('Account name').fill('Offline name');
  const before = (await recordedCalls(page)).length;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveValue('Offline name');
  expect(
    (await recordedCalls(page)).slice(before).filter((c) => c.path.includes('update-account-name')),
  ).toEqual([]);
  await context.setOffline(false);
});

test('the accounts pages have no axe violations, light and dark', async ({ page }) => {
  await openAccounts(page);
  await page.getByRole('button', { name: /^THB card funding/ }).click();
  await page.getByRole('button', { name: 'Rename Payroll' }).click();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.goto('/add-account');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoViolations(page);
});
