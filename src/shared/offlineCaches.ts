/**
 * Cache Storage names the app and the service worker share (vite.config.ts runtimeCaching). The
 * app writes a copy there as soon as it has read a file, so an offline start works even when the
 * connection drops before the service worker took over the first page.
 */
export const RUNTIME_CONFIG_CACHE = 'runtime-config';
export const MOCK_BANK_CACHE = 'mock-bank';
