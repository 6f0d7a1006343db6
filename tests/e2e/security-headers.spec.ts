import { expect, test, type APIResponse } from '@playwright/test';
import { LoginPage } from './support/loginPage';

/**
 * Issue 10: the headers the preview server sends (vite.config.ts securityHeaders, from
 * src/shared/securityHeaders.ts), read from the running build, and a page load that none of them
 * blocks. Written out here rather than imported, so a change to the module shows up as a change
 * to what is served. The build's config.json has apiBaseUrl '' and the demo card provider's
 * host: connect-src is 'self' and that host, no other.
 */
const APP_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
    "connect-src 'self' https://card-provider.demo.test; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy':
    'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), ' +
    'geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), ' +
    'payment=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const securityHeadersOf = (response: APIResponse) =>
  Object.fromEntries(Object.keys(APP_HEADERS).map((name) => [name, response.headers()[name]]));

test('the page, config.json and a hashed asset carry the security headers; the page a policy without connect-src', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  expect(securityHeadersOf(page)).toEqual(APP_HEADERS);
  const html = await page.text();
  // The build's copy for a host without headers: no default-src or connect-src, which would
  // block a backend on another origin (both policies apply).
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
  expect(meta?.replaceAll('&#39;', "'")).toBe(
    "script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; " +
      "base-uri 'self'; form-action 'self'",
  );

  const config = await request.get('/config.json');
  expect(await config.json()).toMatchObject({ apiBaseUrl: '' });
  expect(securityHeadersOf(config)).toEqual(APP_HEADERS);

  const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(
    html,
  )?.[1];
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toBe('text/javascript');
  expect(securityHeadersOf(asset)).toEqual(APP_HEADERS);
});

test('the login page and the signed-in dashboard with the mock bank load without a policy violation', async ({
  page,
}) => {
  // Both ways a browser reports one: a console message ('Refused to ...', an unknown
  // Permissions-Policy feature) and the securitypolicyviolation event, passed to the console.
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      reports.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation event: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await new LoginPage(page).signInWithSms('admin@demo.test');
  const accounts = page.getByRole('region', { name: 'Accounts', exact: true });
  await expect(accounts.getByText('Main account')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent Transactions', exact: true }),
  ).toBeVisible();
  expect(reports).toEqual([]);
});
