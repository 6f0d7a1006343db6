import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

// One role that sees Manage › People and one that does not; every role's menu is held by
// src/app/menu.test.ts.
const MENU_PEOPLE: Record<string, boolean> = {
  'admin@demo.test': true,
  'general@demo.test': false,
};

for (const [email, seesPeople] of Object.entries(MENU_PEOPLE)) {
  test(`${email} sees the menu their role allows`, async ({ page }) => {
    await signInAs(page, email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    if (seesPeople) {
      await nav.getByRole('button', { name: 'Manage' }).click();
      await nav.getByRole('link', { name: 'People' }).click();
      await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toContainText('admin@demo.test');
    } else {
      await expect(nav.getByRole('button', { name: 'Manage' })).toHaveCount(0);
    }
  });
}

test('a role sent to a page it may not see gets the 403 page', async ({ page }) => {
  await signInAs(page, 'general@demo.test');
  await page.goto('/manage/people');
  await expect(
    page.getByRole('heading', { name: "Sorry, you don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByText('contact support')).toBeVisible();
});

test('an unknown path gets the 404 page, signed in or not', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { name: 'Sorry, the page you visited does not exist.' }),
  ).toBeVisible();
  await signInAs(page, 'admin@demo.test');
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { name: 'Sorry, the page you visited does not exist.' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('mobile-app mode hides the sidebar and the top bar', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/dashboard?ybiz_mobile_app=true');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('the theme switch in Settings turns the app dark and back', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', '/settings/general');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByLabel('Dark').check();
  await expect.poll(background).not.toBe(light);
  await page.reload();
  await expect(page.getByLabel('Dark')).toBeChecked();
  await page.getByLabel('Light').check();
  await expect.poll(background).toBe(light);
});
