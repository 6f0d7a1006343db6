import { expect, test, type Page } from '@playwright/test';
import { logOut } from './support/loginPage';
import { signInAs } from './support/session';
import { failNext } from './support/mockBank';
import { waitForServiceWorker } from './support/serviceWorker';

// These journeys reload offline: the service worker must install (playwright.config.ts blocks it
// elsewhere, where it only costs time).
test.use({ serviceWorkers: 'allow' });

async function cacheDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('bank-cache:')),
  );
}

test('after sign-in, going offline and reloading keeps the user in the shell with the offline indicator', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signInAs(page, 'admin@demo.test');
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(/Offline - showing data from \d{2}:\d{2}/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  // The service worker keeps the app shell, never an API answer.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/config.json');
  expect(cached.some((p) => /\/assets\/mockBank-[\w-]+\.js$/.test(p))).toBe(true);
  expect(cached.filter((p) => /^\/(v1|boom)\//.test(p))).toEqual([]);
});

test('logout leaves no IndexedDB database of that user and no tokens', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await expect.poll(() => cacheDatabases(page)).toHaveLength(1);
  await logOut(page);
  await expect.poll(() => cacheDatabases(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('auth.accessToken'))).toBeNull();
});

test('a session that cannot be refreshed is forced out to the login with the alert, and its cache deleted', async ({
  page,
}) => {
  await signInAs(page, 'subadmin@demo.test');
  await expect.poll(() => cacheDatabases(page)).toHaveLength(1);
  await failNext(page, '/v1/boom/auth/user/profile', 'INVALID_ACCESS_TOKEN', 401);
  await failNext(page, '/boom/v2/auth/refresh-token', 'INVALID_TOKEN', 401);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByRole('button', { name: 'Refresh profile' }).click();
  await expect(page).toHaveURL(/\/login\?forced_logout=true$/);
  await expect(page.getByText("You've been logged out for security reasons")).toBeVisible();
  await expect.poll(() => cacheDatabases(page)).toEqual([]);
});
