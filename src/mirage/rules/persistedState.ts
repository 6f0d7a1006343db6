import type { Announcement } from '../../shared/domain/notices';
import type { MaintenanceNotice } from '../../shared/domain/toggles';
import { clearApplicants } from './applicants';
import { clearChanges } from './ledgerStore';

/**
 * What must outlive a page reload (the in-page mock restarts on every load): attempt counters,
 * locks, remembered browsers, revoked tokens, issued codes, seen callouts, published announcements,
 * authenticator and password changes, scheduled maintenance windows. Kept in localStorage under one key; reset() clears it. Every read goes to
 * storage, so two tabs of the same demo see the same locks.
 */
export const STATE_KEY = 'mockbank:state:v1';

export interface IssuedCode {
  email: string;
  code: string;
  /** `purpose|binding`: a code is only good for what it was issued for. */
  purpose: string;
  channel: 'SMS' | 'EMAIL' | 'TOTP';
  expiresAt: number;
  used: boolean;
  /** Set when the code was verified; a later call may consume the verified reference once. */
  verifiedAt?: number;
  consumed?: boolean;
  /** Wrong tries of a code counted per code, not per user (a password reset: verifyCodeOfRequest). */
  wrongTries?: number;
}

export interface LockRecord {
  until: number;
  /** Start times of the locks of the last 24 hours. */
  history: number[];
  permanent: boolean;
}

/** A remembered browser (rememberedBrowsers.ts): its remember token and the end of its 48 hours. */
export interface RememberedBrowser {
  token: string;
  until: number;
}

export interface PersistedState {
  failures: Record<string, number>;
  locks: Record<string, LockRecord>;
  /** `email|deviceId` -> the browser's remember token, with which it skips the second factor. */
  remembered: Record<string, RememberedBrowser>;
  revokedSessions: string[];
  /** Token ids (jti) of rotated refresh tokens. */
  revokedTokens: string[];
  /** email -> tokens issued before this time (ms) are refused (after a password reset). */
  tokensNotBefore: Record<string, number>;
  codes: Record<string, IssuedCode>;
  /** `email|purpose|channel[|binding]` -> when that code was last sent (the resend hold, codeSends.ts). */
  lastCodeSentAt: Record<string, number>;
  /** `email|purpose` -> when codes were sent in the last 10 minutes (the send limit, codeSends.ts). */
  codeSends: Record<string, number[]>;
  /** email -> the last authenticator time step (RFC 6238 counter) accepted: none is accepted twice. */
  totpLastStep: Record<string, number>;
  /** email -> the feature tips and announcements (by featureId) the user has seen. */
  callouts: Record<string, string[]>;
  /** Announcements published from the demo panel or the console (announcements.ts). */
  announcements: Announcement[];
  /** email -> base32 secret, or null when the user deleted the authenticator. */
  totpSecrets: Record<string, string | null>;
  pendingTotpSecrets: Record<string, string>;
  passwords: Record<string, string>;
  tutorialsViewed: Record<string, boolean>;
  dismissedBanners: Record<string, string[]>;
  /** How far the bank's clock runs ahead of the real one (bankClock.ts), in ms. */
  clockOffsetMs: number;
  /** Maintenance windows scheduled from the demo panel, the console or tests (rules/maintenance.ts). */
  maintenance: MaintenanceNotice[];
}

function empty(): PersistedState {
  return {
    failures: {},
    locks: {},
    remembered: {},
    revokedSessions: [],
    revokedTokens: [],
    tokensNotBefore: {},
    codes: {},
    lastCodeSentAt: {},
    codeSends: {},
    totpLastStep: {},
    callouts: {},
    announcements: [],
    totpSecrets: {},
    pendingTotpSecrets: {},
    passwords: {},
    tutorialsViewed: {},
    dismissedBanners: {},
    clockOffsetMs: 0,
    maintenance: [],
  };
}

export function loadState(): PersistedState {
  try {
    const raw = localStorage.getItem(STATE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    // A corrupt or foreign value must not break the demo: start clean instead.
    return typeof parsed === 'object' && parsed !== null
      ? { ...empty(), ...(parsed as Partial<PersistedState>) }
      : empty();
  } catch {
    return empty();
  }
}

export function saveState(state: PersistedState): void {
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the mock keeps working, only forgets on reload.
  }
}

/** Wipes the security state and the ledger's changes (the demo panel's reset). */
export function clearState(): void {
  localStorage.removeItem(STATE_KEY);
  clearChanges();
  clearApplicants();
}

/** Reads the state, lets `change` edit it, and writes it back. */
export function updateState<T>(change: (state: PersistedState) => T): T {
  const state = loadState();
  const result = change(state);
  saveState(state);
  return result;
}

/** Appends to a bounded list, so that long demos do not grow storage without end. */
export function appendBounded(list: string[], value: string, max = 500): string[] {
  return [...list.slice(-(max - 1)), value];
}
