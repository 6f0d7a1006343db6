import { expect, test, type Page } from '@playwright/test';
import { startHttpBank, type HttpBank } from '../../src/mirage/http/httpBank';
import type { Account } from '../../src/shared/domain/accounts';
import { formatMoney, rateToMicros, targetForSource } from '../../src/shared/money';
import { LoginPage, SMS_CODE } from './support/loginPage';
import { serveConfig } from './support/servedConfig';

// These journeys reload offline: the service worker must install (playwright.config.ts blocks it
// elsewhere, where it only costs time).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 8: the production build with `mock: false` against the mock bank served over real HTTP
 * (src/mirage/http/httpBank.ts, as `npm run bank` serves it), on another origin (CORS).
 */
const HUNDRED_SGD = 100_000_000;
const COMPLETED = 'Internal Transfer is completed.';

let http: HttpBank;
test.beforeAll(async () => {
  http = await startHttpBank({ port: 0, scenario: 'default' });
});
test.afterAll(async () => {
  await http.close();
});

const balance = (name: string) => {
  const account = http.bank.accounts.list().find((a: Account) => a.accountName === name);
  if (!account) throw new Error(`no account named ${name}`);
  return account.currentBalance ?? 0;
};

async function useHttpBank(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await serveConfig(page.context(), { mock: false, apiBaseUrl: http.url });
  return requested;
}

test('signs in, exchanges 100.00 SGD to USD with a code, shows both balances, and opens the cached dashboard offline', async ({
  page,
  context,
}) => {
  const requested = await useHttpBank(page);
  await new LoginPage(page).signInWithSms('admin@demo.test');
  await expect(page.getByText('Demo logins')).toHaveCount(0);

  await page.goto('/transfer/currency-exchange');
  const rateLine = page.getByText(/^1 SGD = \d+\.\d{6} USD$/);
  await expect(rateLine).toBeVisible();
  const rate = rateToMicros(
    /= (\d+\.\d{6}) USD/.exec((await rateLine.textContent()) ?? '')?.[1] ?? 'NaN',
  );
  const expectedUsd = targetForSource(HUNDRED_SGD, rate, 'USD');
  const sgdBefore = balance('Main account');
  const usdBefore = balance('USD operations');

  await page.getByLabel(/^Amount to send/).fill('100.00');
  await expect(page.getByLabel(/^Amount to receive/)).toHaveValue(/^\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(code).toContainText('Enter the 6-digit code we sent to');
  await expect(code.getByText('Demo only · mock bank')).toHaveCount(0);
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toContainText(
    `S$100.00 sent, ${formatMoney(expectedUsd, 'USD')} received.`,
  );

  // The HTTP bank's ledger moved by exactly the quoted amounts, and the app shows the same balances.
  const sgdAfter = balance('Main account');
  const usdAfter = balance('USD operations');
  expect(sgdBefore - sgdAfter).toBe(HUNDRED_SGD);
  expect(usdAfter - usdBefore).toBe(expectedUsd);
  await page.getByRole('dialog', { name: COMPLETED }).getByRole('button', { name: 'Done' }).click();
  await page.goto('/account');
  await expect(page.getByText(formatMoney(sgdAfter, 'SGD'), { exact: true })).toBeVisible();
  await expect(page.getByText(formatMoney(usdAfter, 'USD'), { exact: true })).toBeVisible();

  // No mock code was ever downloaded: the bank was the HTTP one.
  expect(requested.filter((url) => /\/assets\/mock\w*-/.test(url))).toEqual([]);
  expect(requested.some((url) => url.startsWith(`${http.url}/v1/boom/transfers`))).toBe(true);

  // Offline, a reload opens the cached dashboard with the new balance.
  await page.goto('/dashboard');
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
  );
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/Offline - showing data from/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(formatMoney(sgdAfter, 'SGD')).first()).toBeVisible();
  await context.setOffline(false);
});
