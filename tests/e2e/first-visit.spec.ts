import { expect, test } from '@playwright/test';
import { LoginPage } from './support/loginPage';

// These journeys reload offline: the service worker must install (playwright.config.ts blocks it
// elsewhere, where it only costs time).
test.use({ serviceWorkers: 'allow' });

/**
 * What a new visitor meets first (issue 7, items 1 and 7): the address `npm start` prints shows
 * the login page at once, and the app opens offline from the very first sign-in on.
 */

for (const [path, kept] of [
  ['/', '/dashboard'],
  ['/transfer', '/transfer/account-to-account'],
  ['/manage/approvals', '/manage/approvals'],
] as const) {
  test(`a signed-out visitor at ${path} sees the login page at once, with the redirect kept`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(kept)}`);
    await expect(page.getByLabel('Email')).toBeEditable();
  });
}

test('the login form draws while config.json is still on its way; the demo logins follow it', async ({
  page,
}) => {
  // config.json is held until the form is on screen: the first paint must not wait for it (it
  // waited up to 1.5 s before, and the form appeared only once that wait ran out).
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/config.json', async (route) => {
    await held;
    await route.continue();
  });
  // goto returns at the load event, when the entry has run: from there the form is a render away.
  await page.goto('/login');
  const loaded = Date.now();
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(Date.now() - loaded, 'the form drew without waiting for config.json').toBeLessThan(1_000);
  await expect(page.getByRole('heading', { name: 'Demo logins' })).toHaveCount(0);
  release?.();
  await expect(page.getByRole('button', { name: 'Use admin@demo.test' })).toBeVisible();
});

test('an offline reload seconds after the first sign-in opens the cached app', async ({
  page,
  context,
}) => {
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
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
  );
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText("can't start right now")).toHaveCount(0);
  await expect(page.getByText(/Offline - showing data from/)).toBeVisible();
  await context.setOffline(false);
});
