import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { LoginPage, SMS_CODE } from './support/loginPage';
import { signInApplicant } from './support/session';

/**
 * Issue 12: an applicant completes manual onboarding with uploads and submits; completes the
 * identity-registry path; leaves mid-way and resumes at the saved step after signing in again.
 */

const PDF = {
  name: 'acra-profile.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

const exact = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

async function fillAddress(group: Locator, postal: string, block: string, street: string) {
  await exact(group, 'Postal code').fill(postal);
  await exact(group, 'Block / House number').fill(block);
  await exact(group, 'Street name').fill(street);
}

async function fillBusinessDetails(page: Page): Promise<void> {
  await exact(page, 'First name').fill('Mei Ling');
  await exact(page, 'Last name').fill('Tan');
  await exact(page, 'Gender').selectOption('Female');
  await exact(page, 'Date of birth').fill('1988-04-12');
  await exact(page, 'Nationality').selectOption('SG');
  await exact(page, 'Identity number (NRIC or FIN)').fill('S8812345D');
  await fillAddress(
    page.getByRole('group', { name: 'Residential address' }),
    '238801',
    '10',
    'Orchard Road',
  );
  await exact(page, 'Business name').fill('Nimbus Trading Pte. Ltd.');
  await exact(page, 'Registration number (UEN)').fill('201912345K');
  await exact(page, 'Date of incorporation').fill('2019-06-01');
  await exact(page, 'Country of incorporation').selectOption('SG');
  // 'Business' (a sole proprietorship) gets the newer upload form whatever the toggle.
  await exact(page, 'Company type').selectOption('Business');
  await exact(page, 'Primary industry').selectOption('62011');
  await exact(page, 'Secondary industry').selectOption('70201');
  await fillAddress(
    page.getByRole('group', { name: 'Registered address' }),
    '018989',
    '1',
    'Marina Boulevard',
  );
}

async function fillBusinessProfile(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Business Profile', level: 1 })).toBeVisible();
  await exact(page, 'Number of employees').selectOption('2-5');
  await exact(page, 'What does your business do?').fill('Wholesale of office supplies.');
  await exact(page, 'Countries where your business operates').selectOption('SG');
  await page
    .getByRole('group', { name: 'Sources of funds' })
    .getByLabel('Business revenue')
    .check();
  await page
    .getByRole('group', { name: 'What will you use the account for?' })
    .getByLabel('Paying suppliers')
    .check();
}

/** Business Profile filled: Card Creation, Upload, then Review & Edit's Submit. */
async function cardUploadAndSubmit(page: Page, reviewPath: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Card Creation', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Business mailing address' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Upload', level: 1 })).toBeVisible();
  const uploads = page.getByLabel(/^Supporting documents/);
  await uploads.setInputFiles(PDF);
  await expect(page.getByText('acra-profile.pdf uploaded.')).toBeAttached();
  const board = page.getByLabel(/^Board resolution/);
  if (await board.count()) {
    await board.setInputFiles({ ...PDF, name: 'board-resolution.pdf' });
    await expect(page.getByText('board-resolution.pdf uploaded.')).toBeAttached();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(reviewPath);
  await expect(page.getByRole('heading', { name: 'Review & Edit', level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/account-opening\/submitted$/);
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
}

test('an applicant completes manual onboarding with uploads and submits', async ({ page }) => {
  await signInApplicant(page, 'new@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('heading', { name: 'Open your business account', level: 1 }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Apply manually' }).click();

  await expect(page).toHaveURL(/\/onboarding\/manual\/personal-entity-details$/);
  await fillBusinessDetails(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Progress saved')).toBeVisible();
  await expect(page.getByText('Your progress has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillBusinessProfile(page);
  await cardUploadAndSubmit(page, /\/onboarding\/manual\/review$/);
});

test('an applicant completes the identity-registry path: the registry fills Business Details', async ({
  page,
}) => {
  await signInApplicant(page, 'new@demo.test', '/select-registration-method');
  await page.getByRole('button', { name: 'Retrieve with the identity registry' }).click();
  // The simulated registry consents at once and comes back to the callback with its state.
  await expect(page).toHaveURL(/\/onboarding\/myinfo\/my-details$/);
  await expect(page.getByText('Retrieved from the identity registry').first()).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /Appointments/ })
      .or(page.getByText('Appointments'))
      .first(),
  ).toBeVisible();
  await expect(exact(page, 'Business name')).toHaveValue('Nimbus Trading Pte. Ltd.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillBusinessProfile(page);
  await cardUploadAndSubmit(page, /\/onboarding\/myinfo\/review$/);
});

test('an applicant leaves mid-way, signs in again and resumes at the saved step', async ({
  page,
}) => {
  await signInApplicant(page, 'new@demo.test', '/onboarding/manual/personal-entity-details');
  await fillBusinessDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Business Profile', level: 1 })).toBeVisible();
  await exact(page, 'What does your business do?').fill('Coffee for offices.');
  // Log out saves first.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.submitPassword('new@demo.test');
  await login.enterCode(SMS_CODE);
  await expect(page).toHaveURL(/\/onboarding\/manual\/business-details$/);
  await expect(page.getByRole('heading', { name: 'Business Profile', level: 1 })).toBeVisible();
  await expect(exact(page, 'What does your business do?')).toHaveValue('Coffee for offices.');
});
