import type { Role } from '../shared/domain/roles';
import { isApiPath } from './bank';
import { mountDemoPanel } from './demoPanel/mountDemoPanel';
import type { PendingFault } from './faults';
import { clearState } from './rules/persistedState';
import { totpFor } from './rules/totp';
import { currentSecret } from './rules/authenticator';
import { createBankServer } from './server';

export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  name: string;
  secondFactor: 'SMS' | 'TOTP';
  totpSecret?: string;
  note?: string;
}

export interface MockBankControls {
  scenario: string;
  demoUsers(): DemoUser[];
  currentTotp(email: string): string | null;
  faults: {
    setLatency(ms: number): void;
    failNext(path: string, code: string, status?: number): void;
    setNetworkDown(down: boolean): void;
    clear(): void;
    state(): { latencyMs: number; networkDown: boolean; pending: PendingFault[] };
  };
  calls(): { method: string; path: string; at: number }[];
  clearCalls(): void;
  reset(): void;
  shutdown(): void;
}

declare global {
  interface Window {
    __mockBank?: MockBankControls;
  }
}

/**
 * Starts the in-page mock bank. Mirage answers inside the page, so a real network outage would
 * not reach it: fetch is wrapped so that, while the browser is offline or 'network down' is set,
 * every API call fails the way an unreachable network does (DESIGN 7).
 */
export function startMockBank(options: { scenario?: string; environment?: 'development' | 'test'; mountPanel?: boolean; apiBaseUrl?: string } = {}): MockBankControls {
  const { server, bank } = createBankServer({ scenario: options.scenario, environment: options.environment, urlPrefix: options.apiBaseUrl });
  const mirageFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (isApiPath(url)) {
      if (navigator.onLine === false || bank.faults.networkDown) throw new TypeError('Failed to fetch');
      if (bank.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, bank.faults.latencyMs));
    }
    return mirageFetch(input, init);
  };

  const controls: MockBankControls = {
    scenario: bank.scenario.name,
    demoUsers: () =>
      bank.scenario.users.map((u) => {
        const secret = currentSecret(u);
        return {
          email: u.email,
          password: u.password,
          role: u.role,
          name: u.profile.name,
          secondFactor: secret ? 'TOTP' : 'SMS',
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
    },
    calls: () => [...bank.calls],
    clearCalls: () => void bank.calls.splice(0),
    reset: () => clearState(),
    shutdown: () => {
      window.fetch = mirageFetch;
      server.shutdown();
      delete window.__mockBank;
    },
  };
  window.__mockBank = controls;
  if (options.mountPanel ?? options.environment !== 'test') mountDemoPanel(controls);
  return controls;
}
