import { expect, test } from '@playwright/test';
import { serveConfig } from './support/servedConfig';

test('with mock: false no mock chunk is requested and an unreachable backend is said clearly', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The policy names the backend: it is the connection that fails, not the policy that blocks it.
  await serveConfig(page.context(), { apiBaseUrl: 'http://127.0.0.1:9', mock: false });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText("The bank can't be reached")).toBeVisible({ timeout: 35_000 });
  await expect(page.getByText('Demo logins')).toHaveCount(0);
  expect(requested.filter((path) => /\/mock\w*-/.test(path))).toEqual([]);
  await expect(page.getByRole('button', { name: /^Demo/ })).toHaveCount(0);
  expect(
    await page.evaluate(
      () => 'Mirage' in window || '__mockBank' in window || '__mockShell' in window,
    ),
  ).toBe(false);
});
