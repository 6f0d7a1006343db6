import { completedFrom, persisted } from './persisted';

/**
 * The security state: attempt counters, locks, remembered browsers, revoked tokens, issued codes
 * and when they were sent, authenticator and password changes. Every read goes to storage, so two
 * tabs of the same demo see the same locks. (The bank's controls are in controls.ts, what each
 * user has seen in seen.ts.)
 */
export const SECURITY_KEY = 'mockbank:security';
/**
 * Where builds before the per-area stores kept this state with the controls and the seen flags,
 * as one bare object: each of the three stores takes its fields from it while its own key is
 * empty; the demo's reset removes it.
 */
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

export interface SecurityState {
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
  /** email -> base32 secret, or null when the user deleted the authenticator. */
  totpSecrets: Record<string, string | null>;
  pendingTotpSecrets: Record<string, string>;
  passwords: Record<string, string>;
}

function empty(): SecurityState {
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
    totpSecrets: {},
    pendingTotpSecrets: {},
    passwords: {},
  };
}

const completed = (old: unknown) => completedFrom(old, empty());

/**
 * Version 1. A field added later needs no migration (completed fills it in on every read); a
 * field whose meaning changes gets version 2 and a migration from 1.
 */
export const securityStore = persisted(SECURITY_KEY, empty, {
  version: 1,
  legacy: { key: LEGACY_STATE_KEY, read: completed },
});

export function loadState(): SecurityState {
  return completed(securityStore.load()) ?? empty();
}

export function saveState(state: SecurityState): void {
  securityStore.save(state);
}

/** Reads the state, lets `change` edit it, and writes it back. */
export function updateState<T>(change: (state: SecurityState) => T): T {
  const state = loadState();
  const result = change(state);
  saveState(state);
  return result;
}

/** Appends to a bounded list, so that long demos do not grow storage without end. */
export function appendBounded(list: string[], value: string, max = 500): string[] {
  return [...list.slice(-(max - 1)), value];
}
