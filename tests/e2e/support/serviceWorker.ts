import type { Page } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page: an offline reload needs the
 * app shell it precached (playwright.config.ts blocks service workers unless a test allows them).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (
      registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    );
  });
}
