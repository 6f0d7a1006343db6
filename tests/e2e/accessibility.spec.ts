import { expect, test } from '@playwright/test';
import { expectNoViolations, OPEN_DIALOG } from './support/axe';
import { LoginPage } from './support/loginPage';
import { signInAs } from './support/session';

test('the login page, light and dark, and its second-factor dialog have no axe violations', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await page.emulateMedia({ colorScheme: 'light' });
  await login.submitPassword('admin@demo.test');
  await expect(login.dialog()).toBeVisible();
  await expectNoViolations(page, 'all', OPEN_DIALOG);
});

test('the shell and its pages have no axe violations', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  for (const path of ['/dashboard', '/manage/people', '/settings/general', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'colours');
});

test('the 403 page has no axe violations', async ({ page }) => {
  await signInAs(page, 'general@demo.test');
  await page.goto('/manage/people');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});
