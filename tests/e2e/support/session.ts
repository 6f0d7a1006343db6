import { expect, type Browser, type Page } from '@playwright/test';
import { LoginPage, SMS_CODE } from './loginPage';

/**
 * Signs a test in without the login page: the journeys that test sign-in (sign-in-*.spec.ts,
 * remember-browser, wrong-codes-lock, reset-password, first-visit, http-bank) go through the form;
 * every other test starts signed in, as a reload of a signed-in tab does (main.tsx
 * restoreSession). Signing in through the UI cost every test the login page, the code dialog
 * and the post-login calls (issue 9: CI at 15 minutes for 66 journeys).
 *
 * Each demo user signs in through the UI once per worker, in a context of its own; what that
 * leaves in the tab (sessionStorage: the tokens, the session info and the device's client
 * credentials; localStorage: the device id) is written into each test's context before its first
 * page. The mock bank's tokens are signed, not remembered, so a fresh context's bank accepts them.
 */
export interface SavedSession {
  sessionStorage: Record<string, string>;
  deviceId: string | null;
  savedAt: number;
}

/** The access token lives 15 minutes (src/mirage/rules/tokens.ts); sign in anew well before. */
const MAX_AGE_MS = 10 * 60_000;
const saved = new Map<string, SavedSession>();

async function signInOnce(browser: Browser, email: string): Promise<SavedSession> {
  const known = saved.get(email);
  if (known && Date.now() - known.savedAt < MAX_AGE_MS) return known;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.submitPassword(email);
    // finance@demo.test's second factor is the authenticator app; SMS is its alternative.
    const smsInstead = login.dialog().getByRole('button', { name: 'Send a code by SMS instead' });
    const smsHeading = login.dialog().getByRole('heading', { name: 'Verify via SMS' });
    await expect(smsHeading.or(smsInstead)).toBeVisible();
    if (await smsInstead.isVisible()) await smsInstead.click();
    await login.enterCode(SMS_CODE);
    // The dashboard, or an applicant's onboarding or status screen.
    await expect(page).not.toHaveURL(/\/login/);
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .or(page.getByRole('button', { name: 'Log out' })),
    ).toBeVisible();
    const state = await page.evaluate(() => ({
      sessionStorage: { ...sessionStorage } as Record<string, string>,
      deviceId: localStorage.getItem('device.id'),
    }));
    const session = { ...state, savedAt: Date.now() };
    saved.set(email, session);
    return session;
  } finally {
    await context.close();
  }
}

/** Seeds the context once: a later logout or reload in the test is not undone by this script. */
function seed(state: SavedSession): void {
  const marker = 'e2e.session-seeded';
  if (localStorage.getItem(marker)) return;
  localStorage.setItem(marker, '1');
  for (const [key, value] of Object.entries(state.sessionStorage))
    sessionStorage.setItem(key, value);
  if (state.deviceId) localStorage.setItem('device.id', state.deviceId);
}

/**
 * Opens `path` (the dashboard by default) signed in as a demo user. Call it before the test's
 * first page, once per test.
 */
export async function signInAs(page: Page, email: string, path = '/dashboard'): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('signInAs needs a browser-launched context');
  const state = await signInOnce(browser, email);
  await page.context().addInitScript(seed, state);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/**
 * Opens `path` signed in as a demo applicant (not onboarded: issue 12), whose pages have the
 * onboarding layout (its Log out button) instead of the shell.
 */
export async function signInApplicant(page: Page, email: string, path = '/kyc'): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('signInApplicant needs a browser-launched context');
  const state = await signInOnce(browser, email);
  await page.context().addInitScript(seed, state);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
