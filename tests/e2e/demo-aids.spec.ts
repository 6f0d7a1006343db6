import { expect, test, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './support/loginPage';
import { signInAs } from './support/session';

/**
 * The demo stays usable (issue 7, item 4): a code dialog shows the demo code itself (the Demo
 * panel sits behind the dialog's backdrop), and the Demo button never covers a page control.
 */

const demoButton = (page: Page) =>
  page.getByRole('button', { name: 'Demo: mock bank users and faults' });

test('the authenticator dialog shows the demo code, and the finance user signs in with it', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submitPassword('finance@demo.test');
  const dialog = login.dialog();
  await expect(
    dialog.getByRole('heading', { name: 'Verify with authenticator app' }),
  ).toBeVisible();
  const hint = dialog.getByRole('complementary', { name: 'Demo only' });
  await expect(hint).toContainText('Demo only · mock bank');
  await expect(hint).toContainText(
    /The authenticator app of finance@demo\.test shows \d{6} \(next code in \d+ s\)/,
  );
  // Right after a new 30-second step, so the code read is still good when it is checked.
  await page.waitForFunction(() => Date.now() % 30_000 > 1_000 && Date.now() % 30_000 < 25_000);
  await login.enterCode((await hint.getByTestId('demo-code').textContent()) ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a code dialog in the signed-in app shows the SMS code sent for the transfer', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test', '/transfer/currency-exchange');
  await expect(page.getByText(/^1 SGD = \d+\.\d{6} USD$/)).toBeVisible();
  await page.getByLabel(/^Amount to send/).fill('100');
  await expect(page.getByLabel(/^Amount to receive/)).toHaveValue(/^\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify via SMS' });
  await expect(dialog).toContainText('Enter the 6-digit code we sent to');
  await expect(dialog.getByRole('complementary', { name: 'Demo only' })).toContainText(
    'The SMS code sent to admin@demo.test is 123456',
  );
});

/** Scrolls the window so that the control's centre sits at the Demo button's home spot. */
async function bringUnderDemoButton(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  const home = await demoButton(page).boundingBox();
  if (!box || !home) throw new Error('control or Demo button not on screen');
  await page.evaluate(
    (dy) => window.scrollBy(0, dy),
    box.y + box.height / 2 - (home.y + home.height / 2),
  );
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the Demo button moves clear of a page control under it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 560 });
  await signInAs(page, 'admin@demo.test');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await expect(demoButton(page)).toBeVisible();
  const home = await demoButton(page).boundingBox();
  // The right-most control of a row low on the page: the row's 'Move down' button.
  const control = page.getByRole('button', { name: /^Move .* down$/ }).nth(5);
  await control.scrollIntoViewIfNeeded();
  const controlBox = await control.boundingBox();
  if (!home || !controlBox) throw new Error('nothing to measure');
  expect(controlBox.x + controlBox.width > home.x && controlBox.x < home.x + home.width).toBe(true);
  await bringUnderDemoButton(page, control);
  await expect
    .poll(async () => {
      const [button, target] = await Promise.all([
        demoButton(page).boundingBox(),
        control.boundingBox(),
      ]);
      return button && target ? overlaps(button, target) : true;
    })
    .toBe(false);
  // The control takes the click (Playwright refuses a click another element would intercept).
  await control.click({ trial: true, timeout: 2_000 });
  // Where nothing is at its home (the exchange form leaves the right edge free), it goes home.
  await page.goto('/transfer/currency-exchange');
  await expect(page.getByRole('heading', { level: 1, name: 'Currency exchange' })).toBeVisible();
  await expect(page.locator('.mbp')).toHaveAttribute('data-placement', 'bottom-72');
});

/** Lines of page text (the Demo panel's own aside) that the Demo button's box overlaps. */
function textUnderDemoButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.mbp-toggle')?.getBoundingClientRect();
    if (!button) return ['(no Demo button)'];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const covered: string[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.mbp')) continue;
      range.selectNodeContents(node);
      const hit = [...range.getClientRects()].some(
        (r) =>
          r.left < button.right &&
          button.left < r.right &&
          r.top < button.bottom &&
          button.top < r.bottom,
      );
      if (hit) covered.push(node.textContent.trim());
    }
    return covered;
  });
}

test('on a phone the Demo button covers no text of the login page (the demo logins)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await new LoginPage(page).open();
  await expect(page.getByText('admin@demo.test').first()).toBeVisible();
  await expect(demoButton(page)).toBeVisible();
  // The button settles once the page is idle; then no line of text lies under it.
  await expect.poll(() => textUnderDemoButton(page), { timeout: 5_000 }).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => textUnderDemoButton(page), { timeout: 5_000 }).toEqual([]);
});
