import { Workbox } from 'workbox-window';
import { showToast } from '../../shared/ui/toastStore';

export const UPDATE_TITLE = 'A new version is available';

/**
 * Registers the service worker in `prompt` mode: a waiting new version is announced with a
 * Reload action, and nothing reloads by itself (a half-typed transfer must never vanish).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
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
