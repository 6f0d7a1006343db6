/**
 * What must outlive a page reload (the in-page mock restarts on every load): attempt counters,
 * locks, remembered browsers, revoked sessions, issued codes, seen callouts and authenticator
 * changes. Kept in localStorage under one key; reset() clears it.
 */
export const STATE_KEY = 'mockbank:state:v1';

export interface IssuedCode {
  email: string;
  code: string;
  purpose: string;
  channel: 'SMS' | 'EMAIL';
  expiresAt: number;
  used: boolean;
}

export interface LockRecord {
  until: number;
  /** Start times of the locks of the last 24 hours. */
  history: number[];
  permanent: boolean;
}

export interface PersistedState {
  failures: Record<string, number>;
  locks: Record<string, LockRecord>;
  remembered: Record<string, number>;
  revokedSessions: string[];
  codes: Record<string, IssuedCode>;
  lastCodeSentAt: Record<string, number>;
  callouts: Record<string, string[]>;
  totpSecrets: Record<string, string | null>;
  pendingTotpSecrets: Record<string, string>;
}

function empty(): PersistedState {
  return {
    failures: {},
    locks: {},
    remembered: {},
    revokedSessions: [],
    codes: {},
    lastCodeSentAt: {},
    callouts: {},
    totpSecrets: {},
    pendingTotpSecrets: {},
  };
}

export function loadState(): PersistedState {
  try {
    const raw = localStorage.getItem(STATE_KEY);
    return raw ? { ...empty(), ...(JSON.parse(raw) as Partial<PersistedState>) } : empty();
  } catch {
    return empty();
  }
}

export function saveState(state: PersistedState): void {
  localStorage.setItem(STATE_KEY, JSON.stringify(state));
}

export function clearState(): void {
  localStorage.removeItem(STATE_KEY);
}

/** Reads the state, lets `change` edit it, and writes it back. */
export function updateState<T>(change: (state: PersistedState) => T): T {
  const state = loadState();
  const result = change(state);
  saveState(state);
  return result;
}
