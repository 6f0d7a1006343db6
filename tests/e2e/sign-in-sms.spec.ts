import { expect, test } from '@playwright/test';
import { LoginPage } from './support/loginPage';
import { failNext } from './support/mockBank';

test('signs in with an SMS code and lands on the dashboard in the shell', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const login = new LoginPage(page);
  await login.open();
  await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
  // spec-1 §2: the login page leads to the registration entry.
  await expect(page.getByRole('link', { name: 'Register your business' })).toHaveAttribute(
    'href',
    '/register',
  );
  await login.signInWithSms('admin@demo.test');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Terms and Conditions');
  await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
  // Tokens live in sessionStorage only.
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('auth.accessToken'),
    local: Object.keys(localStorage).filter((k) => k.startsWith('auth.')),
  }));
  expect(stored.session).toBeTruthy();
  expect(stored.local).toEqual([]);
  // No CSP violation, missing asset or script error on the way.
  expect(consoleErrors).toEqual([]);
});

test('shows the login validation texts and keeps what was typed', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await page.getByLabel('Email').fill('admin@');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('admin@');
});

test('says when e-mail or password is wrong, and when an account is suspended', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword('admin@demo.test', 'wrong-password');
  await expect(page.getByText('Incorrect email and/or password. Please try again.')).toBeVisible();
  await login.submitPassword('suspended@demo.test');
  await expect(page.getByText('Your account has been suspended.')).toBeVisible();
});

test("shows 'Something went wrong' / 'Please try again later' for INTERNAL_SERVER_ERROR", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await failNext(page, '/boom/v2/auth/login', 'INTERNAL_SERVER_ERROR', 500);
  await login.submitPassword('admin@demo.test');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('alert')).toContainText('Please try again later');
  await expect(page.getByLabel('Email')).toHaveValue('admin@demo.test');
});

test('keeps the redirect parameter as the post-login target', async ({ page }) => {
  await page.goto('/settings/general');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fgeneral$/);
  const login = new LoginPage(page);
  await login.submitPassword('subadmin@demo.test');
  await login.enterCode('123456');
  await expect(page).toHaveURL(/\/settings\/general$/);
});
