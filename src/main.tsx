import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/ui/styles/index.css';
import { configureApiClient } from './api/client';
import { loadRuntimeConfig, type RuntimeConfig } from './api/runtimeConfig';
import { restoreSession, session } from './api/session';
import { App } from './app/App';
import { handleForcedLogout } from './app/forcedLogout';
import { StartupError } from './app/pages/StartupError';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';
import { runtimeInfo } from './shared/runtimeInfo';
import { applyStoredTheme } from './shared/theme';

/**
 * Start: read /config.json, start the mock bank when it says so (a dynamic import, so a
 * real-backend install never downloads it), restore the session, render. The shell renders
 * while the mock starts; only API calls wait for it.
 */
async function startMock(config: RuntimeConfig): Promise<string> {
  const { startMockBank, MOCK_CHUNK_URL } = await import('./mirage/mockBank');
  const bank = startMockBank({ scenario: config.mockScenario, apiBaseUrl: config.apiBaseUrl });
  runtimeInfo.demoLogins = bank.demoUsers().map(({ email, password, role, name, secondFactor, note }) => ({
    email,
    password,
    role,
    name,
    secondFactor,
    note,
  }));
  return MOCK_CHUNK_URL;
}

async function boot(): Promise<void> {
  applyStoredTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch {
    root.render(<StartupError />);
    return;
  }
  Object.assign(runtimeInfo, { mock: config.mock, apiBaseUrl: config.apiBaseUrl, requestFeatureUrl: config.requestFeatureUrl });
  const ready = config.mock ? startMock(config) : Promise.resolve(null);
  // A mock bank that cannot start (a mistyped scenario, say) must be said, not leave a dead app.
  ready.catch((error: unknown) => {
    console.error('The mock bank could not start', error);
    root.render(<StartupError />);
  });
  configureApiClient({ baseUrl: config.apiBaseUrl, onForcedLogout: handleForcedLogout, ready: ready.catch(() => undefined) });
  const claims = restoreSession() ? session.claims : null;
  // The cache and sync load with the first signed-in page, not with the entry bundle.
  if (claims) {
    // Without IndexedDB (private modes of some browsers) the app still works online, uncached.
    void import('./features/auth/userSession')
      .then((m) => m.startUserSession(claims))
      .catch((error: unknown) => console.warn('The offline cache could not be opened', error));
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // What the service worker must hold for an offline start: the config, and the mock in mock mode.
  registerServiceWorker(async () => {
    const mockChunk = await ready.catch(() => null);
    return mockChunk ? ['/config.json', mockChunk] : ['/config.json'];
  });
}

void boot();
