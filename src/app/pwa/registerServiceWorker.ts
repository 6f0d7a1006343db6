import { showToast } from '../../shared/ui/toastStore';

export const UPDATE_TITLE = 'A new version is available';

/**
 * Registers the service worker in `prompt` mode: a waiting new version is announced with a
 * Reload action, and nothing reloads by itself (a half-typed transfer must never vanish).
 * Registration waits for the page's load event, so installing (which downloads the whole app
 * shell) never competes with the first page for the network or the main thread. The files the
 * page read before the worker took over (config.json, the mock chunks) are put into its caches
 * by the app itself as it reads them (src/api/client.ts keepCopy / keepForOffline).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
}

function startWorker(): void {
  void import('workbox-window').then(({ Workbox }) => listen(new Workbox('/sw.js', { scope: '/' })));
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
  void wb.register();
}
