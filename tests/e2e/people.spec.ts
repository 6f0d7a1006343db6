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
