import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import { activityRows } from './support/activity';
import { LoginPage, logOut, PASSWORD, SMS_CODE } from './support/loginPage';

// Each test has a fresh browser context, so the changed password (kept by the mock bank in
// localStorage, 'mockbank:*') does not reach any other test.
const NEW_PASSWORD = 'NewPass#2026';
const EMAIL_CODE = '123456';
/** The password the journey then sets in Settings › Change password. */
const CHANGED_PASSWORD = 'Changed#2026';

/** From /login?redirect=%2Faccount through 'Forgot Password' and step 1 to step 2. */
async function requestCode(page: Page, email = 'admin@demo.test'): Promise<void> {
  await new LoginPage(page).open('?redirect=%2Faccount');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/reset-password\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
}

async function fillStep2(page: Page, code: string, password = NEW_PASSWORD): Promise<void> {
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test('forgot password: request a code, reset, back to login with the redirect kept, sign in with the new password, change it in Settings and sign in with that one', async ({
  page,
}) => {
  await requestCode(page);
  await expect(page).toHaveURL(/\/reset-password\/confirm\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(
    page.getByText(
      'If admin@demo.test is registered, we sent it a 6-digit code. Enter the code and choose a new password.',
    ),
  ).toBeVisible();
  await fillStep2(page, EMAIL_CODE);

  const dialog = page.getByRole('dialog', { name: 'Your password has been reset' });
  await expect(dialog).toContainText('You can now log in with your new password.');
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);

  const login = new LoginPage(page);
  await login.submitPassword('admin@demo.test', PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Incorrect email and/or password. Please try again.',
  );
  await login.submitPassword('admin@demo.test', NEW_PASSWORD);
  await expect(login.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
  await login.enterCode(SMS_CODE);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

  // Settings › Change password (issue 24): the menu's link, the field messages, axe.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await expectNoViolations(page);
  const change = async (current: string) => {
    await page.getByLabel('Current password', { exact: true }).fill(current);
    await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  // A wrong current password counts towards the sign-in lock, and says so.
  await change(PASSWORD);
  await expect(
    page.getByText(
      'The current password is not correct. To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(CHANGED_PASSWORD);
  await change(NEW_PASSWORD);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
  ).toHaveText('Your password has been changed. Other devices were signed out.');

  // Settings › Support: spec-3's phone and e-mail, axe.
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute(
    'href',
    'tel:+6561234567',
  );
  await expect(page.getByRole('link', { name: 'support@youbiz.example' })).toHaveAttribute(
    'href',
    'mailto:support@youbiz.example',
  );
  await expectNoViolations(page);

  await logOut(page);
  await login.submitPassword('admin@demo.test', NEW_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Incorrect email and/or password. Please try again.',
  );
  await login.submitPassword('admin@demo.test', CHANGED_PASSWORD);
  await expect(login.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
  await login.enterCode(SMS_CODE);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admins' activity log: the reset, then the change, newest first.
  const rows = await activityRows(page, 'Password');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Changed their password');
  await expect(rows.nth(1)).toContainText('Reset their password');
});

test('a wrong code shows the tries left with this code and keeps what was typed', async ({
  page,
}) => {
  await requestCode(page);
  await fillStep2(page, '000000');
  await expect(page.getByRole('alert')).toHaveText(
    'This code is not correct. You can try 4 more times, then ask for a new code.',
  );
  await expect(page.getByLabel('Verification code')).toHaveValue('000000');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an unknown e-mail goes on to step 2 as a registered one, where its code fails as a wrong one', async ({
  page,
}) => {
  await requestCode(page, 'nobody@demo.test');
  await expect(page).toHaveURL(/\/reset-password\/confirm\?redirect=%2Faccount$/);
  await fillStep2(page, EMAIL_CODE);
  await expect(page.getByRole('alert')).toHaveText(
    'This code is not correct. You can try 4 more times, then ask for a new code.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('step 2 opened without a code request leads back to step 1, keeping the query string', async ({
  page,
}) => {
  await page.goto('/reset-password/confirm?redirect=%2Faccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Request a code first' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('the reset pages and the success dialog have no axe violations, light and dark', async ({
  page,
}) => {
  await requestCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  // With the field messages showing, as a user who pressed the button early sees them.
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await fillStep2(page, EMAIL_CODE);
  await expect(page.getByRole('dialog', { name: 'Your password has been reset' })).toBeVisible();
  await expectNoViolations(page, 'all', OPEN_DIALOG);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
});
