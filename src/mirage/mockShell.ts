import type { DemoInvitation, DemoLogin } from '../shared/runtimeInfo';
import { mountDemoPanel } from './demoPanel/mountDemoPanel';
import { demoInvitationFor, demoLoginsFor } from './demoLogins';
import type { MockBankControls } from './mockBank';
import { SCENARIO_USERS } from './scenarios/demoUsers';

/** This chunk's own URL, so the app can keep it for offline starts. */
export const SHELL_CHUNK_URL = import.meta.url;

export interface MockShell {
  /** The users the login page lists, known without starting the bank. */
  demoLogins: DemoLogin[];
  /** The invitation the login page links (the default scenario's live one). */
  demoInvitation: DemoInvitation | null;
  /**
   * Starts the mock bank (its own, much larger chunk: Mirage, faker and the scenario's data) on
   * the first call and answers the same start to every later one, with that chunk's URL.
   */
  start: () => Promise<{ controls: MockBankControls; chunkUrl: string }>;
}

/**
 * The light part of mock mode, loaded at start (main.tsx): the login page's demo users and the
 * Demo panel. The bank itself is loaded and started only when something needs it, the first API
 * call or the panel opened, so a page that only draws (the login page) never waits for it.
 * An unknown scenario name is refused here, at once, as the bank would refuse it.
 */
export function startMockShell(options: {
  scenario: string;
  apiBaseUrl: string;
  /** config.json's card provider origin: the bank answers its validate call there too. */
  cardProviderUrl?: string;
  /** Called once the bank runs, however it was started (a call, the panel, a test). */
  onStarted?: () => void;
}): MockShell {
  if (!(options.scenario in SCENARIO_USERS)) {
    throw new Error(
      `Unknown mock scenario '${options.scenario}' (known: ${Object.keys(SCENARIO_USERS).join(', ')})`,
    );
  }
  let started: ReturnType<MockShell['start']> | null = null;
  const start: MockShell['start'] = () =>
    (started ??= import('./mockBank').then(
      async (m) => {
        const controls = m.startMockBank({
          scenario: options.scenario,
          apiBaseUrl: options.apiBaseUrl,
          cardProviderUrl: options.cardProviderUrl,
        });
        await m.whenFilesRestored();
        options.onStarted?.();
        return { controls, chunkUrl: m.MOCK_CHUNK_URL };
      },
      (error: unknown) => {
        // A chunk that could not load (offline before it was cached) may load on a later try.
        started = null;
        throw error;
      },
    ));
  mountDemoPanel(options.scenario, () => start().then((s) => s.controls));
  window.__mockShell = { start: () => start().then((s) => s.controls) };
  return {
    demoLogins: demoLoginsFor(options.scenario),
    demoInvitation: demoInvitationFor(options.scenario),
    start,
  };
}

declare global {
  interface Window {
    /** Mock mode: starts the mock bank now (tests and the console; the app starts it when needed). */
    __mockShell?: { start(): Promise<MockBankControls> };
  }
}
