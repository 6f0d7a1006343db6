/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
// Cache names the app writes into too, as it reads the files.
import { MOCK_BANK_CACHE, RUNTIME_CONFIG_CACHE } from './src/shared/offlineCaches.ts';

// The mock bank chunks are left out of the precache so that a real-backend install never
// downloads them; in mock mode the app puts them into the runtime cache as it loads them
// (keepForOffline), and the service worker answers them from there.
/** .ts tests that need a DOM (a document, window events or React rendering). */
const DOM_TESTS: string[] = [
  'src/api/client.test.ts',
  'src/app/pwa/registerServiceWorker.test.ts',
  'src/features/auth/actions.test.ts',
  'src/features/auth/passwordReset.test.ts',
  'src/features/transactions/useTransactionFilters.test.ts',
  'src/mirage/faults.test.ts',
  'src/mirage/mockBank.test.ts',
  'src/mirage/routes/accounts.test.ts',
  'src/mirage/routes/approvals.test.ts',
  'src/mirage/routes/auth.test.ts',
  'src/mirage/routes/fx.test.ts',
  'src/mirage/routes/locks.test.ts',
  'src/mirage/routes/password.test.ts',
  'src/mirage/routes/payoutCodes.test.ts',
  'src/mirage/routes/settings.test.ts',
  'src/mirage/routes/team.test.ts',
  'src/mirage/routes/transactions.test.ts',
  'src/mirage/routes/transfers.test.ts',
  'src/mirage/routes/twoFactor.test.ts',
  'src/shared/hooks/usePagedByIds.test.ts',
  'src/sync/syncEngine.test.ts',
];

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest is the one source
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['**/mock{Bank,Shell}-*.{js,css}', 'config.json'],
        navigateFallback: '/index.html',
        // The first install controls the open page at once; later versions wait for the prompt.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // config.json: network first, last copy as the offline fallback (DESIGN 5).
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: {
              cacheName: RUNTIME_CONFIG_CACHE,
              networkTimeoutSeconds: 3,
              matchOptions: { ignoreVary: true },
            },
          },
          {
            // Written inline: workbox serialises this function into sw.js without its scope.
            urlPattern: ({ url }) =>
              /\/assets\/mock(Bank|Shell)-[\w-]+\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            // ignoreVary: the app stores these with a plain fetch, while the page asks for them as
            // module scripts and crossorigin stylesheets, which carry an Origin header the
            // server's 'Vary: Origin' would otherwise make a mismatch.
            options: {
              cacheName: MOCK_BANK_CACHE,
              expiration: { maxEntries: 8 },
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    testTimeout: 20000,
    pool: 'threads',
    // Both cores: Vitest's default leaves one free, which on this 2-core machine means one worker.
    maxWorkers: 2,
    // Two environments: jsdom costs about a second a file to set up, so only components and the
    // few .ts tests that need a DOM get one (DOM_TESTS); the rest run in Node with in-memory
    // storage (issue 9: the whole test command within 12 minutes).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: DOM_TESTS,
          setupFiles: ['src/test/nodeSetup.ts', 'src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_TESTS],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
