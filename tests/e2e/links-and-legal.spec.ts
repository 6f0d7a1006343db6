import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { LoginPage } from './support/loginPage';
import { signInAs } from './support/session';

const NOT_FOUND = 'Sorry, the page you visited does not exist.';

/** Opens every closed group of the side menu, so the links inside it are on the page. */
async function openMenuGroups(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if ((await nav.count()) === 0) return;
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** Every same-origin <a href> of the page, as path and query. */
async function appLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
}

/**
 * Opens a path as the app's own links do (history.pushState, which the router follows): the
 * page is drawn by the app that is already running, without a new load and first sync.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The page being left is marked, so the checks below wait for the new page's heading; a link
    // to the same page with another query (the batch page's template kind) keeps its heading.
    if (new URL(to, location.href).pathname !== location.pathname)
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.crawlLeft = 'true';
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}

/**
 * Loads the start page, then opens every page its links lead to, and theirs, and so on: every
 * page reached must render (an h1) and none may be the 404 page. Returns the paths visited.
 * Only the start page is a full load; the server's answer to a deep link is held by the
 * real-backend and offline journeys, which reload on app paths.
 */
async function crawl(page: Page, start: string): Promise<string[]> {
  const queue = [start];
  const seen = new Set(queue);
  await page.goto(start);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (path !== start) await openInApp(page, path);
    await expect(
      page.locator('h1:not([data-crawl-left])').first(),
      `${path} renders a page`,
    ).toBeVisible();
    await expect(page.getByText(NOT_FOUND), `${path} is the 404 page`).toHaveCount(0);
    await openMenuGroups(page);
    for (const link of await appLinks(page)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  return [...seen];
}

// A crawl opens a dozen pages signed in; a busy machine can make that slow.
const CRAWL_TIMEOUT_MS = 120_000;

test('no link of the app leads to the 404 page, signed out', async ({ page }) => {
  test.setTimeout(CRAWL_TIMEOUT_MS);
  const signedOut = await crawl(page, '/login');
  expect(signedOut).toEqual(
    expect.arrayContaining([
      '/login',
      '/reset-password',
      '/terms',
      '/privacy',
      '/register',
      '/sign-up',
    ]),
  );
});

test('no link of the app leads to the 404 page, signed in as admin (side menu groups open)', async ({
  page,
}) => {
  test.setTimeout(CRAWL_TIMEOUT_MS);
  await signInAs(page, 'admin@demo.test');
  const signedIn = await crawl(page, '/dashboard');
  expect(signedIn).toEqual(
    expect.arrayContaining([
      '/dashboard',
      '/account',
      '/transaction',
      '/manage/people',
      '/settings/general',
      '/terms',
      '/privacy',
    ]),
  );
});

test('signed out, the login footer opens the terms and the privacy policy in the same tab', async ({
  page,
}) => {
  await new LoginPage(page).open();
  // One product name, from src/shared/config/product.ts into the built title and manifest too.
  await expect(page).toHaveTitle('YouBiz');
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 YouBiz');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
  };
  expect([manifest.name, manifest.short_name]).toEqual(['YouBiz', 'YouBiz']);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What this product is' })).toBeVisible();
  await expect(
    page.getByText('YouBiz is a demonstration of a business banking app.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 2, name: 'How to remove it' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('signed in, the footer opens the privacy policy inside the shell', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveCount(0);
});

test('the terms and the privacy policy have no axe violations, light and dark, signed out and in', async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, scheme === 'dark' ? 'colours' : 'all');
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, 'admin@demo.test', '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectNoViolations(page);
});

test("'Request a Feature' opens the configured form in a new tab, with the user's e-mail and company", async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Request a Feature' });
  await expect(link).toHaveAttribute(
    'href',
    'https://feedback.example.com/request-a-feature?email=admin%40demo.test&company=Demo+Trading+Pte.+Ltd.',
  );
  await expect(link).toHaveAttribute('target', '_blank');
});

test("'Request a Feature' is hidden when config.json's address is not a web address, and the shell still works", async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        apiBaseUrl: '',
        mock: true,
        mockScenario: 'default',
        requestFeatureUrl: 'feedback form',
      },
    }),
  );
  await signInAs(page, 'admin@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Request a Feature' })).toHaveCount(0);
});
