/**
 * Which requests belong to the bank: paths under /v1/ and /boom/ after the API base path (empty
 * in mock mode, or the path of config.json's apiBaseUrl). Everything else (config.json, assets,
 * the Vite dev server) belongs to the web server and passes through.
 */
export function basePathOf(apiBaseUrl: string): string {
  if (!apiBaseUrl) return '';
  return new URL(apiBaseUrl, 'http://mock.bank').pathname.replace(/\/+$/, '');
}

/** The bank path of a request URL (without base path and query), or null when it is no API call. */
export function apiPathOf(url: string, basePath = ''): string | null {
  const pathname = new URL(url, 'http://mock.bank').pathname;
  const rest =
    basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  return /^\/(v1|boom)\//.test(rest) ? rest : null;
}

export function isApiPath(url: string, basePath = ''): boolean {
  return apiPathOf(url, basePath) !== null;
}

/** The URL of fetch's first argument, whatever form it takes. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
