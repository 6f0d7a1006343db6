import { expect, test } from '@playwright/test';
import { LoginPage } from './support/loginPage';

/**
 * What a new visitor meets first (issue 7, items 1 and 7): the address `npm start` prints shows
 * the login page at once, and the app opens offline from the very first sign-in on.
 */

for (const [path, kept] of [
  ['/', '/dashboard'],
  ['/transfer', '/transfer/account-to-account'],
  ['/manage/approvals', '/manage/approvals'],
] as const) {
  test(`a signed-out visitor at ${path} sees the login page at once, with the redirect kept`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(kept)}`);
    await expect(page.getByLabel('Email')).toBeEditable();
  });
}

test('an offline reload seconds after the first sign-in opens the cached app', async ({ page, context }) => {
  // config.json is fetched once, by the first page load; later fetches of it fail. So the
  // offline start below can only use a copy kept when that first load read it (a copy fetched
  // again once the service worker took over, as before, never arrives).
  let configReads = 0;
  await context.route('**/config.json', async (route) => {
    configReads += 1;
    if (configReads === 1) await route.continue();
    else await route.abort('internetdisconnected');
  });
  await new LoginPage(page).signInWithSms('admin@demo.test');
  // The app shell is precached by the service worker installed on that first load.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText("can't start right now")).toHaveCount(0);
  await expect(page.getByText(/Offline - showing data from/)).toBeVisible();
  await context.setOffline(false);
});
