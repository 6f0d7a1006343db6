import { Workbox } from 'workbox-window';
import { warmRuntimeCaches } from '../../api/client';
import { showToast } from '../../shared/ui/toastStore';

export const UPDATE_TITLE = 'A new version is available';

/**
 * Registers the service worker in `prompt` mode: a waiting new version is announced with a
 * Reload action, and nothing reloads by itself (a half-typed transfer must never vanish).
 * When the first install takes control of the page, the files this load fetched before it
 * (`offlineFiles`) are fetched again through it, so an offline start finds them.
 */
export function registerServiceWorker(offlineFiles: () => Promise<readonly string[]> = () => Promise.resolve([])): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) void offlineFiles().then(warmRuntimeCaches);
  });
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
