/**
 * The Chromium every browser run of the project uses (e2e tests, the cache bench, Lighthouse):
 * Debian's /usr/bin/chromium by default, as Playwright cannot download its own browser here;
 * CHROMIUM_PATH names another, and CHROMIUM_PATH='' (empty) means Playwright's own (TOOLCHAIN.md).
 */
import { existsSync } from 'node:fs';

/** @type {string | undefined} */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Quiet, container-safe flags: no sandbox (root in a container), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
