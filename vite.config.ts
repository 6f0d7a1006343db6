/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

// The mock bank chunk is left out of the precache so that a real-backend install never
// downloads it; in mock mode it is cached at run time (see below, and warmRuntimeCaches).
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
        globIgnores: ['**/mockBank-*.js', 'config.json'],
        navigateFallback: '/index.html',
        // The first install controls the open page at once, so its config.json and mock chunk
        // can be cached before the user goes offline; later versions still wait for the prompt.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // config.json: network first, last copy as the offline fallback (DESIGN 5).
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 3 },
          },
          {
            // Written inline: workbox serialises this function into sw.js without its scope.
            urlPattern: ({ url }) => /\/assets\/mockBank-[\w-]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'mock-bank', expiration: { maxEntries: 4 } },
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
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
