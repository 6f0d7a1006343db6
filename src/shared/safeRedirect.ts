import { paths } from './routing/paths';

/** The base a redirect resolves against where there is no page (node tests, workers). */
const FALLBACK_ORIGIN = 'https://app.invalid';

function appOrigin(): string {
  const origin = typeof window === 'undefined' ? undefined : window.location?.origin;
  return origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
}

/**
 * A backslash (browsers read `/\evil.com` as `//evil.com`) or a control character (the URL parser
 * drops tabs and newlines, so `/\t/evil.com` becomes `//evil.com`) has no place in an app path.
 */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Only same-app paths are followed after login (an open redirect would let a link send a
 * freshly signed-in user to another site); anything else goes to the dashboard. The target is
 * resolved as the browser would against the app's origin and must stay on it; a path that only
 * decodes to a backslash, a control character or `//` (`/%5Cevil.com`, `/%2F/evil.com`) is
 * refused too, since no app path has one and a proxy or router may decode it.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  const home = paths.dashboard();
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  if (hasUnsafeCharacter(redirect)) return home;
  const origin = appOrigin();
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return home;
  }
  if (url.origin !== origin) return home;
  const decoded = decodedPath(url.pathname);
  if (decoded === null || decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return home;
  // On the resolved path, so `/a/../login` is caught too.
  if (url.pathname.startsWith(paths.auth.login())) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
