import { expect, test, type Page } from '@playwright/test';
import type { Account } from '../../src/shared/domain/accounts';
import { toMicros } from '../../src/shared/money';
import { LoginPage, logOut, SMS_CODE } from './support/loginPage';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import {
  advanceBankClock,
  failNext,
  failNextPayout,
  recordedCalls,
  waitForMockBank,
} from './support/mockBank';
import { signInAs } from './support/session';

// Seeded recipients (src/mirage/scenarios/recipients.ts, seed 20261127): a local SGD recipient at
// UOB (paid by FAST) and a US recipient at JPMorgan Chase (a USD remittance).
const FAST_RECIPIENT = /^Miller Wilderman/;
const IN_PROGRESS_BODY =
  "It may take up to 24 hours to reach the recipient's bank. Refer to Transaction Page for the status of this transfer.";
const LOCAL_PAYMENT = '/boom/v2/payouts/send-payment';

const steps = (page: Page) => page.getByRole('list', { name: 'Transfer steps' });
const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');
const amount = (page: Page) => page.getByLabel(/^Amount/);
const codeDialog = (page: Page, name = 'Verify via SMS') => page.getByRole('dialog', { name });

async function bankAccount(page: Page, name: string): Promise<Account> {
  await waitForMockBank(page);
  const accounts = await page.evaluate(() => window.__mockBank?.accounts() ?? []);
  const found = accounts.find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
}

const paymentCalls = async (page: Page, path: string) =>
  (await recordedCalls(page)).filter((c) => c.method === 'POST' && c.path === path);

/** Picks the local FAST recipient and types an amount and reference into the details step. */
async function detailsFor(page: Page, value: string): Promise<void> {
  await page.getByRole('button', { name: FAST_RECIPIENT }).click();
  await expect(currentStep(page)).toHaveText(/Enter details/);
  await amount(page).fill(value);
  await page.getByLabel(/^Reference/).fill('INV 1001');
}

async function enterSmsCode(page: Page): Promise<void> {
  const code = codeDialog(page);
  await expect(code).toContainText('Enter the 6-digit code we sent to');
  await code.getByLabel('Verification code').fill(SMS_CODE);
  await code.getByRole('button', { name: 'Verify' }).click();
}

test('a local FAST payout: over the cap it says so, then it pays with an SMS code and settles to Completed', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/transfer/local');
  await expect(currentStep(page)).toHaveText(/Select recipient/);
  await expectNoViolations(page);
  const before = await bankAccount(page, 'Main account');

  await detailsFor(page, '250000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Maximum amount for transfer is S$200,000.00.')).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Enter details/);
  await amount(page).fill('120.50');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(currentStep(page)).toHaveText(/Confirmation/);
  const summary = page.getByLabel('Transfer summary');
  await expect(summary).toContainText('S$120.50');
  await expect(summary).toContainText('Free');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  // The code dialog says what the code authorises: the amount, from where, to whom.
  await expect(codeDialog(page)).toContainText('SGD 120.50');
  await expect(codeDialog(page)).toContainText('Miller Wilderman');
  await enterSmsCode(page);

  const done = page.getByRole('dialog', { name: 'Transfer In Progress' });
  await expect(done).toContainText(IN_PROGRESS_BODY);
  const reference = /TX\w+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(currentStep(page)).toHaveText(/Select recipient/);
  // FAST is free: the ledger moved by exactly the amount.
  const after = await bankAccount(page, 'Main account');
  expect((before.currentBalance ?? 0) - (after.currentBalance ?? 0)).toBe(toMicros('120.50'));
  expect(await paymentCalls(page, LOCAL_PAYMENT)).toHaveLength(1);

  // The transaction moves PENDING -> IN_PROGRESS -> SUCCESSFUL on the bank's clock. The
  // write-through put it in the cache at once; Refresh reads what the bank says later.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  const row = () => page.getByRole('row').filter({ hasText: 'Miller Wilderman' }).first();
  await expect(row()).toContainText('Processing');
  await advanceBankClock(page, 4 * 60_000);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row()).toContainText('Completed');
});

test('offline, the review says so at once and Transfer Now waits; a double click pays once; a deleted recipient fails with its text', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin@demo.test', '/transfer/local');
  await detailsFor(page, '45.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toHaveText(/Confirmation/);

  await context.setOffline(true);
  await expect(
    page.getByRole('alert').filter({
      hasText:
        "You're offlineMoving money needs a connection, so nothing can be sent until you're back online. What you typed is kept.",
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transfer Now' })).toBeDisabled();
  await page.getByRole('button', { name: 'Transfer Now' }).click({ force: true });
  await expect(codeDialog(page)).toHaveCount(0);
  await context.setOffline(false);

  // Online again: two quick clicks open one code dialog and make one payment.
  await page.getByRole('button', { name: 'Transfer Now' }).dblclick();
  await enterSmsCode(page);
  await expect(page.getByRole('dialog', { name: 'Transfer In Progress' })).toBeVisible();
  expect(await paymentCalls(page, LOCAL_PAYMENT)).toHaveLength(1);
  await page.getByRole('button', { name: 'Done' }).click();

  // Another user deleted the recipient meanwhile: the bank refuses with RECIPIENT_NOT_FOUND.
  await failNextPayout(page, 'RECIPIENT_NOT_FOUND');
  await detailsFor(page, '10.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  await enterSmsCode(page);
  const failed = page.getByRole('dialog', { name: 'Transfer has failed!' });
  await expect(failed).toContainText(
    'The intended recipient has been deleted. Please refresh the page to update the list of valid recipients.',
  );
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(currentStep(page)).toHaveText(/Select recipient/);
});

test('a payout above the approval policy says so before the code, goes to its approvers with the code, and is paid once approved', async ({
  page,
}) => {
  // The demo policy holds finance's transfers above S$10,000 for one approver (admin, sub-admin, accountant).
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'finance@demo.test', '/transfer/local');
  await detailsFor(page, '12000');
  await page.getByRole('button', { name: 'Next' }).click();
  // The review says it before the code, from the bank: held, and by whom; the button says so.
  const approval = page.getByRole('status').filter({ hasText: 'This transfer needs approval' });
  // Any one of the policy's approvers (admin, sub-admin, accountant), active, as the bank names them.
  await expect(approval).toHaveText(
    'This transfer needs approvalAfter your code it goes to Roy Harber, Johan West, Giuseppe Kihn, Aylin Jacobs, Leticia Boyer, Mallie Kiehn, or Arvilla Lakin for approval. The money leaves your account only once it is approved.',
  );
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Transfer Now' })).toHaveCount(0);
  await expectNoViolations(page);
  await page.getByLabel('Remarks for the approver (optional)').fill('Supplier deposit');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  // finance@demo.test prefers the authenticator app; SMS is the switch.
  const totpDialog = codeDialog(page, 'Verify with authenticator app');
  await expect(totpDialog).toContainText('Enter the 6-digit code shown in your authenticator app.');
  await expect(totpDialog).toContainText('Amount sentSGD 12,000.00');
  await expect(totpDialog).toContainText('Amount receivedSGD 12,000.00');
  const totp = await page.evaluate(() => window.__mockBank?.currentTotp('finance@demo.test'));
  await totpDialog.getByLabel('Verification code').fill(totp ?? '');
  await totpDialog.getByRole('button', { name: 'Verify' }).click();

  // Submitted with the code: no second dialog to submit, or to drop it by closing.
  await expect(page.getByText('Request has been submitted to Approver successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/approvals\?tab=my-requests$/);
  await expect(page.getByRole('dialog', { name: 'Request Approval' })).toHaveCount(0);
  const requests = await page.evaluate(() => window.__mockBank?.approvals() ?? []);
  const held = requests.find((r) => r.remarks === 'Supplier deposit' && r.kind === 'payout');
  expect(held?.status).toBe('PendingApproval');
  const reference = held?.referenceId ?? '';
  const before = await bankAccount(page, 'Main account');

  await logOut(page);
  await new LoginPage(page).signInWithSms('admin@demo.test');
  await page.goto('/manage/approvals');
  await page.getByRole('button', { name: `View request ${reference}` }).click();
  const detail = page.getByRole('dialog').filter({ hasText: reference });
  await expect(detail).toContainText('Miller Wilderman');
  await detail.getByRole('button', { name: 'Approve' }).click();
  await enterSmsCode(page);
  await expect(page.getByText('Request approved', { exact: true })).toBeVisible();
  const after = await bankAccount(page, 'Main account');
  expect((before.currentBalance ?? 0) - (after.currentBalance ?? 0)).toBe(toMicros('12000'));
});

test('overseas in USD with an authenticator code: a failed quote and its Refresh, the countdown, the fee', async ({
  page,
}) => {
  await signInAs(page, 'finance@demo.test', '/transfer/overseas');
  // The sync asks for rates too: let it finish first.
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  const before = await bankAccount(page, 'Main account');
  // The first quote fails: the remittance is disabled until Refresh brings a rate.
  await failNext(page, '/boom/v2/fx/quotes', 'FX_TXN_STATUS_RATES_UNAVAILABLE');
  await page.getByRole('button', { name: /^Darrion Barrows/ }).click();
  await expect(
    page.getByText('Overseas transfer exchange rate is not available now. Please try again later.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/^1 SGD = \d+\.\d{6} USD$/)).toBeVisible();
  await expect(page.getByText(/^Rate valid for [23]:\d{2}$/)).toBeVisible();
  await page.getByLabel('Recipient gets (USD)').fill('100.00');
  await expect(page.getByLabel('You send (SGD)')).toHaveValue(/^\d+\.\d{2}$/);
  // The remittance fee of an SGD sender (docs/decisions/payouts.md 'Payout corridors and fees').
  await expect(page.getByText('S$10.00', { exact: true })).toBeVisible();
  await page.getByLabel('Purpose of payment').selectOption('IR016');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(currentStep(page)).toHaveText(/Confirmation/);
  await expect(page.getByLabel('Transfer summary')).toContainText('US$100.00');
  await expect(page.getByText(/^Rate valid for [0-2]:\d{2}$/)).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  const totpDialog = codeDialog(page, 'Verify with authenticator app');
  await expect(totpDialog).toContainText('Transfer to a recipient');
  const totp = await page.evaluate(() => window.__mockBank?.currentTotp('finance@demo.test'));
  await totpDialog.getByLabel('Verification code').fill(totp ?? '');
  await totpDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Transfer In Progress' })).toBeVisible();
  expect(await paymentCalls(page, '/v1/boom/payouts/sendPayment')).toHaveLength(1);
  // The sender paid the amount at the rate plus the S$10.00 fee.
  const after = await bankAccount(page, 'Main account');
  const debited = (before.currentBalance ?? 0) - (after.currentBalance ?? 0);
  expect(debited).toBeGreaterThan(toMicros('10.00'));
  expect(debited % 10_000).toBe(0);
});

test('recipients: a GBP IBAN whose sort code does not match is refused, the valid one added, found and deleted', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/transfer/overseas');
  await page.getByRole('button', { name: 'Add Overseas Recipient' }).click();
  await expect(currentStep(page)).toHaveText(/Add recipient/);
  await page.getByLabel('Country/Area').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('radio', { name: 'Corporate' }).check();
  const fields: [string, string][] = [
    ['Recipient name', 'Thames Trading Ltd'],
    ['Address line 1', '1 Churchill Place'],
    ['City', 'London'],
    ['Postal code', 'E14 5HP'],
    ['Bank name', 'NatWest'],
    ['Account number', 'GB29NWBK60161331926819'],
    ['SORT code', '601614'],
  ];
  for (const [label, value] of fields)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The SORT code does not match the IBAN number')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'SORT code' }).fill('601613');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review recipient details' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Added, it is the recipient of the transfer being made.
  await expect(currentStep(page)).toHaveText(/Enter details/);
  await expect(page.getByText('Thames Trading Ltd')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Search recipients').fill('thames');
  await expect(page.locator('.rcp-row__main')).toHaveCount(1);
  await page.getByRole('button', { name: 'Options for Thames Trading Ltd' }).click();
  await page.getByRole('menuitem', { name: 'Delete recipient' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete recipient' });
  await expect(confirm).toContainText('Are you sure you would like to delete the below recipient?');
  await expect(confirm).toContainText(
    'The recipient will be deleted for all users. This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Recipient has been successfully deleted for all users.'),
  ).toBeVisible();
  await expect(page.getByText('No recipients found')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
});

test('the Send Money dialog from the dashboard: tabs locked past the list, reset on close; the calculator goes overseas', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForMockBank(page);
  // Without the dedicated local page, the Local transfer tile opens the Send Money dialog.
  await page.evaluate(() => window.__mockBank?.setToggle('localTransferPage', false));
  await signInAs(page, 'admin@demo.test');
  const tiles = page.getByRole('navigation', { name: 'Actions' });
  await tiles.getByRole('button', { name: 'Local transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Money' });
  await expect(dialog.getByRole('tab', { name: 'Local Transfer' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('tab', { name: 'Overseas Transfer' }).click();
  await expect(dialog.getByRole('button', { name: 'Add Overseas Recipient' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Local Transfer' }).click();
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  await dialog.getByRole('button', { name: FAST_RECIPIENT }).click();
  await expect(currentStep(page)).toHaveText(/Enter details/);
  await expect(dialog.getByRole('tab', { name: 'Overseas Transfer' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await tiles.getByRole('button', { name: 'Local transfer' }).click();
  await expect(currentStep(page)).toHaveText(/Select recipient/);
  await page
    .getByRole('dialog', { name: 'Send Money' })
    .getByRole('button', { name: 'Close' })
    .click();

  const calculator = page.getByRole('region', { name: 'Calculator' });
  await calculator.getByRole('button', { name: 'Make a transfer' }).click();
  await expect(calculator.getByText('Please select a destination')).toBeVisible();
  await calculator.getByLabel('Destination').selectOption({ label: 'India' });
  await expect(calculator.getByLabel('Recipient gets')).toHaveValue(/^\d+\.\d{2}$/);
  await calculator.getByRole('button', { name: 'Make a transfer' }).click();
  await expect(page).toHaveURL(/\/transfer\/overseas\?country=IN&currency=INR$/);
});
