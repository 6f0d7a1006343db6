import type { BrowserContext } from '@playwright/test';
import { apiOrigin, contentSecurityPolicy } from '../../../src/shared/securityHeaders';

export interface ServedConfig {
  apiBaseUrl: string;
  mock: boolean;
}

/**
 * Plays a server whose config.json is `config`: config.json itself, and the page with the
 * Content-Security-Policy such a server sends (connect-src names config.apiBaseUrl's origin).
 * The preview server computes the policy from the build's own config.json (mock, same origin), so
 * replacing config.json alone would leave the page unable to call the backend. Routed on the
 * context, so the service worker's copy of index.html (its precache) carries the same policy.
 * A page answered by Playwright counts as public to Chromium, which then refuses it a backend on
 * this machine (Local Network Access) unless the context allows it, as a user would.
 */
export async function serveConfig(context: BrowserContext, config: ServedConfig): Promise<void> {
  await context.grantPermissions(['local-network-access']);
  await context.route('**/config.json', (route) => route.fulfill({ json: config }));
  const policy = contentSecurityPolicy(config.apiBaseUrl);
  const api = apiOrigin(config.apiBaseUrl);
  await context.route(
    // A page of the app: an app path (no file extension) or index.html, never a call to the API.
    (url) => url.origin !== api && (url.pathname === '/index.html' || !/\.\w+$/.test(url.pathname)),
    async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() && !new URL(request.url()).pathname.endsWith('.html'))
        return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    },
  );
}
