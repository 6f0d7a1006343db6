import { useEffect, useState } from 'react';

/** What a person can click, type in or tab to: the Demo button must never sit on one, nor on text. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/** Content that is neither a control nor text: icons, images and status pills (the sync state). */
const FIGURES = 'svg, img, [role="img"], [role="status"]';

/**
 * The button's footprint (px) when it has not been measured yet, its home (bottom-right, raised
 * above the footer), the step between spots, and the width below which the top bar comes first.
 */
export const SPOT = { width: 84, height: 36, right: 12, home: 72, step: 48, small: 768, gap: 8 };

/**
 * Where the Demo button sits: `bottom` px from the viewport's bottom on the right edge; at
 * `top`/`left` in the app's top bar; or folded into a tab on the right edge.
 */
export type Placement =
  | { kind: 'spot'; bottom: number }
  | { kind: 'top'; top: number; left: number }
  | { kind: 'folded' };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const overlaps = (r: DOMRect, box: Box) =>
  r.width > 0 &&
  r.height > 0 &&
  r.left < box.left + box.width &&
  box.left < r.right &&
  r.top < box.top + box.height &&
  box.top < r.bottom;

/**
 * True when the element is what a person sees where it meets the box: not hidden, clipped by a
 * scrolling container or under a sticky bar (the top-most element there, the panel aside, is it,
 * inside it or around it).
 */
function seenIn(el: Element, r: DOMRect, box: Box, panel: Element | null): boolean {
  const x = (Math.max(r.left, box.left) + Math.min(r.right, box.left + box.width)) / 2;
  const y = (Math.max(r.top, box.top) + Math.min(r.bottom, box.top + box.height)) / 2;
  const top = document.elementsFromPoint(x, y).find((hit) => !panel?.contains(hit));
  return top !== undefined && (el.contains(top) || top.contains(el));
}

/** The page's controls and lines of text (the panel's own aside) as boxes, with their element. */
function obstacles(panel: Element | null): { el: Element; r: DOMRect }[] {
  const found: { el: Element; r: DOMRect }[] = [];
  for (const el of document.querySelectorAll(`${CONTROLS}, ${FIGURES}`)) {
    if (!panel?.contains(el)) found.push({ el, r: el.getBoundingClientRect() });
  }
  const view = { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    (node) => {
      if (node.nodeType === Node.TEXT_NODE)
        return node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      const el = node as Element;
      if (panel?.contains(el)) return NodeFilter.FILTER_REJECT;
      const r = el.getBoundingClientRect();
      // An element off screen holds no text on screen (a box of no size may hold some: display:contents).
      if (r.width > 0 && r.height > 0 && !overlaps(r, view)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_SKIP;
    },
  );
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) found.push({ el: parent, r });
  }
  return found;
}

/**
 * True when a control, an icon or a line of text the person sees lies under the box or within
 * SPOT.gap of it (the button does not touch what it sits beside).
 */
function occupied(box: Box, things: { el: Element; r: DOMRect }[], panel: Element | null) {
  const near = {
    left: box.left - SPOT.gap,
    top: box.top - SPOT.gap,
    width: box.width + 2 * SPOT.gap,
    height: box.height + 2 * SPOT.gap,
  };
  return things.some(({ el, r }) => overlaps(r, near) && seenIn(el, r, near, panel));
}

/** The app's top bar, when it stays at the top of the screen (sticky or fixed). */
function topBar(): DOMRect | null {
  const header = document.querySelector('header');
  if (!header) return null;
  const r = header.getBoundingClientRect();
  const { position } = getComputedStyle(header);
  return r.top <= 0 && r.bottom > 0 && (position === 'sticky' || position === 'fixed') ? r : null;
}

/**
 * The first clear spot (no control or text under it), checked on every scroll, resize and change
 * of the page: a long page's last buttons are never hidden behind the Demo button. Spots are tried
 * up the right edge, then along the top bar's free stretch from its right; on a small screen the
 * top bar first, where the button stays put while the page scrolls under it (a phone's rows span
 * its width, so no spot up the edge stays clear). When every spot is taken the button folds into a
 * tab over the page's right padding.
 */
export function placeClear(panel: Element | null): Placement {
  const button = panel?.querySelector('.mbp-toggle')?.getBoundingClientRect();
  // Folded, the button is a slim tab: its spot is measured for the whole button.
  const whole = button !== undefined && button.width >= 40;
  const width = whole ? button.width : SPOT.width;
  const height = whole ? button.height : SPOT.height;
  const things = obstacles(panel);
  const clear = (left: number, top: number) =>
    !occupied({ left, top, width, height }, things, panel);

  const edge = (): Placement | null => {
    const left = window.innerWidth - SPOT.right - width;
    for (
      let bottom = SPOT.home;
      bottom + height <= window.innerHeight / 2 + SPOT.home;
      bottom += SPOT.step
    ) {
      if (clear(left, window.innerHeight - bottom - height)) return { kind: 'spot', bottom };
    }
    return null;
  };
  const bar = (): Placement | null => {
    const r = topBar();
    if (!r || r.height < height) return null;
    const top = Math.round(r.top + (r.height - height) / 2);
    for (let left = r.right - SPOT.right - width; left >= r.left + SPOT.right; left -= 8) {
      if (clear(left, top)) return { kind: 'top', top, left: Math.round(left) };
    }
    return null;
  };
  const order = window.innerWidth < SPOT.small ? [bar, edge] : [edge, bar];
  for (const find of order) {
    const found = find();
    if (found) return found;
  }
  return { kind: 'folded' };
}

const samePlace = (a: Placement, b: Placement) =>
  (a.kind === 'folded' && b.kind === 'folded') ||
  (a.kind === 'spot' && b.kind === 'spot' && a.bottom === b.bottom) ||
  (a.kind === 'top' && b.kind === 'top' && a.top === b.top && a.left === b.left);

export function useClearSpot(panelId: string, active: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>({ kind: 'spot', bottom: SPOT.home });
  useEffect(() => {
    if (!active || typeof document.elementsFromPoint !== 'function') return undefined;
    let frame = 0;
    let timer = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = placeClear(document.getElementById(panelId));
        setPlacement((prev) => (samePlace(prev, next) ? prev : next));
      });
    };
    // Page changes come in bursts (a page rendering, a list filling): probe once they settle,
    // not on every change (each probe lays the page out). Scrolling is followed frame by frame.
    const settle = () => {
      clearTimeout(timer);
      timer = window.setTimeout(update, 150);
    };
    const observer = new MutationObserver(settle);
    // Watching starts once the page is idle: the first screen draws without the panel's probes.
    const begin = () => {
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      window.addEventListener('scroll', update, { capture: true, passive: true });
      window.addEventListener('resize', update);
      settle();
    };
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(begin, { timeout: 2000 })
        : window.setTimeout(begin, 500);
    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      clearTimeout(idle);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [panelId, active]);
  return placement;
}
