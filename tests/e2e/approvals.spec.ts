import { expect, test, type Page } from '@playwright/test';
import type { Account } from '../../src/shared/domain/accounts';
import type { ApprovalRequest } from '../../src/shared/domain/approvals';
import { formatMoney } from '../../src/shared/money';
import { TOTP } from 'otpauth';
import { LoginPage, logOut, SMS_CODE } from './support/loginPage';
import { expectNoViolations } from './support/axe';
import { activityRows } from './support/activity';
import { signInAs } from './support/session';
import { recordedCalls, totpSecretOf, waitForMockBank } from './support/mockBank';
import { waitForServiceWorker } from './support/serviceWorker';

// Texts of this area (no spec wording exists for them; see src/features/approvals).
const DECISION_OFFLINE =
  "You're offlineApproving or rejecting needs a connection, so nothing can be decided until you're back online. Your remarks are kept.";

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const panel = (page: Page) => page.getByRole('tabpanel');
const rows = (page: Page) => panel(page).locator('tbody tr');
const detail = (page: Page) => page.getByRole('dialog', { name: 'Approval request' });
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify via SMS' });

/** The pending count the menu badge says, read from its screen-reader label ('13 pending'). */
async function badgeCount(page: Page): Promise<number> {
  const link = nav(page).getByRole('link', { name: /^Approvals \d+ pending$/ });
  await expect(link).toBeVisible();
  const label = (await link.locator('.visually-hidden').textContent()) ?? '';
  return Number(/^(\d+) pending$/.exec(label)?.[1]);
}

/**
 * Approve and Reject of the open detail are in the viewport without scrolling, and nothing lies
 * over them (the hit point at each button's centre is the button).
 */
async function expectDecisionInView(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const name of ['Approve', 'Reject']) {
    const button = detail(page).getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size!.height);
    expect(box.x + box.width).toBeLessThanOrEqual(size!.width);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(name);
  }
}

async function bankAccounts(page: Page): Promise<Account[]> {
  await waitForMockBank(page);
  return page.evaluate(() => window.__mockBank?.accounts() ?? []);
}

function balance(accounts: Account[], accountNumber: string): number {
  return accounts.find((a) => a.accountNumber === accountNumber)?.currentBalance ?? Number.NaN;
}

async function bankRequest(page: Page, referenceId: string): Promise<ApprovalRequest | undefined> {
  await waitForMockBank(page);
  return page.evaluate(
    (id) => window.__mockBank?.approvals().find((r) => r.referenceId === id),
    referenceId,
  );
}

/** Reads a record of the signed-in user's cache (what every page shows), straight from IndexedDB. */
async function cached<T>(page: Page, store: string, key: string): Promise<T | undefined> {
  return page
    .evaluate(
      async ([storeName, id]) => {
        const name = (await indexedDB.databases())
          .map((d) => d.name ?? '')
          .find((n) => n.startsWith('bank-cache:'));
        if (!name) return undefined;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.addEventListener('success', () => resolve(open.result));
          open.addEventListener('error', () => reject(open.error));
        });
        try {
          return await new Promise<{ data: unknown } | undefined>((resolve, reject) => {
            const get = db.transaction(storeName, 'readonly').objectStore(storeName).get(id);
            get.addEventListener('success', () =>
              resolve(get.result as { data: unknown } | undefined),
            );
            get.addEventListener('error', () => reject(get.error));
          });
        } finally {
          db.close();
        }
      },
      [store, key] as const,
    )
    .then((row) => row?.data as T | undefined);
}

/** How many cached transactions an account has (the index the transactions page filters on). */
async function cachedTransactionCount(page: Page, accountNumber: string): Promise<number> {
  return page.evaluate(async (account) => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('bank-cache:'));
    if (!name) return -1;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.addEventListener('success', () => resolve(open.result));
      open.addEventListener('error', () => reject(open.error));
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        // The [accountNumber+date] index: every date of the account lies between [account] and [account, []].
        const count = db
          .transaction('transactions', 'readonly')
          .objectStore('transactions')
          .index('[accountNumber+date]')
          .count(IDBKeyRange.bound([account], [account, []]));
        count.addEventListener('success', () => resolve(count.result));
        count.addEventListener('error', () => reject(count.error));
      });
    } finally {
      db.close();
    }
  }, accountNumber);
}

async function referenceOf(row: ReturnType<typeof rows>): Promise<string> {
  const label =
    (await row.getByRole('button', { name: /^View request / }).getAttribute('aria-label')) ?? '';
  return label.replace('View request ', '');
}

async function openApprovals(page: Page, count: number): Promise<void> {
  await nav(page)
    .getByRole('link', { name: `Approvals ${count} pending` })
    .click();
  await expect(page).toHaveURL(/\/manage\/approvals$/);
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
}

async function enterCode(page: Page): Promise<void> {
  await expect(codeDialog(page)).toContainText(/Enter the 6-digit code we sent to \*{4}\d{4}\./);
  await codeDialog(page).getByLabel('Verification code').fill(SMS_CODE);
  await codeDialog(page).getByRole('button', { name: 'Verify' }).click();
}

test('an approver sees the pending count on the menu and the pending requests, 10 at a time', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const count = await badgeCount(page);
  expect(count).toBeGreaterThan(10);
  await openApprovals(page, count);
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(10);
  await expect(panel(page).getByText(`Showing 10 of ${count}`, { exact: true })).toBeVisible();
  await expect(rows(page).first().getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page)).toHaveCount(Math.min(count, 20));
  await expect(
    panel(page).getByText(`Showing ${Math.min(count, 20)} of ${count}`, { exact: true }),
  ).toBeVisible();
  await expectNoViolations(page);
  await rows(page)
    .first()
    .getByRole('button', { name: /^View request / })
    .click();
  await expect(detail(page)).toBeVisible();
  await expectNoViolations(page);
});

test('an approver approves a pending request with the SMS code: it leaves pending, the badge drops and the balances move exactly', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  const count = await badgeCount(page);
  await openApprovals(page, count);
  // An exchange: approved at the rate of approval time (spec-3 §4), which the approver sees first.
  const row = rows(page).filter({ hasText: 'Currency exchange' }).first();
  const referenceId = await referenceOf(row);
  const before = (await bankRequest(page, referenceId))!;
  expect(before.status).toBe('PendingApproval');
  const accountsBefore = await bankAccounts(page);
  const senderTransactions = await cachedTransactionCount(page, before.senderAccount);
  expect(senderTransactions).toBeGreaterThan(0);

  await row.getByRole('button', { name: /^View request / }).click();
  await expect(detail(page)).toContainText(before.requesterName);
  // Approve and Reject in view without scrolling: the detail's action bar, on a laptop and a phone.
  await expect(detail(page).getByRole('region', { name: 'At this rate' })).toBeVisible();
  await expectDecisionInView(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectDecisionInView(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  // spec-2 §3/§4: one layer reads 'Approver'; ADMIN and SUB_ADMIN read 'Admin'.
  // The demo policy's approvers are admin, sub-admin and accountant: 'Admin' once, then 'Accountant'.
  const layer = detail(page)
    .getByRole('listitem')
    .filter({ has: page.getByText('Approver', { exact: true }) });
  await expect(layer.locator('span').first()).toHaveText('Approver');
  await expect(layer.locator('span').nth(1)).toHaveText('Admin, Accountant');
  // The approval-time quote: its rate and countdown, both amounts at it, and the fee.
  const atRate = detail(page).getByRole('region', { name: 'At this rate' });
  await expect(
    atRate.getByText(
      new RegExp(`^1 ${before.sourceCurrency} = \\d+\\.\\d{6} ${before.targetCurrency}$`),
    ),
  ).toBeVisible();
  await expect(atRate.getByText(/^Rate valid for [23]:\d{2}$/)).toBeVisible();
  const shown = atRate.locator('.approval-details__amount');
  await expect(shown).toHaveCount(2);
  const [shownSent, shownReceived] = await shown.allTextContents();
  await expect(atRate.getByText('Free', { exact: true })).toBeVisible();
  await detail(page).getByLabel('Remarks (optional)').fill('Checked against the invoice');
  await detail(page).getByRole('button', { name: 'Approve' }).click();
  await enterCode(page);

  await expect(page.getByText('Request approved', { exact: true })).toBeVisible();
  await expect(detail(page)).toBeHidden();
  await expect(
    nav(page).getByRole('link', { name: `Approvals ${count - 1} pending` }),
  ).toBeVisible();
  await expect(panel(page).getByText(`Showing 10 of ${count - 1}`, { exact: true })).toBeVisible();
  await expect(
    panel(page).getByRole('button', { name: `View request ${referenceId}` }),
  ).toHaveCount(0);

  const after = (await bankRequest(page, referenceId))!;
  expect(after).toMatchObject({ status: 'Accepted', actionRemarks: 'Checked against the invoice' });
  const accountsAfter = await bankAccounts(page);
  // The balances moved by exactly the amounts the approver was shown, to the cent.
  const sent =
    balance(accountsBefore, before.senderAccount) - balance(accountsAfter, before.senderAccount);
  const received =
    balance(accountsAfter, before.receiverAccount) -
    balance(accountsBefore, before.receiverAccount);
  expect(formatMoney(sent, before.sourceCurrency)).toBe(shownSent);
  expect(formatMoney(received, before.targetCurrency)).toBe(shownReceived);
  expect(sent % 10_000).toBe(0);
  expect(received % 10_000).toBe(0);
  expect(after).toMatchObject({ sourceAmount: sent, targetAmount: received });
  // The cache the pages read holds the new balances at once (write-through).
  await expect
    .poll(
      async () => (await cached<Account>(page, 'accounts', before.senderAccount))?.currentBalance,
    )
    .toBe(balance(accountsAfter, before.senderAccount));
  // The executed transfer's debit is in the cached transactions of the sending account.
  await expect
    .poll(() => cachedTransactionCount(page, before.senderAccount))
    .toBe(senderTransactions + 1);
  // The approval action was sent once.
  const actions = (await recordedCalls(page)).filter((c) =>
    c.path.endsWith(`/approval/request/${referenceId}/action`),
  );
  expect(actions).toHaveLength(1);
  // It named the quote it was shown and the fee (spec-2 §3 Approval request: fxReferenceId, fee).
  const sentBody = await page.evaluate(
    (id) =>
      window.__mockBank?.calls().find((c) => c.path.endsWith(`/approval/request/${id}/action`))
        ?.body,
    referenceId,
  );
  expect(sentBody).toMatchObject({
    actionStatus: 'Accepted',
    fxReferenceId: expect.stringMatching(/^FXQ-/),
    fee: 0,
  });
  // The Accounts page shows the new balance of the sending account.
  await nav(page).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('main')).toContainText(
    formatMoney(balance(accountsAfter, before.senderAccount), before.sourceCurrency),
  );
});

test('an approver rejects a request with remarks: nothing moves and it shows as rejected under Completed', async ({
  page,
}) => {
  await signInAs(page, 'subadmin@demo.test');
  const count = await badgeCount(page);
  await openApprovals(page, count);
  const row = rows(page).nth(1);
  const referenceId = await referenceOf(row);
  const before = (await bankRequest(page, referenceId))!;
  const accountsBefore = await bankAccounts(page);

  await row.getByRole('button', { name: /^View request / }).click();
  await detail(page).getByLabel('Remarks (optional)').fill('Please split this into two payments');
  // Escape leaves the code step only; the request and the typed remarks stay.
  await detail(page).getByRole('button', { name: 'Reject' }).click();
  await expect(codeDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(codeDialog(page)).toHaveCount(0);
  await expect(detail(page).getByLabel('Remarks (optional)')).toHaveValue(
    'Please split this into two payments',
  );
  await detail(page).getByRole('button', { name: 'Reject' }).click();
  await enterCode(page);
  await expect(page.getByText('Request rejected', { exact: true })).toBeVisible();
  await expect(
    nav(page).getByRole('link', { name: `Approvals ${count - 1} pending` }),
  ).toBeVisible();

  expect(await bankRequest(page, referenceId)).toMatchObject({
    status: 'Rejected',
    actionRemarks: 'Please split this into two payments',
  });
  expect(await bankAccounts(page)).toEqual(accountsBefore);

  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\?tab=completed$/);
  const completed = panel(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `View request ${referenceId}` }) });
  await expect(completed).toContainText('Rejected');
  await completed.getByRole('button', { name: /^View request / }).click();
  await expect(detail(page)).toContainText(before.requesterName);
  await expect(detail(page)).toContainText('Please split this into two payments');
  await expect(detail(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('the requester sees My requests, edits the remarks of one and cancels another', async ({
  page,
}) => {
  await signInAs(page, 'finance@demo.test', '/manage/approvals?tab=my-requests');
  await expect(page.getByRole('tab', { name: 'My requests' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const pendingRows = rows(page).filter({ hasText: 'Pending' });
  await expect(pendingRows.first()).toBeVisible();
  const editedId = await referenceOf(pendingRows.nth(0));
  const cancelledId = await referenceOf(pendingRows.nth(1));

  await pendingRows
    .nth(0)
    .getByRole('button', { name: /^View request / })
    .click();
  await expect(detail(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await detail(page)
    .getByLabel('Remarks', { exact: true })
    .fill('Split across two invoices, see attachment');
  await detail(page).getByRole('button', { name: 'Save remarks' }).click();
  await expect(page.getByText('Remarks saved', { exact: true })).toBeVisible();
  expect(await bankRequest(page, editedId)).toMatchObject({
    status: 'PendingApproval',
    remarks: 'Split across two invoices, see attachment',
  });

  await panel(page)
    .getByRole('button', { name: `View request ${cancelledId}` })
    .click();
  await detail(page).getByRole('button', { name: 'Cancel request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(confirm).toContainText(
    'The transfer will not be made and your approvers can no longer act on it. This cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('Request cancelled', { exact: true })).toBeVisible();
  expect((await bankRequest(page, cancelledId))?.status).toBe('Cancelled');
});

test('a role outside the approvals area has no Approvals menu and is sent home from /manage/approvals', async ({
  page,
}) => {
  await signInAs(page, 'general@demo.test');
  await expect(nav(page).getByRole('link', { name: /^Approvals/ })).toHaveCount(0);
  await page.goto('/manage/approvals');
  // spec-1 §6 / spec-3 §2: the approvals area redirects home, it does not show the 403 page.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: "Sorry, you don't have access to this page" }),
  ).toHaveCount(0);
});

/** Logs out and signs in as another user through the login page (SMS code): the tab's bank stays. */
async function signInAgain(page: Page, email: string, path: string): Promise<void> {
  await logOut(page);
  const login = new LoginPage(page);
  await login.submitPassword(email);
  // finance@demo.test's second factor is the authenticator app; SMS is its alternative.
  const smsInstead = login.dialog().getByRole('button', { name: 'Send a code by SMS instead' });
  const smsHeading = login.dialog().getByRole('heading', { name: 'Verify via SMS' });
  await expect(smsHeading.or(smsInstead)).toBeVisible();
  if (await smsInstead.isVisible()) await smsInstead.click();
  await login.enterCode(SMS_CODE);
  await expect(nav(page)).toBeVisible();
  await page.goto(path);
}

/** Opens a pending request of the approver's list by its reference. */
async function openPending(page: Page, referenceId: string): Promise<void> {
  await panel(page)
    .getByRole('button', { name: `View request ${referenceId}` })
    .click();
  await expect(detail(page)).toBeVisible();
}

const layerItem = (page: Page, label: string) =>
  detail(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

test('a two-step policy above S$5,000: finance’s S$6,000 exchange needs the accountant, then the sub-admin, and money moves only after the second', async ({
  page,
}) => {
  test.slow();
  // The admin creates the policy in Settings > Approval Policy.
  await signInAs(page, 'admin@demo.test', '/settings/approval-policies');
  await page.getByRole('link', { name: 'New policy' }).click();
  await expect(page.getByRole('heading', { name: 'New approval policy', level: 1 })).toBeVisible();
  await page.getByLabel('Policy name').fill('Above S$5,000: two steps');
  await page.getByLabel('Amount greater than').fill('5,000');
  await page
    .getByRole('group', { name: 'Applies to transfers by' })
    .getByLabel('Finance', { exact: true })
    .check();
  await page
    .getByRole('group', { name: 'Approver' })
    .getByLabel('Accountant', { exact: true })
    .check();
  await page.getByLabel('Require a second approval step').check();
  await page
    .getByRole('group', { name: 'Second step approver' })
    .getByLabel('Sub-admin', { exact: true })
    .check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create policy' }).click();
  await expect(page.getByText('Policy created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/approval-policies$/);
  const policies = page.getByRole('list', { name: 'Approval policies' });
  await expect(
    policies.getByRole('listitem').filter({ hasText: 'Above S$5,000: two steps' }),
  ).toContainText('Second step approver');
  await expectNoViolations(page);

  // Finance's S$6,000 exchange: the review says it goes to an approver, and it is held.
  await signInAgain(page, 'finance@demo.test', '/transfer/currency-exchange');
  await expect(page.getByText(/^1 SGD = \d+\.\d{6} USD$/)).toBeVisible();
  await page.getByLabel(/^Amount to send/).fill('6000');
  await expect(page.getByLabel(/^Amount to receive/)).toHaveValue(/^\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText(
      'This transfer needs approval: transfers above S$5,000.00 go to an approver. After you confirm, it is sent for approval and made only once it is approved.',
    ),
  ).toBeVisible();
  const sender = (await bankAccounts(page)).find((a) => a.accountName === 'Main account')!;
  await page.getByRole('button', { name: 'Confirm' }).click();
  const totp = new TOTP({
    secret: await totpSecretOf(page, 'finance@demo.test'),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  const appCode = page.getByRole('dialog', { name: 'Verify with authenticator app' });
  await appCode.getByLabel('Verification code').fill(totp.generate());
  await appCode.getByRole('button', { name: 'Verify' }).click();
  const request = page.getByRole('dialog', { name: 'Request Approval' });
  await expect(request.getByText('First step approver', { exact: true })).toBeVisible();
  await expect(request.getByText('Second step approver', { exact: true })).toBeVisible();
  const referenceId = /APR-\d+/.exec((await request.textContent()) ?? '')?.[0] ?? '';
  await request.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/manage\/approvals\?tab=my-requests$/);
  const before = balance(await bankAccounts(page), sender.accountNumber);

  // Step 1: the accountant approves; nothing moves, and the request waits for the sub-admin.
  await signInAgain(page, 'accountant@demo.test', '/manage/approvals');
  await openPending(page, referenceId);
  await expect(layerItem(page, 'First step approver')).toContainText('Waiting for this approval');
  await detail(page).getByRole('button', { name: 'Approve' }).click();
  await enterCode(page);
  await expect(page.getByText('Step approved', { exact: true })).toBeVisible();
  expect(await bankRequest(page, referenceId)).toMatchObject({
    status: 'PendingApproval',
    currentStep: 1,
  });
  expect(balance(await bankAccounts(page), sender.accountNumber)).toBe(before);

  // Step 2: the sub-admin sees who approved step 1, approves, and the money moves.
  await signInAgain(page, 'subadmin@demo.test', '/manage/approvals');
  await openPending(page, referenceId);
  const accountant = (await page.evaluate(() => window.__mockBank?.demoUsers() ?? [])).find(
    (u) => u.email === 'accountant@demo.test',
  )!.name;
  await expect(layerItem(page, 'First step approver')).toContainText(`Approved by ${accountant}`);
  await expect(layerItem(page, 'Second step approver')).toContainText('Waiting for this approval');
  await expectNoViolations(page);
  await detail(page).getByRole('button', { name: 'Approve' }).click();
  await enterCode(page);
  await expect(page.getByText('Request approved', { exact: true })).toBeVisible();
  expect(await bankRequest(page, referenceId)).toMatchObject({ status: 'Accepted' });
  expect(before - balance(await bankAccounts(page), sender.accountNumber)).toBe(6_000_000_000);

  // The admins' activity log tells it: the policy, the request, then each step's approval.
  const policyRows = await activityRows(page, 'Approval policies');
  await expect(policyRows.first()).toContainText('Created an approval policy');
  await page.getByLabel('Kind').selectOption({ label: 'Money' });
  await expect(policyRows.filter({ hasText: 'Approved a request' })).toHaveCount(2);
  await expect(policyRows.filter({ hasText: accountant })).toContainText('Approved a request');
  await expect(
    policyRows.filter({ hasText: 'Submitted a request for approval' }).first(),
  ).toContainText(formatMoney(6_000_000_000, 'SGD'));
});

test.describe('offline', () => {
  // A reload offline needs the service worker, which playwright.config.ts blocks elsewhere.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the pending requests are shown from the cache and approving is refused before anything is sent', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await waitForServiceWorker(page);
    await signInAs(page, 'admin@demo.test');
    await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
    const count = await badgeCount(page);
    await openApprovals(page, count);
    await expect(rows(page)).toHaveCount(10);
    const firstId = await referenceOf(rows(page).first());

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    expect(await referenceOf(rows(page).first())).toBe(firstId);
    await expect(panel(page).getByText(/^Offline - showing data from \d{2}:\d{2}$/)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: `Approvals ${count} pending` })).toBeVisible();

    await rows(page)
      .first()
      .getByRole('button', { name: /^View request / })
      .click();
    // Offline the decision says so at once (not that the rate is missing); both buttons wait.
    await expect(
      detail(page).getByRole('alert').filter({ hasText: DECISION_OFFLINE }),
    ).toBeVisible();
    await expect(
      detail(page).getByText('Exchange function not available now. Please try again later.'),
    ).toHaveCount(0);
    await expect(detail(page).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(detail(page).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(codeDialog(page)).toHaveCount(0);
    const sent = (await recordedCalls(page)).filter(
      (c) => c.path.includes('/approval/request/') || c.path.includes('/payouts/otp/'),
    );
    expect(sent).toEqual([]);

    // Completed requests are not kept on the device: the tab says so instead of an empty list.
    await detail(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(panel(page)).toContainText(
      "You're offline. Completed requests are not saved on this device; they will load when you're back online.",
    );
    // Back online, the list loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
  });
});
