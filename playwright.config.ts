import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// Parallel work (several builds at once) may give each run its own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Speed (issue 9: the whole test command within 12 minutes on 2 cores). The service worker
    // precaches the whole shell in every new context: only the journeys that reload offline allow
    // it (test.use). Reduced motion: no animation frames to paint; the app honours the setting.
    // A trace records DOM snapshots at every step: only a retry records one.
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
