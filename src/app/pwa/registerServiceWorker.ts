import { showToast } from '../../shared/ui/toastStore';

export const UPDATE_TITLE = 'A new version is available';

/**
 * Registers the service worker in `prompt` mode: a waiting new version is announced with a
 * Reload action, and nothing reloads by itself (a half-typed transfer must never vanish).
 * Registration waits for the page's load event and then for its first contentful paint, and
 * then for an idle moment: installing downloads and stores the whole app shell (100+ files), and
 * begun earlier it held the first paint back by up to a second on a 2-core machine (the page
 * renders after load, once config.json is read). The files the
 * page read before the worker took over (config.json, the mock chunks) are put into its caches
 * by the app itself as it reads them (src/api/client.ts keepCopy / keepForOffline).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

function afterPaint(): void {
  whenFirstPainted(() => whenIdle(startWorker));
}

/** Longest wait for a paint a browser may never report (no paint timing, a hidden tab). */
const PAINT_WAIT_MS = 5000;

function whenFirstPainted(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, PAINT_WAIT_MS);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer alone decides.
  }
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 500);
}

function startWorker(): void {
  void import('workbox-window').then(({ Workbox }) =>
    listen(new Workbox('/sw.js', { scope: '/' })),
  );
}

/** The update prompt, then the registration (workbox-window loads with it, not with the entry). */
function listen(wb: import('workbox-window').Workbox): void {
  wb.addEventListener('waiting', () => {
    showToast({
      kind: 'info',
      title: UPDATE_TITLE,
      message: 'Reload to use it. Anything you are typing now stays until you do.',
      action: {
        label: 'Reload',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });
  // A browser may refuse the worker (some private modes, a blocking policy): the app still works
  // online, so the refusal is a warning, never an unhandled error.
  wb.register().catch((error: unknown) =>
    console.warn('The app could not be installed for offline use', error),
  );
}
