import { expect, test, type Page } from '@playwright/test';
import type { Account } from '../../src/shared/domain/accounts';
import type { ApprovalRequest } from '../../src/shared/domain/approvals';
import type { LostAnswerKind } from '../../src/mirage/faults';
import {
  BATCH_COLUMNS,
  batchRows,
  csvFile,
  mainAccount,
  uploadBatchFile,
} from './support/batchFiles';
import { SMS_CODE } from './support/loginPage';
import { failNext, recordedCalls, waitForMockBank } from './support/mockBank';
import { signInAs } from './support/session';

/**
 * The fault suite (issue 10, docs/security.md): the mock bank adds latency, answers 500, loses
 * answers after doing the work ('drop') or holds them past the client's timeout, during each
 * money action and during sync. Every journey checks the four promises: no money moves twice,
 * nothing unhandled reaches the console, what the user typed is still there, and the message
 * says what happened.
 */

// The product's own texts (src/entities/money/failure.ts, src/features/transfer/transferCode.ts, src/features/approvals/actions.ts).
const FAILED = 'Transfer has failed!';
const UNEXPECTED = 'There is an unexpected issue with this transaction. Please try again later.';
const NO_ANSWER_TITLE = 'No answer from the bank';
const NO_ANSWER =
  "We didn't get the bank's answer, so we can't tell yet whether this was done. Try again: the bank will not do it twice.";
const COMPLETED = 'Internal Transfer is completed.';
const TRANSFERS = '/v1/boom/transfers';
const BATCH_SUBMIT = '/boom/v3/payouts/batch-transfer/:id/submit';

/** Console errors and uncaught exceptions of the page: a journey ends with none. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function bank<T>(page: Page, read: 'accounts' | 'approvals'): Promise<T> {
  await waitForMockBank(page);
  return page.evaluate((what) => window.__mockBank?.[what]() ?? [], read) as Promise<T>;
}

const balanceOf = (accounts: Account[], name: string) =>
  accounts.find((a) => a.accountName === name)?.currentBalance ?? Number.NaN;

async function setLatency(page: Page, ms: number): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate((value) => window.__mockBank?.faults.setLatency(value), ms);
}

async function loseNextAnswer(page: Page, path: string, kind: LostAnswerKind): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate(([p, k]) => window.__mockBank?.faults.loseNextAnswer(p, k), [
    path,
    kind,
  ] as const);
}

const callsTo = async (page: Page, path: RegExp | string) =>
  (await recordedCalls(page)).filter(
    (c) => c.method !== 'GET' && (typeof path === 'string' ? c.path === path : path.test(c.path)),
  );

const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify via SMS' });

async function confirmWithCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Confirm' }).click();
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
}

test('exchange: a 500 moves nothing and keeps the amount; a lost answer is sent again under the same key and moves the money once', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInAs(page, 'admin@demo.test', '/transfer/currency-exchange');
  await expect(page.getByText(/^1 SGD = \d+\.\d{6} USD$/)).toBeVisible();
  await setLatency(page, 300);
  const before = await bank<Account[]>(page, 'accounts');

  await page.getByLabel(/^Amount to send/).fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await failNext(page, TRANSFERS, 'INTERNAL_SERVER_ERROR', 500);
  await confirmWithCode(page);
  const failed = page.getByRole('dialog', { name: FAILED });
  await expect(failed).toContainText(UNEXPECTED);
  await failed.getByRole('button', { name: 'OK' }).click();
  expect(await bank<Account[]>(page, 'accounts')).toEqual(before);
  // Back on the form, with the user's amount as typed.
  await expect(page.getByLabel(/^Amount to send/)).toHaveValue('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.transfer-review__amount').first()).toHaveText('S$100.00');

  // The bank makes the exchange, but its answer is lost on the way.
  await loseNextAnswer(page, TRANSFERS, 'drop');
  await confirmWithCode(page);
  const unknown = page.getByRole('dialog', { name: NO_ANSWER_TITLE });
  await expect(unknown).toContainText(NO_ANSWER);
  const afterLoss = await bank<Account[]>(page, 'accounts');
  expect(balanceOf(before, 'Main account') - balanceOf(afterLoss, 'Main account')).toBe(
    100_000_000,
  );
  await unknown.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toContainText('S$100.00 sent');
  // Three calls (the 500, the lost one, the retry), one exchange.
  expect(await callsTo(page, TRANSFERS)).toHaveLength(3);
  expect(await bank<Account[]>(page, 'accounts')).toEqual(afterLoss);
  expect(errors).toEqual([]);
});

test('account to account: an answer held past the timeout says so, and Try again moves the money once', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.clock.install();
  await signInAs(page, 'admin@demo.test', '/transfer/account-to-account');
  await expect(page.getByLabel('To account')).toHaveValue(/^885164/);
  const before = await bank<Account[]>(page, 'accounts');
  await page.getByLabel(/^Amount to send/).fill('25.50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await loseNextAnswer(page, TRANSFERS, 'timeout');
  await confirmWithCode(page);
  await expect.poll(async () => (await callsTo(page, TRANSFERS)).length).toBe(1);
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  // The client gives up after 30 s.
  await page.clock.fastForward('00:31');
  const unknown = page.getByRole('dialog', { name: NO_ANSWER_TITLE });
  await expect(unknown).toContainText(NO_ANSWER);
  await unknown.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: COMPLETED })).toContainText(
    'S$25.50 sent, S$25.50 received.',
  );
  const after = await bank<Account[]>(page, 'accounts');
  expect(balanceOf(before, 'Main account') - balanceOf(after, 'Main account')).toBe(25_500_000);
  expect(balanceOf(after, 'Payroll') - balanceOf(before, 'Payroll')).toBe(25_500_000);
  expect(await callsTo(page, TRANSFERS)).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('approvals: a lost approval is sent again and executes once; a 500 on a rejection keeps the remarks and decides nothing', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInAs(page, 'admin@demo.test', '/manage/approvals');
  await setLatency(page, 300);
  const panel = page.getByRole('tabpanel');
  const detail = page.getByRole('dialog', { name: 'Approval request' });
  const pending = await bank<ApprovalRequest[]>(page, 'approvals');
  const before = await bank<Account[]>(page, 'accounts');

  // Approve, and lose the answer.
  const first = panel.locator('tbody tr').filter({ hasText: 'Currency exchange' }).first();
  const approved = (await first
    .getByRole('button', { name: /^View request / })
    .getAttribute('aria-label'))!.replace('View request ', '');
  await first.getByRole('button', { name: /^View request / }).click();
  await detail.getByLabel('Remarks (optional)').fill('Checked');
  const actionPath = `/v1/boom/approval/request/${approved}/action`;
  await loseNextAnswer(page, actionPath, 'drop');
  await detail.getByRole('button', { name: 'Approve' }).click();
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(detail.getByRole('alert')).toContainText(NO_ANSWER);
  await expect(detail.getByLabel('Remarks (optional)')).toHaveValue('Checked');
  const afterLoss = await bank<Account[]>(page, 'accounts');
  expect(afterLoss).not.toEqual(before);
  await detail.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Request approved', { exact: true })).toBeVisible();
  expect(await callsTo(page, actionPath)).toHaveLength(2);
  expect(await bank<Account[]>(page, 'accounts')).toEqual(afterLoss);
  expect(
    (await bank<ApprovalRequest[]>(page, 'approvals')).find((r) => r.referenceId === approved),
  ).toMatchObject({ status: 'Accepted', actionRemarks: 'Checked' });

  // Reject another, and the bank fails with a 500: nothing decided, the remarks stay.
  const second = panel.locator('tbody tr').first();
  const rejected = (await second
    .getByRole('button', { name: /^View request / })
    .getAttribute('aria-label'))!.replace('View request ', '');
  await second.getByRole('button', { name: /^View request / }).click();
  await detail.getByLabel('Remarks (optional)').fill('Split it in two');
  await failNext(
    page,
    `/v1/boom/approval/request/${rejected}/action`,
    'INTERNAL_SERVER_ERROR',
    500,
  );
  await detail.getByRole('button', { name: 'Reject' }).click();
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(detail.getByRole('alert')).toBeVisible();
  await expect(detail.getByLabel('Remarks (optional)')).toHaveValue('Split it in two');
  expect(
    (await bank<ApprovalRequest[]>(page, 'approvals')).find((r) => r.referenceId === rejected),
  ).toMatchObject({ status: pending.find((r) => r.referenceId === rejected)?.status });
  expect(errors).toEqual([]);
});

test('batch: a lost answer to Send is sent again under the same key, and the rows are paid once', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInAs(page, 'admin@demo.test', '/transfer/batch');
  const before = await mainAccount(page);
  await uploadBatchFile(
    page,
    csvFile('suppliers.csv', BATCH_COLUMNS, batchRows(3, before.accountNumber, '12.00')),
  );
  await expect(page.getByText('3 transfers ready to send')).toBeVisible();
  // The bank pays the three rows, but its answer is lost on the way.
  await loseNextAnswer(page, BATCH_SUBMIT, 'drop');
  await page.getByRole('button', { name: 'Send 3 transfers' }).click();
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
  const unknown = page.getByRole('dialog', { name: NO_ANSWER_TITLE });
  await expect(unknown).toContainText(NO_ANSWER);
  const afterLoss = await mainAccount(page);
  expect((before.currentBalance ?? 0) - (afterLoss.currentBalance ?? 0)).toBe(36_000_000);
  await unknown.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Transfers sent' })).toContainText(
    '3 payouts were sent.',
  );
  // Two calls (the lost one, the retry), three payouts once.
  expect(await callsTo(page, /\/batch-transfer\/[^/]+\/submit$/)).toHaveLength(2);
  expect((await mainAccount(page)).currentBalance).toBe(afterLoss.currentBalance);
  expect(errors).toEqual([]);
});

test('sync: a 500 and a lost answer keep the cached data on screen with a clear status, and the next sync adds nothing twice', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInAs(page, 'admin@demo.test', '/transaction');
  const status = page
    .getByRole('status')
    .filter({ hasText: /Up to date|Could not update|Offline/ });
  await expect(status.first()).toHaveText(/Up to date/);
  const range = page.locator('.txn-pager__range');
  await expect(range).toHaveText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
  const shown = await range.textContent();

  // The bank fails the transactions sync: the list stays, the status says so.
  await setLatency(page, 300);
  await failNext(page, '/v1/boom/transactions', 'INTERNAL_SERVER_ERROR', 500);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status.first()).toHaveText(/Could not update: retrying soon/);
  await expect(range).toHaveText(shown ?? '');

  // The accounts answer is lost: shown as offline, with the time of the data.
  await loseNextAnswer(page, '/v1/boom/accounts', 'drop');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status.first()).toHaveText(
    /Offline - showing data from \d{2}:\d{2}|Could not update/,
  );
  await expect(range).toHaveText(shown ?? '');

  // The next sync gets through: up to date, and not one row twice.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status.first()).toHaveText(/Up to date/);
  await expect(range).toHaveText(shown ?? '');
  expect(errors).toEqual([]);
});
