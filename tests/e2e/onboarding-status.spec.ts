import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { LoginPage, SMS_CODE } from './support/loginPage';

/**
 * spec-1 §4 "Post-login routing by status": each demo applicant signs in through the form and
 * lands on the screen of its statuses; a first login after approval goes through data population
 * and the tutorial before the dashboard.
 */

async function signInThroughForm(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword(email);
  await expect(login.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
  await login.enterCode(SMS_CODE);
}

async function logOutOfOnboarding(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('each status routes to its screen, and an applicant never reaches the shell', async ({
  page,
}) => {
  await signInThroughForm(page, 'pending@demo.test');
  await expect(page).toHaveURL(/\/account-opening\/pending$/);
  await expect(
    page.getByRole('heading', { name: 'Your application is under review' }),
  ).toBeVisible();
  await expectNoViolations(page);
  // The shell's pages lead an applicant back to the status screen.
  await page.goto('/transfer/local');
  await expect(page).toHaveURL(/\/account-opening\/pending$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await logOutOfOnboarding(page);

  await signInThroughForm(page, 'rejected@demo.test');
  await expect(page).toHaveURL(/\/account-opening\/unsuccessful$/);
  await expect(
    page.getByRole('heading', { name: 'We could not approve your application' }),
  ).toBeVisible();
  await logOutOfOnboarding(page);

  await signInThroughForm(page, 'submitted@demo.test');
  await expect(page).toHaveURL(/\/account-opening\/submitted$/);
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'Pre-order your card' }).click();
  await page.getByLabel('Name on card').fill('Lantern Works');
  await page.getByRole('radio', { name: 'Mailing address' }).check();
  await page.getByRole('button', { name: 'Pre-order card' }).click();
  await expect(page).toHaveURL(/\/account-opening\/preorder-card\/successful$/);
  await expect(page.getByRole('heading', { name: 'Card pre-ordered' })).toBeVisible();
  await logOutOfOnboarding(page);

  // Nothing started: the KYC start leads into onboarding.
  await signInThroughForm(page, 'new@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('heading', { name: 'Open your business account', level: 1 }),
  ).toBeVisible();
});

test('a first login after approval gives the expected activity, sees the tutorial, then the dashboard', async ({
  page,
}) => {
  await signInThroughForm(page, 'fresh@demo.test');
  await expect(page).toHaveURL(/\/data-population$/);
  await expect(
    page.getByRole('heading', { name: 'Your expected activity', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Transactions a month').selectOption({ index: 1 });
  await page.getByLabel('Amount moved a month').selectOption({ index: 1 });
  await page.getByLabel('Business revenue').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tutorial/);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
