import { useEffect, useState } from 'react';

/** What a person can click, type in or tab to: the Demo button must never sit on one, nor on text. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/** The button's footprint (px) and its home: bottom-right, raised above the footer. */
export const SPOT = { width: 84, height: 36, right: 12, home: 72, step: 48 };

/** Where the Demo button sits: `bottom` px from the viewport's bottom, or folded into a slim tab. */
export type Placement = { kind: 'spot'; bottom: number } | { kind: 'folded' };

interface Box {
  left: number;
  top: number;
}

const overlaps = (r: DOMRect, box: Box) =>
  r.left < box.left + SPOT.width &&
  box.left < r.right &&
  r.top < box.top + SPOT.height &&
  box.top < r.bottom;

/** True when a line of the element's own text lies under the button's box (not just its padding). */
function textOf(el: Element, box: Box): boolean {
  const range = document.createRange();
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((r) => overlaps(r, box))) return true;
  }
  return false;
}

/**
 * True when a page control, or a line of text, lies under the box (the panel itself aside): the
 * button must not hide what a person clicks or reads (the demo logins on a phone).
 */
function occupied(box: Box, panel: Element | null): boolean {
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.15, 0.5, 0.85]) {
      const hits = document
        .elementsFromPoint(box.left + SPOT.width * fx, box.top + SPOT.height * fy)
        .filter((el) => !panel?.contains(el));
      if (hits.some((el) => el.closest(CONTROLS) !== null)) return true;
      // The top-most element holds the text drawn at this point, if any.
      if (hits[0] && textOf(hits[0], box)) return true;
    }
  }
  return false;
}

/**
 * The first spot up the right edge with no control or text under it, checked on every scroll,
 * resize and change of the page: a long page's last buttons are never hidden behind the Demo button. When
 * every spot is taken the button folds into a slim tab over the page's right padding.
 */
export function placeClear(panel: Element | null): Placement {
  const left = window.innerWidth - SPOT.right - SPOT.width;
  for (
    let bottom = SPOT.home;
    bottom + SPOT.height <= window.innerHeight / 2 + SPOT.home;
    bottom += SPOT.step
  ) {
    if (!occupied({ left, top: window.innerHeight - bottom - SPOT.height }, panel))
      return { kind: 'spot', bottom };
  }
  return { kind: 'folded' };
}

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
        setPlacement((prev) =>
          prev.kind === next.kind &&
          (prev.kind === 'folded' || (next.kind === 'spot' && prev.bottom === next.bottom))
            ? prev
            : next,
        );
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
      observer.observe(document.body, { childList: true, subtree: true });
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
