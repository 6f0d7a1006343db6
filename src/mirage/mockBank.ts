import type { Account } from '../shared/domain/accounts';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Role } from '../shared/domain/roles';
import type { ToggleValue } from '../shared/domain/toggles';
import { mountDemoPanel } from './demoPanel/mountDemoPanel';
import type { FaultState } from './faults';
import { installNetworkGate } from './networkGate';
import { toWire } from './rules/approvalRequests';
import { clearState } from './rules/persistedState';
import { totpFor } from './rules/totp';
import { currentPassword, currentSecret } from './rules/userOverrides';
import { createBankServer } from './server';

/** This chunk's own URL, so the app can have the service worker cache it for offline starts. */
export const MOCK_CHUNK_URL = import.meta.url;

export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  name: string;
  secondFactor: 'SMS' | 'TOTP';
  totpSecret?: string;
  note?: string;
  /** The code every SMS and e-mail to this user carries in the scenario. */
  smsCode?: string;
}

export interface MockBankControls {
  scenario: string;
  demoUsers(): DemoUser[];
  /** The code an authenticator app shows now, or null when the user has none. */
  currentTotp(email: string): string | null;
  faults: {
    setLatency(ms: number): void;
    failNext(path: string, code: string, status?: number): void;
    setNetworkDown(down: boolean): void;
    clear(): void;
    state(): FaultState;
    /** Called on every fault change (the demo panel follows changes made from tests or the console). */
    subscribe(listener: () => void): () => void;
  };
  /** Every API request the mock bank received. */
  calls(): { method: string; path: string; at: number }[];
  clearCalls(): void;
  /** The company's accounts as the bank now holds them (balances in micro-units), by accountOrder. */
  accounts(): Account[];
  /** Every approval request with its current status. */
  approvals(): ApprovalRequest[];
  /** Sets a feature toggle for this demo (kept across reloads until reset). */
  setToggle(name: string, value: ToggleValue): void;
  /**
   * Wipes the persisted mock state (locks, remembered browsers, revoked tokens, changed secrets,
   * and the ledger's changes: balances, booked transactions, account names, approvals, toggles).
   */
  reset(): void;
  shutdown(): void;
}

export interface StartMockBankOptions {
  scenario?: string;
  environment?: 'development' | 'test';
  /** Default: true in development, false in test. */
  mountPanel?: boolean;
  apiBaseUrl?: string;
}

declare global {
  interface Window {
    /** The running mock bank, for Playwright tests and the console. */
    __mockBank?: MockBankControls;
  }
}

/** Starts the in-page mock bank, puts its controls on window.__mockBank and mounts the demo panel. */
export function startMockBank(options: StartMockBankOptions = {}): MockBankControls {
  // One bank per page: a second start (hot reload, a test that forgot) replaces the first.
  window.__mockBank?.shutdown();
  const environment = options.environment ?? 'development';
  const { server, bank } = createBankServer({ scenario: options.scenario, environment, apiBaseUrl: options.apiBaseUrl });
  const removeGate = installNetworkGate(bank.faults, bank.basePath);
  let unmountPanel: (() => void) | null = null;

  const controls: MockBankControls = {
    scenario: bank.scenario.name,
    demoUsers: () =>
      bank.scenario.users.map((u) => {
        const secret = currentSecret(u);
        return {
          email: u.email,
          password: currentPassword(u),
          role: u.role,
          name: u.profile.name,
          secondFactor: secret ? 'TOTP' : 'SMS',
          smsCode: u.fixedCode,
          ...(secret ? { totpSecret: secret } : {}),
          ...(u.note ? { note: u.note } : {}),
        };
      }),
    currentTotp: (email) => {
      const user = bank.userByEmail(email);
      const secret = user ? currentSecret(user) : null;
      return secret ? totpFor(secret).generate() : null;
    },
    faults: {
      setLatency: (ms) => bank.faults.setLatency(ms),
      failNext: (path, code, status) => bank.faults.failNext(path, code, status),
      setNetworkDown: (down) => bank.faults.setNetworkDown(down),
      clear: () => bank.faults.clear(),
      state: () => bank.faults.state(),
      subscribe: (listener) => bank.faults.subscribe(listener),
    },
    calls: () => bank.calls.map((c) => ({ ...c })),
    clearCalls: () => {
      bank.calls.length = 0;
    },
    accounts: () => bank.ledger.accounts(),
    approvals: () => bank.ledger.approvals().map(toWire),
    setToggle: (name, value) => bank.ledger.setToggle(name, value),
    reset: () => {
      clearState();
      bank.ledger.reset();
    },
    shutdown: () => {
      unmountPanel?.();
      removeGate();
      server.shutdown();
      if (window.__mockBank === controls) delete window.__mockBank;
    },
  };
  window.__mockBank = controls;
  if (options.mountPanel ?? environment !== 'test') unmountPanel = mountDemoPanel(controls);
  return controls;
}
