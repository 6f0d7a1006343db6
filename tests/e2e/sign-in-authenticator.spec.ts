import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { LoginPage } from './support/loginPage';
import { totpSecretOf } from './support/mockBank';

test('signs in with an authenticator code computed from the demo secret', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  const secret = await totpSecretOf(page, 'finance@demo.test');
  await login.submitPassword('finance@demo.test');
  await expect(
    login.dialog().getByRole('heading', { name: 'Verify with authenticator app' }),
  ).toBeVisible();
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  await login.enterCode(totp.generate());
  await expect(page).toHaveURL(/\/dashboard$/);
  // Finance may not manage people: the menu does not offer it.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
  ).toHaveCount(0);
});

test('switches from the authenticator to an SMS code', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword('finance@demo.test');
  await login.dialog().getByRole('button', { name: 'Send a code by SMS instead' }).click();
  await expect(login.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
  await expect(login.dialog()).toContainText(/Resend code in 2:5\d/);
  await login.dialog().getByRole('button', { name: 'Send a code by email instead' }).click();
  await expect(login.dialog().getByRole('heading', { name: 'Verify via email' })).toBeVisible();
  await expect(login.dialog()).toContainText('Enter the 6-digit code we sent to fi****@demo.test.');
  // Back to SMS: the code already sent is still the one to enter (no new code within 179 s).
  await login.dialog().getByRole('button', { name: 'Send a code by SMS instead' }).click();
  await expect(login.dialog()).toContainText(/Enter the 6-digit code we sent to \*{4}\d{4}\./);
  await login.enterCode('123456');
  await expect(page).toHaveURL(/\/dashboard$/);
});
