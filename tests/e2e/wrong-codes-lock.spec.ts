import { expect, test } from '@playwright/test';
import { LoginPage } from './support/loginPage';

test('wrong codes count down, then lock the account and force logout', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword('accountant@demo.test');
  await expect(login.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
  for (const left of [4, 3, 2, 1]) {
    await login.enterCode('000000');
    await expect(login.dialog()).toContainText(
      `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
    );
  }
  await login.enterCode('000000');
  await expect(page).toHaveURL(/\/login\?forced_logout=true/);
  await expect(page.getByText("You've been logged out for security reasons")).toBeVisible();
  await expect(
    page.getByText(
      'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    ),
  ).toBeVisible();

  // The lock holds on the server side too: the right password is refused for 30 minutes.
  await login.submitPassword('accountant@demo.test');
  await expect(
    page.getByText(
      'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    ),
  ).toHaveCount(2);
  await expect(login.dialog()).toHaveCount(0);
});
