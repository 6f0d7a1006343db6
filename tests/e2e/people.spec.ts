import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { LoginPage, logOut } from './support/loginPage';
import { signInAs } from './support/session';

test('admin changes a member’s role and suspends a user who then cannot sign in', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/manage/people');
  const table = page.getByRole('table');
  const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });

  // general@demo.test becomes a sub-admin.
  await rowOf('general@demo.test').getByRole('button').click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('general@demo.test');
  await expect(dialog).toContainText(
    'Their menu and pages change to the new role the next time they sign in.',
  );
  await expectNoViolations(page, 'all', '.member-dialog');
  await dialog.getByLabel('Change role').selectOption('sub-admin');
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(/ is now Sub-admin\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf('general@demo.test')).toContainText('Sub-admin');

  // accountant@demo.test is suspended with a reason.
  await rowOf('accountant@demo.test').getByRole('button').click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspend user' }).click();
  await expect(dialog).toContainText(
    'They will not be able to sign in, they are signed out now, and they are no longer offered as an approver. You can reactivate them later.',
  );
  await dialog.getByLabel('Reason').fill('Left the company');
  await dialog.getByRole('button', { name: 'Suspend user' }).click();
  await expect(page.getByText(/ is suspended\.$/)).toBeVisible();
  await expect(dialog).toContainText('Left the company');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf('accountant@demo.test')).toContainText('Suspended');
  await logOut(page);

  // The suspended user cannot sign in.
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword('accountant@demo.test');
  await expect(page.getByText('Your account has been suspended.')).toBeVisible();

  // The member's menu follows their new role once they sign in again.
  await login.signInWithSms('general@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Manage' }).click();
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
});

test('the activity log shows the admin’s sign-in with its device and a role change, and filters by kind', async ({
  page,
}) => {
  // Through the form: the sign-in is recorded by this browser's bank.
  await new LoginPage(page).signInWithSms('admin@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Manage' }).click();
  await nav.getByRole('link', { name: 'People' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'finance@demo.test' });
  const name = (await row.getByRole('button').textContent()) ?? '';
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Change role').selectOption('accountant');
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(/ is now Accountant\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await nav.getByRole('link', { name: 'Activity log' }).click();
  await expect(page.getByRole('heading', { name: 'Activity log', level: 1 })).toBeVisible();
  const log = page.getByRole('table', { name: 'Activity, newest first' });
  const rows = log.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Changed a role');
  await expect(rows.nth(0)).toContainText(`${name}: Finance → Accountant`);
  await expect(rows.nth(1)).toContainText('Signed in');
  // The Desktop Chrome of playwright.config.ts, as its user agent says.
  await expect(rows.nth(1)).toContainText('Chrome on Windows');
  await expectNoViolations(page);
  if (process.env.ACTIVITY_SHOTS)
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: `${process.env.ACTIVITY_SHOTS}/activity-${width}.png`,
        fullPage: true,
      });
    }

  await page.getByLabel('Kind').selectOption({ label: 'Sign-in' });
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Signed in');
  await page.getByLabel('Person').selectOption({ label: name });
  await expect(page.getByText('No activity matches')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
});
