import { expect, test } from '@playwright/test';
import { LoginPage, logOut } from './support/loginPage';

test("'Remember this browser' skips the second factor on the next login", async ({ page }) => {
  const login = new LoginPage(page);
  await login.signInWithSms('general@demo.test', { remember: true });
  await logOut(page);
  await login.submitPassword('general@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('without remembering, the next login asks for a code again', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signInWithSms('general@demo.test');
  await logOut(page);
  await login.submitPassword('general@demo.test');
  await expect(login.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
});
