import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules a colour scheme can change: text contrast, and links told apart from the text around
 * them by colour. Every other rule reads the DOM, which light and dark share.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A dialog or popup opened over a page already scanned: only it is new (CSS selector). */
export const OPEN_DIALOG = 'dialog[open]';
export const OPEN_PANEL = '.ui-multi-select__panel:not([hidden])';

/**
 * Runs axe with the WCAG 2.1 A and AA tags and expects no violation (listed by rule and node).
 * `'colours'`: the colour rules only, for a screen already scanned whole in the other scheme
 * (a scan takes about 2 s, its colour rules half of it). `within`: scan only what opened over a
 * page scanned just before (a dialog, a filter panel); a long list behind it costs seconds.
 */
export async function expectNoViolations(
  page: Page,
  scope: 'all' | 'colours' = 'all',
  within?: string,
): Promise<void> {
  // Scan settled colours: a theme change animates for a moment (CSS transitions).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const builder = within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page });
  const results = await (
    scope === 'colours'
      ? builder.withRules(COLOUR_RULES)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
