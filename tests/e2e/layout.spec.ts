import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/app/routeTable';
import { signInAs } from './support/session';

/**
 * Every signed-in page fits the screen and the Demo button covers nothing (issue 23, items 3 and
 * 4): at 390x844 (a phone) and 1366x900 (a laptop), the admin visits every page of the route
 * table the shell shows them (a new page is visited without editing this file), at the top and
 * scrolled to the bottom, and each view is checked for:
 * - no horizontal scroll of the page (`scrollWidth <= innerWidth`), and no element other than a
 *   tab row that scrolls sideways (a table hiding its columns off-screen);
 * - no text cut short without its full text at hand (a truncated name has a `title`);
 * - no visible control under another element (its centre takes the click);
 * - the Demo button's box over no visible text, control, icon or status.
 * Each problem names its page and view, so one run lists them all.
 * LAYOUT_SHOTS=<folder> also saves a screenshot of every view, to look at.
 */

const ADMIN = 'admin@demo.test';

/** The admin's signed-in pages: in the shell, no parameter, a route the admin's role may open. */
const PAGES = ROUTES.filter(
  (r) =>
    r.layout === 'app' &&
    (r.access === 'user' || r.access === 'public') &&
    !r.path.includes(':') &&
    (!r.roles || r.roles.includes('admin')),
).map((r) => r.path);

/**
 * States of a page a person reaches without leaving it, checked too: the local transfer's
 * details step (its Fee line was under the Demo button, issue 23).
 */
const STATES: Record<string, { name: string; reach: (page: Page) => Promise<void> }[]> = {
  '/transfer/local': [
    {
      name: 'details step',
      reach: async (page) => {
        await page.getByRole('button', { name: /^Miller Wilderman/ }).click();
        await page.getByLabel(/^Amount/).fill('120.50');
        await expect(page.getByText('Fee', { exact: true })).toBeVisible();
      },
    },
  ],
};

/** What is wrong with the view as it stands (none when it fits), measured in the page. */
function problemsOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      problems.push(`page scrolls sideways: ${root.scrollWidth} px wide in ${window.innerWidth}`);
    const panel = document.getElementById('mock-bank-panel');
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page (page.evaluate): it cannot reach the module's scope
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      // A box of a pixel or none: nothing to see (a screen reader's text, an empty element).
      if (r.width <= 1 || r.height <= 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page (page.evaluate): it cannot reach the module's scope
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page (page.evaluate): it cannot reach the module's scope
    const inView = (r: DOMRect) =>
      r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    for (const el of document.body.querySelectorAll('*')) {
      if (panel?.contains(el) || !visible(el)) continue;
      const style = getComputedStyle(el);
      // Something scrolls sideways inside the page: columns or text out of sight.
      if (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1
      )
        problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
      // Text cut with an ellipsis and no full text at hand.
      if (
        style.textOverflow === 'ellipsis' &&
        el.scrollWidth > el.clientWidth + 1 &&
        !el.closest('[title]')
      )
        problems.push(`${name(el)} is cut short with no title`);
    }
    const controls = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]',
    );
    /** The top-most element at a point, the Demo panel aside. */
    const topAt = (x: number, y: number) =>
      document.elementsFromPoint(x, y).find((hit) => !panel?.contains(hit));
    /** Under a bar that stays on screen (the top bar): the page scrolls beneath it, by design. */
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page (page.evaluate): it cannot reach the module's scope
    const inBar = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === 'sticky' || position === 'fixed') return true;
      }
      return false;
    };
    for (const el of controls) {
      if (panel?.contains(el) || !visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (!inView(r)) continue;
      const hit = topAt(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && !el.contains(hit) && !hit.contains(el) && !inBar(hit))
        problems.push(`${name(el)} lies under ${name(hit)}`);
    }
    // The Demo button: over no control and no line of text a person sees there.
    const button = panel?.querySelector('button')?.getBoundingClientRect();
    if (!button) return [...problems, 'no Demo button'];
    const covered = (el: Element, r: DOMRect) => {
      if (!(
        r.left < button.right &&
        button.left < r.right &&
        r.top < button.bottom &&
        button.top < r.bottom
      ))
        return false;
      const x = (Math.max(r.left, button.left) + Math.min(r.right, button.right)) / 2;
      const y = (Math.max(r.top, button.top) + Math.min(r.bottom, button.bottom)) / 2;
      const hit = topAt(x, y);
      return hit !== undefined && (el.contains(hit) || hit.contains(el));
    };
    const figures = document.body.querySelectorAll('svg, img, [role="img"], [role="status"]');
    for (const el of [...controls, ...figures]) {
      if (!panel?.contains(el) && visible(el) && covered(el, el.getBoundingClientRect()))
        problems.push(`the Demo button covers ${name(el)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || panel?.contains(parent) || !visible(parent))
        continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => covered(parent, r)))
        problems.push(`the Demo button covers the text "${node.textContent.trim().slice(0, 40)}"`);
    }
    return problems;
  });
}

/** Checks the page, then each of its states, at the top and at the bottom. */
async function checkPage(page: Page, path: string, size: string): Promise<void> {
  // In the app, as a link would (a reload per page would cost the journey its budget).
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Loading/)).toHaveCount(0);
  await checkViews(page, path, size);
  for (const state of STATES[path] ?? []) {
    await state.reach(page);
    await checkViews(page, `${path} ${state.name}`, size);
  }
}

/** Checks the view at the top and, if the page is longer, at the bottom; the Demo button settles after each scroll. */
async function checkViews(page: Page, path: string, size: string): Promise<void> {
  const views = [{ view: 'top', scroll: () => window.scrollTo(0, 0) }];
  // A page taller than the screen is checked scrolled to its end too.
  if (await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight))
    views.push({ view: 'bottom', scroll: () => window.scrollTo(0, document.body.scrollHeight) });
  for (const { view, scroll } of views) {
    await page.evaluate(scroll);
    await expect
      .soft(
        async () => expect(await problemsOfView(page)).toEqual([]),
        `${path} (${size}, ${view})`,
      )
      .toPass({ timeout: 2_500, intervals: [300, 500, 800] });
    const shots = process.env.LAYOUT_SHOTS;
    if (shots)
      await page.screenshot({
        path: `${shots}/${size}${path.replaceAll(/[/ ]/g, '_')}-${view}.png`,
        fullPage: view === 'top',
      });
  }
}

for (const { size, width, height } of [
  { size: 'phone', width: 390, height: 844 },
  { size: 'laptop', width: 1366, height: 900 },
]) {
  test(`every signed-in page fits a ${size} (${width}x${height}), the Demo button over nothing`, async ({
    page,
  }) => {
    expect(PAGES.length).toBeGreaterThan(10);
    await signInAs(page, ADMIN);
    await page.setViewportSize({ width, height });
    if (width < 768)
      // On a phone the Demo button sits in the top bar (docs/decisions/mock-bank.md 'The Demo button').
      await expect(page.locator('.mbp')).toHaveAttribute('data-placement', 'top-bar');
    for (const path of PAGES) await checkPage(page, path, size);
  });
}
