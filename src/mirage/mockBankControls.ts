import type { Account } from '../shared/domain/accounts';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Role } from '../shared/domain/roles';
import type { ToggleValue } from '../shared/domain/toggles';
import type { FaultState, LostAnswerKind } from './faults';

// What the running mock bank offers tests, the console and the demo panel (window.__mockBank). Its
// own module, so the demo panel, which mockBank.ts mounts, reads it without importing mockBank.ts.

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
    /** The bank does the next call to `path`, and its answer is lost ('drop') or never comes ('timeout'). */
    loseNextAnswer(path: string, kind?: LostAnswerKind): void;
    setNetworkDown(down: boolean): void;
    clear(): void;
    state(): FaultState;
    /** Called on every fault change (the demo panel follows changes made from tests or the console). */
    subscribe(listener: () => void): () => void;
  };
  /** Every API request the mock bank received (with the body of money calls). */
  calls(): { method: string; path: string; at: number; body?: Record<string, unknown> }[];
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
