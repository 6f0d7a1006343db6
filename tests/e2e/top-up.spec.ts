import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { signInAs } from './support/session';

/** Top-up (issue 27): /add-money, the Demo panel's incoming payment, the low-balance alert. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountsPanel = (page: Page) => page.locator('.dash-accounts');

async function scanLightAndDark(page: Page): Promise<void> {
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.emulateMedia({ colorScheme: 'light' });
}

test("the dashboard's Top up tile opens Add money with the how-to guide, PayNow's QR, FAST and SWIFT details", async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page
    .getByRole('navigation', { name: 'Actions' })
    .getByRole('link', { name: 'Top up' })
    .click();
  await expect(page).toHaveURL(/\/add-money\?howToTopup=true$/);
  await expect(page.getByRole('heading', { name: 'Add money', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to top up' })).toBeVisible();
  await expect(page.getByText('Choose the account you want to fund.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^PayNow QR code for Main account, account 885164\d{6}$/ }),
  ).toBeVisible();
  const fast = page.getByRole('region', { name: 'FAST (local bank transfer)' });
  await expect(fast.locator('dt:has-text("Account holder name") + dd')).toHaveText(
    'Demo Trading Pte. Ltd.',
  );
  const swift = page.getByRole('region', { name: 'Overseas transfer (SWIFT)' });
  await expect(swift.locator('dt:has-text("Beneficiary name") + dd')).toHaveText(
    'YouBiz on behalf of Demo Trading Pte. Ltd.',
  );
  await expect(swift.locator('dt:has-text("SWIFT code") + dd')).toHaveText('DBSSSGSG');
  await scanLightAndDark(page);

  const fund = page.getByLabel('Account to fund');
  const thb = await fund.locator('option', { hasText: 'THB card funding' }).getAttribute('value');
  await fund.selectOption(thb ?? '');
  await expect(page.getByText('Funds cannot be received into a THB account.')).toBeVisible();
  await expect(swift).toHaveCount(0);
});

test("the Demo panel's incoming PayNow payment raises the balance, and the lists show the pay-in after a sync", async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const main = accountsPanel(page).getByRole('listitem').filter({ hasText: 'Main account' });
  await expect(main).toContainText('S$486,250.75');

  await page.getByRole('button', { name: 'Demo: mock bank users and faults' }).click();
  const incoming = page.getByRole('region', { name: 'Incoming payment' });
  await incoming.getByLabel('Into account').selectOption({ label: 'Main account · SGD' });
  await incoming.getByLabel('Paid by').selectOption({ label: 'PayNow' });
  await incoming.getByLabel('Amount (SGD)').fill('1,234.56');
  await incoming.getByLabel('Payer').fill('Acme Trading');
  await incoming.getByRole('button', { name: 'Receive payment' }).click();
  await expect(incoming.getByRole('status')).toHaveText(
    'Received S$1,234.56 by PayNow into Main account: the balance is now S$487,485.31. The app shows it after its next sync.',
  );
  await page.keyboard.press('Escape');

  // After a sync: the dashboard's balance and recent list, then Transactions.
  await page
    .getByRole('region', { name: 'Recent Transactions', exact: true })
    .getByRole('button', { name: 'Refresh' })
    .click();
  await expect(main).toContainText('S$487,485.31');
  await expect(
    page.getByRole('list', { name: 'Recent Transactions' }).getByRole('listitem').first(),
  ).toContainText('Acme Trading');
  await nav(page).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  const first = page.locator('tbody tr.txn-table__row').first();
  await expect(first).toContainText('Acme Trading');
  await expect(first).toContainText('1,234.56');
  await first.click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('Pay-in');
});

test('a low-balance threshold above a balance: the alert on the account row and the dashboard', async ({
  page,
}) => {
  await signInAs(page, 'finance@demo.test', '/account');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Low balance alert' }).click();
  await expect(page.getByRole('heading', { name: 'Low balance alert', level: 1 })).toBeVisible();
  const payroll = page.getByRole('region', { name: 'Payroll SGD' });
  await expect(payroll).toContainText('Balance S$86,200.00 · No alert set');
  await scanLightAndDark(page);

  const amount = payroll.getByLabel('Alert me when the balance is below (SGD)');
  await amount.fill('12.345');
  await payroll.getByRole('button', { name: 'Save alert' }).click();
  await expect(payroll).toContainText('SGD amounts can have at most 2 decimal places.');
  await amount.fill('100,000');
  await payroll.getByRole('button', { name: 'Save alert' }).click();
  await expect(payroll.getByRole('status')).toHaveText(
    "Saved: you'll be alerted when Payroll is below S$100,000.00.",
  );
  await expect(payroll).toContainText('Low balance');

  await nav(page).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('button', { name: /^Payroll SGD/ })).toContainText('Low balance');
  await expect(page.getByRole('button', { name: /^Main account SGD/ })).not.toContainText(
    'Low balance',
  );
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(accountsPanel(page)).toContainText('Payroll is below its low balance alert.');
  await expect(
    accountsPanel(page).getByRole('listitem').filter({ hasText: 'Payroll' }),
  ).toContainText('Low balance');
  await expectNoViolations(page);
});
