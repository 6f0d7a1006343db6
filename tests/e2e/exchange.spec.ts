import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { SMS_CODE } from './support/loginPage';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import { signInAs } from './support/session';
import { recordedCalls, totpSecretOf, waitForMockBank } from './support/mockBank';

// Texts of this area: the spec's (messages.tsv) and, where it has none, the product's own
// (src/features/transfer/exchange/model/schemas.ts).
const MIN_SGD = 'Min amount for this transfer: S$0.01';
const OFFLINE =
  "You're offlineMoving money needs a connection, so nothing can be sent until you're back online. What you typed is kept.";
const COMPLETED = 'Internal Transfer is completed.';
// The product's own text (src/features/transfer/exchange/model/schemas.ts approvalNotice): said on the review, before any code.
const APPROVAL_NEEDED =
  'This transfer needs approval: transfers above S$10,000.00 go to an approver. After you confirm, it is sent for approval and made only once it is approved.';

const sendAmount = (page: Page) => page.getByLabel(/^Amount to send/);
const receiveAmount = (page: Page) => page.getByLabel(/^Amount to receive/);
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const rate = (page: Page) => page.getByText(/^1 SGD = \d+\.\d{6} USD$/);

async function openExchange(page: Page, email = 'admin@demo.test'): Promise<void> {
  await signInAs(page, email, '/transfer/currency-exchange');
  await expect(page.getByRole('heading', { name: 'Currency exchange', level: 1 })).toBeVisible();
  await expect(page.getByLabel('From account')).toHaveValue(/^885164/);
  await expect(rate(page)).toBeVisible();
}

async function reviewHundredSgd(page: Page): Promise<void> {
  await sendAmount(page).fill('100');
  await expect(receiveAmount(page)).toHaveValue(/^\d+\.\d{2}$/);
  await continueButton(page).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
}

/** The body of every POST /v1/boom/transfers the bank received (the mock keeps the bodies of money calls). */
async function transferBodies(page: Page): Promise<Record<string, unknown>[]> {
  await waitForMockBank(page);
  const calls = await page.evaluate(() => window.__mockBank?.calls() ?? []);
  return calls
    .filter((c) => c.method === 'POST' && c.path === '/v1/boom/transfers')
    .map((c) => c.body ?? {});
}

// Each invalid input and its text is held by src/features/transfer/exchange/model/schemas.test.ts and
// ExchangeFlow.dom.test.tsx (the form with the real mock bank); the journeys below are the screen's.
test('the review shows both amounts and Back keeps them; confirm asks for a code, a wrong one sends nothing, then the exchange completes', async ({
  page,
}) => {
  await openExchange(page);
  await reviewHundredSgd(page);
  await expect(page.getByText('S$100.00')).toBeVisible();
  await expect(page.getByText(/needs approval/)).toHaveCount(0);
  const received = await page.locator('.transfer-review__amount').nth(1).textContent();
  expect(received).toMatch(/^US\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(sendAmount(page)).toHaveValue('100');
  await expect(receiveAmount(page)).toHaveValue(received?.replace('US$', '') ?? '');
  await continueButton(page).click();

  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(code).toContainText('Enter the 6-digit code we sent to');
  await code.getByLabel('Verification code').fill('000000');
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(code.getByRole('alert')).toHaveText(
    'To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
  );
  expect((await recordedCalls(page)).filter((c) => c.path === '/v1/boom/transfers')).toEqual([]);

  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();
  const done = page.getByRole('dialog', { name: COMPLETED });
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading', { level: 2 })).toHaveText(COMPLETED);
  const paths = (await recordedCalls(page)).map((c) => `${c.method} ${c.path}`);
  expect(paths.filter((p) => p.includes('payout-otp') || p.includes('/v1/boom/transfers'))).toEqual(
    [
      'POST /boom/v3/payouts/otp/generate-payout-otp',
      'POST /boom/v3/payouts/otp/verify-payout-otp',
      'POST /boom/v3/payouts/otp/verify-payout-otp',
      'POST /v1/boom/transfers',
    ],
  );
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(sendAmount(page)).toHaveValue('');
});

test('offline, the review says so at once, Confirm waits with the reason and nothing reaches the bank', async ({
  page,
  context,
}) => {
  await openExchange(page);
  await reviewHundredSgd(page);
  const before = (await recordedCalls(page)).length;
  await context.setOffline(true);
  const notice = page.getByRole('alert').filter({ hasText: OFFLINE });
  await expect(notice).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(/Moving money needs a connection/);
  await confirm.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Verify via SMS' })).toHaveCount(0);
  const after = await recordedCalls(page);
  expect(after.slice(before)).toEqual([]);
  expect(
    after.filter((c) => c.path === '/v1/boom/transfers' || c.path.includes('payout-otp')),
  ).toEqual([]);
  await context.setOffline(false);
});

test('account to account moves the same amount between two SGD accounts, free, without a rate', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/transfer/account-to-account');
  await expect(page.getByRole('heading', { name: 'Account to account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('To account')).toHaveValue(/^885164/);
  await expect(
    page.getByText('Internal transfers are free and instant.', { exact: true }),
  ).toBeVisible();
  await sendAmount(page).fill('25.50');
  await expect(receiveAmount(page)).toHaveValue('25.50');
  await continueButton(page).click();
  await expect(page.getByText('Rate valid for')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toContainText(
    'S$25.50 sent, S$25.50 received.',
  );
  // spec-2 §3 Internal transfer payload: one currency travels as sellAccount/buyAccount at a 1:1 rate, with its code.
  const accounts = await page.evaluate(() => window.__mockBank?.accounts() ?? []);
  const [main, payroll] = ['Main account', 'Payroll'].map(
    (name) => accounts.find((a) => a.accountName === name)?.accountNumber,
  );
  expect(await transferBodies(page)).toEqual([
    {
      sellAccount: main,
      sellAmount: 25_500_000,
      buyAccount: payroll,
      buyAmount: 25_500_000,
      rate: 1_000_000,
      calcSourceAmtFromDestinationAmt: false,
      otpReferenceID: expect.any(String),
    },
  ]);
});

/** finance@demo.test (second factor: the authenticator app) opens the exchange page; returns the app. */
async function openExchangeWithAuthenticator(page: Page): Promise<TOTP> {
  await signInAs(page, 'finance@demo.test', '/transfer/currency-exchange');
  const secret = await totpSecretOf(page, 'finance@demo.test');
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  await expect(rate(page)).toBeVisible();
  return totp;
}

test('a finance user is told on the review, before the code, that S$20,000.00 to USD goes to an approver', async ({
  page,
}) => {
  const totp = await openExchangeWithAuthenticator(page);
  await sendAmount(page).fill('20000.00');
  await expect(receiveAmount(page)).toHaveValue(/^\d+\.\d{2}$/);
  await continueButton(page).click();

  const notice = page.getByRole('status').filter({ hasText: APPROVAL_NEEDED });
  await expect(notice).toBeVisible();
  const code = page.getByRole('dialog', { name: 'Verify with authenticator app' });
  await expect(code).toHaveCount(0);
  expect(
    (await recordedCalls(page)).filter(
      (c) => c.path.includes('payout-otp') || c.path.includes('payout-totp'),
    ),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Confirm' }).click();
  await code.getByLabel('Verification code').fill(totp.generate());
  await code.getByRole('button', { name: 'Verify' }).click();
  // What the review said is what happened: held for approval, nothing moved.
  await expect(page.getByRole('dialog', { name: 'Request Approval' })).toContainText(/APR-\d+/);
});

test('a transfer above the approval policy is held, and its request goes to the approvers with remarks', async ({
  page,
}) => {
  // The default policy holds an accountant's transfers above S$10,000 (approvers: admin, sub-admin, accountant).
  await openExchange(page, 'accountant@demo.test');
  await sendAmount(page).fill('20000');
  await expect(receiveAmount(page)).toHaveValue(/^\d+\.\d{2}$/);
  await continueButton(page).click();
  await expect(page.getByText(APPROVAL_NEEDED)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(code).toContainText('Enter the 6-digit code we sent to');
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();

  const request = page.getByRole('dialog', { name: 'Request Approval' });
  await expect(request).toContainText(/APR-\d+/);
  await expect(request.getByText('Approver', { exact: true })).toBeVisible();
  await expect(request).toContainText('Admin, Accountant');
  const reference = /APR-\d+/.exec((await request.textContent()) ?? '')?.[0] ?? '';
  await request.getByLabel('Remarks').fill('Hedge for the Q3 USD invoices');
  await request.getByRole('button', { name: 'Submit' }).click();

  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Request submitted', { exact: true })).toBeVisible();
  await expect(
    toasts.getByText('Request has been submitted to Approver successfully'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/approvals\?tab=my-requests$/);
  await waitForMockBank(page);
  const held = await page.evaluate(
    (id) => window.__mockBank?.approvals().find((r) => r.referenceId === id),
    reference,
  );
  expect(held).toMatchObject({
    status: 'PendingApproval',
    remarks: 'Hedge for the Q3 USD invoices',
    sourceAmount: 20_000_000_000,
  });
});

test('a user with an authenticator app is asked for its code first', async ({ page }) => {
  const totp = await openExchangeWithAuthenticator(page);
  await reviewHundredSgd(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = page.getByRole('dialog', { name: 'Verify with authenticator app' });
  await expect(code).toContainText('Enter the 6-digit code shown in your authenticator app.');
  await expect(code.getByRole('button', { name: 'Send a code by SMS instead' })).toBeVisible();
  await code.getByLabel('Verification code').fill(totp.generate());
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toBeVisible();
  expect((await recordedCalls(page)).map((c) => c.path)).toContain(
    '/boom/v3/payouts/otp/verify-payout-totp',
  );
});

test('the form, the review, the code dialog and the result have no axe violations, light and dark', async ({
  page,
}) => {
  await openExchange(page);
  await sendAmount(page).fill('0');
  await expect(page.getByText(MIN_SGD)).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.emulateMedia({ colorScheme: 'light' });
  await reviewHundredSgd(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(code).toContainText('Enter the 6-digit code we sent to');
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toBeVisible();
  await expectNoViolations(page, 'all', OPEN_DIALOG);
});
