import type { Announcement } from '../../shared/domain/notices';
import type { MaintenanceNotice } from '../../shared/domain/toggles';
import { persisted } from './persisted';

/**
 * The security state (and the bank's controls that every request reads): attempt counters,
 * locks, remembered browsers, revoked tokens, issued codes, seen callouts, published
 * announcements, authenticator and password changes, the bank's clock, scheduled maintenance
 * windows. Every read goes to storage, so two tabs of the same demo see the same locks.
 */
export const SECURITY_KEY = 'mockbank:security';
/** Where builds before the per-area stores kept it, as the bare object (read once, then dropped). */
export const LEGACY_STATE_KEY = 'mockbank:state:v1';

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

/** A stored object is completed with the fields added since it was written. */
const completed = (old: unknown): PersistedState | undefined =>
  typeof old === 'object' && old !== null
    ? { ...empty(), ...(old as Partial<PersistedState>) }
    : undefined;

/**
 * Version 1. A field added later needs no migration (completed fills it in on every read); a
 * field whose meaning changes gets version 2 and a migration from 1.
 */
export const securityStore = persisted(SECURITY_KEY, empty, {
  version: 1,
  legacy: { key: LEGACY_STATE_KEY, read: completed },
});

export function loadState(): PersistedState {
  return completed(securityStore.load()) ?? empty();
}

export function saveState(state: PersistedState): void {
  securityStore.save(state);
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
