import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { activityRows } from './support/activity';
import { LoginPage, logOut } from './support/loginPage';
import { waitForMockBank } from './support/mockBank';
import { signInAs } from './support/session';

/**
 * Issue 24: an admin invites two people from Manage › Invitation; one joins through the existing
 * accept-invite pages, the other is revoked and their link then says so.
 */

const CODE = '123456';
const PASSWORD = 'Join#2026';

/** The link the bank e-mailed to `email` (the mock outbox). */
async function invitationLink(page: Page, email: string): Promise<string> {
  await waitForMockBank(page);
  const body = await page.evaluate(
    (to) => window.__mockBank?.emailsTo(to).at(-1)?.body ?? '',
    email,
  );
  const link = /\/accept-invite\?\S+/.exec(body)?.[0];
  if (!link) throw new Error(`No invitation e-mailed to ${email}: ${body}`);
  return link;
}

test('admin invites two people, one accepts and joins through the existing pages, the other is revoked and their link then says so', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Manage' }).click();
  await nav.getByRole('link', { name: 'Invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Invitation', level: 1 })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('mei@example.com');
  await page.getByLabel('Role', { exact: true }).selectOption('Finance');
  await page.getByRole('button', { name: 'Add another person' }).click();
  await page.getByLabel('Email', { exact: true }).nth(1).fill(' MEI@example.com');
  await page.getByLabel('Role', { exact: true }).nth(1).selectOption('General');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(
    page.getByText('You have already entered this email. Please enter a different one.'),
  ).toBeVisible();
  await page.getByLabel('Email', { exact: true }).nth(1).fill('raj@example.com');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitations sent' })).toContainText(
    'mei@example.comraj@example.com',
  );
  const invitations = page.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem').first()).toContainText('Waiting for them to join');
  await expectNoViolations(page);

  // Raj is revoked, after the dialog asks.
  await page.getByRole('button', { name: 'Revoke invitation to raj@example.com' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke invitation' });
  await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(page.getByText('The invitation to raj@example.com was revoked.')).toBeVisible();
  await expect(invitations.getByRole('listitem').filter({ hasText: 'raj@' })).toContainText(
    'Revoked',
  );
  const meiLink = await invitationLink(page, 'mei@example.com');
  const rajLink = await invitationLink(page, 'raj@example.com');
  await logOut(page);

  // Raj's link says it was revoked.
  await page.goto(rajLink);
  await expect(page).toHaveURL(/\/accept-invite\/invalid$/);
  await expect(page.getByRole('heading', { name: "This invitation can't be used" })).toBeVisible();
  await expect(
    page.getByText(
      'This invitation has been revoked. Please ask your company admin for a new one.',
    ),
  ).toBeVisible();

  // Mei joins through the existing invitation pages.
  await page.goto(meiLink);
  await expect(
    page.getByText(
      'Demo Trading Pte. Ltd. invited you to join as Finance. You will log in as mei@example.com.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Mobile number').fill('+65 9123 4567');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(CODE);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/kyc\/basic-detail$/);

  // The admin finds Mei in People, waiting for her details; Raj is no longer listed as invited.
  // Logging out saves her progress first: wait for the login page before signing in again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signInWithSms('admin@demo.test');
  await page.goto('/manage/people');
  // 15 seeded members come first: Mei is on the second page.
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'mei@example.com' })).toContainText(
    'Waiting for their details',
  );
  const invited = page.getByRole('list', { name: 'Invited people' });
  await expect(invited).toContainText('invitee@demo.test');
  await expect(invited).not.toContainText('raj@example.com');

  // The activity log: the invitation, Raj's revoked, Mei's accepted.
  const rows = await activityRows(page, 'Invitations');
  await expect(rows.filter({ hasText: 'Accepted an invitation' })).toContainText(
    'Joined as Finance',
  );
  await expect(rows.filter({ hasText: 'Revoked an invitation' })).toContainText('raj@example.com');
  await expect(rows.filter({ hasText: 'Invited people' })).toContainText('mei@example.com');
});
