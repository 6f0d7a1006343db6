import { registerDemoCodeReader, registerDemoPhoneReader } from '../shared/demoCodes';
import { bankControls } from './bankControls';
import { mountDemoPanel } from './demoPanel/mountDemoPanel';
import type { MockBankControls } from './mockBankControls';
import { installNetworkGate } from './networkGate';
import { openReceiptShelf } from './receiptShelf';
import { loadState } from './rules/receipts';
import { verifyToken } from './rules/tokens';
import { createBankServer } from './server';
import { fileBytes, listedUploads } from './stores/receipts';

/** This chunk's own URL, so the app can have the service worker cache it for offline starts. */
export const MOCK_CHUNK_URL = import.meta.url;

export type { DemoUser, MockBankControls } from './mockBankControls';

export interface StartMockBankOptions {
  scenario?: string;
  environment?: 'development' | 'test';
  /** Mounts the demo panel with this bank (default false: the mock shell mounts it before the bank starts). */
  mountPanel?: boolean;
  apiBaseUrl?: string;
  /** config.json's card provider origin: its validate call is answered there as well. */
  cardProviderUrl?: string;
}

declare global {
  interface Window {
    /** The running mock bank, for Playwright tests and the console. */
    __mockBank?: MockBankControls;
  }
}

let filesRestored: Promise<void> = Promise.resolve();
const RESTORE_WAIT_MS = 2000;

/** Resolves once the started bank holds the receipt bytes kept before the page's reload. */
export function whenFilesRestored(): Promise<void> {
  return filesRestored;
}

/** Starts the in-page mock bank and puts its controls on window.__mockBank (and the demo panel, when asked). */
export function startMockBank(options: StartMockBankOptions = {}): MockBankControls {
  // One bank per page: a second start (hot reload, a test that forgot) replaces the first.
  window.__mockBank?.shutdown();
  const environment = options.environment ?? 'development';
  const { server, bank } = createBankServer({
    scenario: options.scenario,
    environment,
    apiBaseUrl: options.apiBaseUrl,
    cardProviderUrl: options.cardProviderUrl,
  });
  const removeGate = installNetworkGate(bank.faults, bank.basePath);
  let unmountPanel: (() => void) | null = null;

  const controls: MockBankControls = {
    ...bankControls(bank),
    shutdown: () => {
      fileBytes.detach();
      registerDemoCodeReader(null);
      registerDemoPhoneReader(null);
      unmountPanel?.();
      removeGate();
      server.shutdown();
      if (window.__mockBank === controls) delete window.__mockBank;
    },
  };
  // Code dialogs show the demo user's code (the panel is blocked while a modal dialog is open):
  // at login the pre-MFA token says who; in the app, the user of the bank's last bearer call.
  registerDemoCodeReader((method, subject) => {
    const email = subject.token
      ? verifyToken(subject.token, 'pre-mfa')?.email
      : subject.phoneNumber
        ? bank.userByPhone(subject.phoneNumber)?.email
        : bank.lastSignedInEmail;
    const user = email ? bank.userByEmail(email) : undefined;
    if (!user) return null;
    if (method !== 'TOTP') return { email: user.email, code: user.fixedCode };
    const code = controls.currentTotp(user.email);
    return code
      ? { email: user.email, code, secondsLeft: 30 - (Math.floor(Date.now() / 1000) % 30) }
      : null;
  });
  // The deprecated phone login lists the demo users' numbers (they are seeded, not in the README).
  registerDemoPhoneReader(() =>
    bank.scenario.users.map((u) => ({ email: u.email, phoneNumber: u.profile.phoneNumber })),
  );
  window.__mockBank = controls;
  // The receipts' bytes kept before the reload are held again (receiptShelf.ts), unless this bank
  // was replaced meanwhile. An IndexedDB that does not answer (blocked by another tab) never holds
  // the bank up: after RESTORE_WAIT_MS it starts with the bytes in memory only.
  filesRestored = Promise.race([
    openReceiptShelf(listedUploads(loadState(bank.scenario))),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_WAIT_MS)),
  ]).then(
    (opened) => {
      if (opened && window.__mockBank === controls) fileBytes.attach(opened.shelf, opened.kept);
    },
    () => undefined,
  );
  if (options.mountPanel)
    unmountPanel = mountDemoPanel(controls.scenario, () => Promise.resolve(controls));
  return controls;
}
