// First: before any module builds a zod schema (the page's CSP allows no eval).
import './shared/zodConfig';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import './shared/ui/styles/index.css';
import { configureApiClient, keepForOffline } from './api/client';
import { loadRuntimeConfig, type RuntimeConfig } from './api/runtimeConfig';
import { isSessionOnboarded, restoreSession, session } from './api/session';
import { App } from './app/App';
import { preloadFirstPage } from './app/pages';
import { handleForcedLogout } from './app/forcedLogout';
import { StartupError } from './app/pages/StartupError';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';
import { MOCK_BANK_CACHE } from './shared/offlineCaches';
import { runtimeInfo } from './shared/runtimeInfo';
import { applyStoredTheme } from './shared/theme';

/**
 * Start. The page draws as soon as its own code is here: config.json, the mock bank and the
 * service worker come after, off the first screen's path. API calls wait until they may go out (`ready`): config.json read
 * and, in mock mode, the mock bank started, which happens when the first call needs it or the
 * visitor starts using the page, so the login page never pays for a bank it does not use yet.
 */

/** Every mock chunk's script and styles go into the service worker's cache as soon as they load. */
function keepMockChunks(urls: readonly string[]): void {
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((l) => l.href)
    .filter((h) => /\/assets\/mock\w*-[\w-]+\.css$/.test(h));
  for (const url of [...urls, ...styles]) void keepForOffline(MOCK_BANK_CACHE, url);
}

/** Mock mode: the light shell now (demo logins, Demo panel); the bank itself when first needed. */
async function startMockMode(config: RuntimeConfig): Promise<() => Promise<void>> {
  const { startMockShell, SHELL_CHUNK_URL } = await import('./mirage/mockShell');
  const shell = startMockShell({
    scenario: config.mockScenario ?? 'default',
    apiBaseUrl: config.apiBaseUrl,
    cardProviderUrl: config.cardProviderUrl,
    onStarted: () => {
      runtimeInfo.mockBankRunning = true;
    },
  });
  runtimeInfo.demoLogins = shell.demoLogins;
  runtimeInfo.demoInvitation = shell.demoInvitation;
  keepMockChunks([SHELL_CHUNK_URL]);
  const start = () => shell.start().then(({ chunkUrl }) => keepMockChunks([chunkUrl]));
  // A visitor who starts clicking, typing or filling a field (a password manager too) is about to
  // need the bank: start it then, so a sign-in does not wait for it; a page only looked at never
  // loads it. (Nothing on the login page takes focus by itself.)
  const prewarm = () => void start().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin', 'input'] as const) {
    window.addEventListener(type, prewarm, { once: true, capture: true, passive: true });
  }
  return start;
}

function showStartupError(root: Root, error: unknown): void {
  console.error('The app could not start', error);
  root.render(<StartupError />);
}

async function boot(): Promise<void> {
  applyStoredTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);

  const configured = loadRuntimeConfig().then((config) => {
    Object.assign(runtimeInfo, {
      configured: true,
      mock: config.mock,
      apiBaseUrl: config.apiBaseUrl,
      cardProviderUrl: config.cardProviderUrl,
      requestFeatureUrl: config.requestFeatureUrl,
      perksUrl: config.perksUrl,
      enablePhoneVerification: config.enablePhoneVerification,
    });
    configureApiClient({ baseUrl: config.apiBaseUrl });
    return config.mock ? startMockMode(config) : null;
  });
  configureApiClient({
    onForcedLogout: handleForcedLogout,
    ready: () =>
      configured.then(
        (startBank) => startBank?.().catch((error: unknown) => showStartupError(root, error)),
        () => undefined,
      ),
  });

  const claims = restoreSession() ? session.claims : null;
  // The first screen's page module loads beside config.json, and the first paint is that page.
  const firstPage = preloadFirstPage(window.location.pathname, claims !== null);
  // The cache and sync load with the first signed-in page, not with the entry bundle; an
  // applicant (not onboarded) has nothing to cache.
  if (claims && isSessionOnboarded()) {
    // Without IndexedDB (private modes of some browsers) the app still works online, uncached.
    void import('./entities/session/userSession')
      .then((m) => m.startUserSession(claims))
      .catch((error: unknown) => console.warn('The offline cache could not be opened', error));
  }
  // The first paint is the first screen's page as soon as its code is here: config.json and, in
  // mock mode, the mock shell arrive beside it and fill in what they decide (the demo logins below
  // the form, the Demo button), which moves nothing above them. Waiting for them cost the login
  // page two more round trips before its first paint (Lighthouse, issue 7).
  let failed = false;
  // No config (offline before anything was cached) or a mock that cannot start (a mistyped
  // scenario): said at once, not a dead app.
  configured.catch((error: unknown) => {
    failed = true;
    showStartupError(root, error);
  });
  await firstPage;
  if (failed) return;
  // A transition: React renders the first screen in slices of a few milliseconds, so the page
  // never holds the main thread in one long task while it builds (it paints once, when done).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}

void boot();
