/**
 * The security headers of the web app and of the API, in one place: the preview server
 * (vite.config.ts, `npm start`, Playwright) and the HTTP bank (src/mirage/http/httpBank.ts) send
 * these, and docs/deployment-headers.md gives a real server the same lines. Why each header is
 * there: docs/deployment-headers.md.
 */

/** Browsers ignore it over plain http (the preview server); it is there for the deployment. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the app never uses, switched off for it and for anything it might embed.
 * Left at the browser default: clipboard-write (a transaction's reference is copied,
 * DetailParts.tsx). Only features Chromium knows: an unknown name is a console warning.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** An origin as a CSP source: scheme, host (a name or a bracketed IPv6 address) and port only. */
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin of config.json's apiBaseUrl, or null when the API is the app's own origin ('' or a
 * path) or the value is no http(s) URL. A host with characters a URL allows but a policy reads as
 * syntax (';', ',') is refused too: the value must not be able to add a directive.
 */
export function apiOrigin(apiBaseUrl: unknown): string | null {
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl) return null;
  let url: URL;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    return null;
  }
  return SAFE_ORIGIN.test(url.origin) ? url.origin : null;
}

/** Directives of the page that do not depend on where the API is. */
const FIXED_DIRECTIVES = {
  scripts: "script-src 'self'",
  // No 'unsafe-inline': the built page has no <style> element or style="" attribute, and the
  // style props React sets (Skeleton, the virtual table's spacers) go through CSSOM, which
  // style-src does not govern.
  styles: "style-src 'self'",
  // data: and blob: are for the planned areas (an authenticator QR code, a receipt's preview).
  images: "img-src 'self' data: blob:",
};

/**
 * The page's Content-Security-Policy: only its own code, styles and workers; calls to itself and
 * to the configured API origin; no plugins, no other base, no posting forms elsewhere, no framing.
 */
export function contentSecurityPolicy(apiBaseUrl: unknown, cardProviderUrl?: unknown): string {
  // The card provider's host (config.json cardProviderUrl): the one other host the app calls, for
  // a card's details (docs/decisions/cards.md 'Card details behind a code').
  const hosts = [...new Set([apiOrigin(apiBaseUrl), apiOrigin(cardProviderUrl)])].filter(
    (origin): origin is string => origin !== null,
  );
  return [
    "default-src 'self'",
    FIXED_DIRECTIVES.scripts,
    FIXED_DIRECTIVES.styles,
    FIXED_DIRECTIVES.images,
    ['connect-src', "'self'", ...hosts].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The copy of the policy the build writes into index.html, for a host that serves no headers.
 * Without default-src and connect-src: two policies both apply, and its connect-src (or a
 * default-src standing in for it) would block an API on another origin, which the build cannot
 * know (config.json is read when served). frame-ancestors is ignored in a <meta> element.
 */
export const META_CONTENT_SECURITY_POLICY = [
  FIXED_DIRECTIVES.scripts,
  FIXED_DIRECTIVES.styles,
  FIXED_DIRECTIVES.images,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Every response of the web app (pages, assets, config.json). */
export function appSecurityHeaders(
  apiBaseUrl: unknown,
  cardProviderUrl?: unknown,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl, cardProviderUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Strict-Transport-Security': HSTS,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The app's headers for the text of the served config.json (null: none there): connect-src names
 * its apiBaseUrl's and cardProviderUrl's origins. A file that is
 * not JSON or has no usable apiBaseUrl gives connect-src 'self' only: the app cannot call a bank
 * it cannot read from config.json either.
 */
export function appSecurityHeadersForConfig(configText: string | null): Record<string, string> {
  let apiBaseUrl: unknown = '';
  let cardProviderUrl: unknown = '';
  try {
    const config: unknown = configText === null ? null : JSON.parse(configText);
    if (typeof config === 'object' && config !== null) {
      if ('apiBaseUrl' in config) apiBaseUrl = config.apiBaseUrl;
      if ('cardProviderUrl' in config) cardProviderUrl = config.cardProviderUrl;
    }
  } catch {
    // Not JSON: same origin only.
  }
  return appSecurityHeaders(apiBaseUrl, cardProviderUrl);
}

/**
 * Every answer of the API: JSON only, so its policy allows nothing (an answer opened as a page
 * runs nothing and cannot be framed), and never stored by a cache.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Strict-Transport-Security': HSTS,
  'Referrer-Policy': 'no-referrer',
};
