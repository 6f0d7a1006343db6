import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { activityRows } from './support/activity';
import { LoginPage, logOut, SMS_CODE } from './support/loginPage';
import { totpCode } from './support/rfc6238';
import { signInAs } from './support/session';

/** The demo's e-mail codes are its SMS codes (README 'Demo users'). */
const EMAIL_CODE = SMS_CODE;

test('a user pairs an authenticator app from the key shown, then signs in with a code of it', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/settings/general');
  // The Totp feature tip, to a user without an app, leads to the setup.
  const tip = page.getByRole('status').filter({ hasText: 'Use an authenticator app' });
  await expect(tip).toContainText(
    'Codes from an app on your phone work without signal, and no one can redirect them as they can an SMS.',
  );
  await tip.getByRole('link', { name: 'Set up authenticator' }).click();

  await expect(page).toHaveURL(/\/settings\/setup-authenticator$/);
  await expect(page.getByText('Authenticator app: Off')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/settings\/setup-authenticator\/verify-sms-otp$/);
  await expect(page.getByText(/^Enter the 6-digit code we sent to \*{4}\d{4}\.$/)).toBeVisible();
  await page.getByLabel('Verification code').fill(SMS_CODE);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/settings\/setup-authenticator\/verify-email-otp$/);
  await expect(page.getByText('Enter the 6-digit code we sent to admin@demo.test.')).toBeVisible();
  await page.getByLabel('Verification code').fill(EMAIL_CODE);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/settings\/setup-authenticator\/pair-device$/);
  await expect(
    page.getByRole('img', { name: 'QR code to add admin@demo.test to your authenticator app' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.emulateMedia({ colorScheme: 'light' });
  // The key as a person types it into the app; the app's code of the step before this one (the
  // bank allows one step of drift), so the sign-in below is in a later step than the pairing.
  const key = (await page.getByTestId('authenticator-key').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = key.replaceAll(' ', '');
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Pair app' }).click();

  await expect(page).toHaveURL(/\/settings\/setup-authenticator$/);
  await expect(
    page.getByText(
      'Your authenticator app is on. Sign-ins and payments now ask for a code from it.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Authenticator app: On')).toBeVisible();
  await logOut(page);

  // The next sign-in asks for the app, and takes its current code.
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword('admin@demo.test');
  await expect(
    login.dialog().getByRole('heading', { name: 'Verify with authenticator app' }),
  ).toBeVisible();
  await login.enterCode(totpCode(secret));
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admins' activity log: the app paired, then the sign-in with it.
  const rows = await activityRows(page);
  await expect(rows.nth(0)).toContainText('Signed in');
  await expect(rows.nth(1)).toContainText('Paired an authenticator');
});
