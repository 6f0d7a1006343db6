import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@1234';
export const SMS_CODE = '123456';

/** Page object of /login and its second-factor dialog. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  }

  async submitPassword(email: string, password = PASSWORD): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async enterCode(code: string, options: { remember?: boolean } = {}): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByLabel('Verification code').fill(code);
    if (options.remember) await dialog.getByLabel('Remember this browser').check();
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }

  /** Full sign-in with the SMS code; lands on the dashboard. */
  async signInWithSms(email: string, options: { remember?: boolean } = {}): Promise<void> {
    await this.open();
    await this.submitPassword(email);
    await expect(this.dialog().getByRole('heading', { name: 'Verify via SMS' })).toBeVisible();
    await expect(this.dialog()).toContainText('Enter the 6-digit code we sent to');
    await this.enterCode(SMS_CODE, options);
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }
}

export async function logOut(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.getByRole('button', { name: 'Logout' }).isVisible())) {
    await nav.getByRole('button', { name: 'Settings' }).click();
  }
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
