/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
// Cache names the app writes into too, as it reads the files.
import { MOCK_BANK_CACHE, RUNTIME_CONFIG_CACHE } from './src/shared/offlineCaches.ts';
import { webManifest, withProductTexts } from './src/app/pwa/webManifest.ts';
import {
  appSecurityHeadersForConfig,
  META_CONTENT_SECURITY_POLICY,
} from './src/shared/securityHeaders.ts';

/**
 * The security headers (src/shared/securityHeaders.ts) on every answer of `vite preview`, which
 * serves `npm start` and Playwright's journeys. connect-src comes from the served folder's
 * config.json, read at each request: the same build points at a real backend when its
 * config.json says so, and editing it (README) needs no restart. The build also writes the
 * policy's fixed part into index.html for a host that sends no headers. The dev server gets
 * neither: its HMR client and React refresh preamble need inline scripts and styles.
 */
function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const configPath = resolve(server.config.root, server.config.build.outDir, 'config.json');
      server.middlewares.use((_req, res, next) => {
        let configText: string | null = null;
        try {
          configText = readFileSync(configPath, 'utf8');
        } catch {
          // No config.json: the app calls its own origin only.
        }
        for (const [name, value] of Object.entries(appSecurityHeadersForConfig(configText)))
          res.setHeader(name, value);
        next();
      });
    },
    transformIndexHtml(_html, context) {
      if (context.server) return;
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
          // Before the scripts and stylesheets the build puts into <head>, so it covers them.
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * The product's name from its one place (src/shared/config/product.ts) into the files the
 * browser reads before the app runs: index.html's title and description, and the web app
 * manifest, which the build writes as manifest.webmanifest and the dev server answers.
 */
function productFiles(): Plugin {
  const manifestText = () => `${JSON.stringify(webManifest(), null, 2)}\n`;
  return {
    name: 'product-files',
    transformIndexHtml: { order: 'pre', handler: (html) => withProductTexts(html) },
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(manifestText());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifestText() });
    },
  };
}

// The mock bank chunks are left out of the precache so that a real-backend install never
// downloads them; in mock mode the app puts them into the runtime cache as it loads them
// (keepForOffline), and the service worker answers them from there.

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) },
  plugins: [
    react(),
    securityHeaders(),
    productFiles(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // productFiles writes manifest.webmanifest
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
    // A lazy page's CSS is fetched with its chunk (no unstyled flash); its shared JavaScript is
    // not listed to preload: the list of every page's chunks sat in the entry and grew with each
    // route (about 5 kB gzip at issue 25), and the service worker precaches every chunk anyway,
    // so after the first visit a page's imports come from the cache, not the network.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically in one chunk, the entry's: left to itself,
        // Rolldown made a dozen small chunks of those the lazy pages share too, each gzipped on
        // its own and fetched on its own before the first paint (2.5 kB gzip more, and more
        // requests). Lazy pages import what they share from the entry chunk, loaded by then.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    testTimeout: 20000,
    pool: 'threads',
    // Both cores: Vitest's default leaves one free, which on this 2-core machine means one worker.
    maxWorkers: 2,
    // Two environments, by name: jsdom costs about a second a file to set up, so only a test
    // named *.dom.test.ts(x) (a component's behaviour, or code that needs a window) gets one;
    // every other test runs in Node with in-memory storage (issue 21: rules run in Node).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker, not per file: the set-up and imports are paid once a
          // worker, not once a file. Every node test passed so (issue 21); a test that leaves
          // shared module state behind must reset it in its own afterEach.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['src/test/nodeSetup.ts', 'src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A new VM context a file in a worker that keeps jsdom and node_modules loaded: setting
          // up jsdom fell from about 1 s a file to about 0.15 s, still isolated (issue 21).
          pool: 'vmThreads',
          include: ['src/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
