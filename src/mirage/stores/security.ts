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

/**
 * An authenticator secret waiting for its first code (rules/secondFactor.ts): shown to one
 * session, paired only from that session and before `until`; until then nothing about the user's
 * factors changes.
 */
export interface PendingTotpSecret {
  secret: string;
  sid: string;
  until: number;
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
  /**
   * Revoked session id -> until when (ms) it stays revoked: as long as the session's longest token
   * could live (rules/tokens.ts). Kept by time, never by count, so no number of other calls brings
   * a revoked session back; expired entries are pruned when one is written.
   */
  revokedSessions: Record<string, number>;
  /** Token id (jti) of a spent token (a rotated refresh token, a used pre-MFA token) -> its expiry (ms). */
  revokedTokens: Record<string, number>;
  /** email -> tokens issued before this time (ms) are refused (after a password reset or change). */
  tokensNotBefore: Record<string, number>;
  /** email -> the one session a password change kept (its caller's): tokensNotBefore spares it. */
  keptSessions: Record<string, string>;
  codes: Record<string, IssuedCode>;
  /** `email|purpose|channel[|binding]` -> when that code was last sent (the resend hold, codeSends.ts). */
  lastCodeSentAt: Record<string, number>;
  /** `email|purpose` -> when codes were sent in the last 10 minutes (the send limit, codeSends.ts). */
  codeSends: Record<string, number[]>;
  /** email -> the last authenticator time step (RFC 6238 counter) accepted: none is accepted twice. */
  totpLastStep: Record<string, number>;
  /** email -> base32 secret, or null when the user deleted the authenticator. */
  totpSecrets: Record<string, string | null>;
  /** email -> the authenticator secret being paired, bound to the session that asked for it. */
  pendingTotpSecrets: Record<string, PendingTotpSecret>;
  passwords: Record<string, string>;
}

function empty(): SecurityState {
  return {
    failures: {},
    locks: {},
    remembered: {},
    revokedSessions: {},
    revokedTokens: {},
    tokensNotBefore: {},
    keptSessions: {},
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
 * How long a revocation of version 1 is kept once migrated: its token's expiry is unknown, so the
 * longest a token lives (the refresh token's 24 hours, REFRESH_TTL_S in rules/tokens.ts) from the
 * migration on.
 */
export const MIGRATED_REVOCATION_MS = 24 * 60 * 60_000;

/**
 * Version 1 -> 2: the revoked sessions and tokens were lists capped at 500 ids (the oldest
 * forgotten, so 500 other revocations brought a revoked token back); they become maps of id ->
 * until when, each kept MIGRATED_REVOCATION_MS. Pending authenticator secrets were bare secrets of
 * no session: they are dropped (the user asks for a new one).
 */
export function securityFromVersion1(old: unknown): unknown {
  if (typeof old !== 'object' || old === null || Array.isArray(old)) return old;
  const v1 = old as Record<string, unknown>;
  const until = Date.now() + MIGRATED_REVOCATION_MS;
  const kept = (ids: unknown): Record<string, number> =>
    Object.fromEntries(
      (Array.isArray(ids) ? ids : [])
        .filter((id): id is string => typeof id === 'string')
        .map((id) => [id, until]),
    );
  return {
    ...v1,
    revokedSessions: kept(v1.revokedSessions),
    revokedTokens: kept(v1.revokedTokens),
    pendingTotpSecrets: {},
  };
}

/**
 * Version 2 (revocations by time, pending secrets bound to a session; version 1 is migrated by
 * securityFromVersion1). A field added later needs no migration (completed fills it in on every
 * read); a field whose meaning changes gets the next version and a migration.
 */
export const securityStore = persisted(SECURITY_KEY, empty, {
  version: 2,
  migrations: { 1: securityFromVersion1 },
  // The legacy key holds version 1's shape.
  legacy: { key: LEGACY_STATE_KEY, read: (old) => completed(securityFromVersion1(old)) },
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

/**
 * Keeps `id` in `revoked` until `until` (ms; a later end already there stays), after dropping the
 * entries whose end has passed: the map holds what could still be used, whatever its count, and
 * a replayed id only rewrites its own entry.
 */
export function keepRevoked(revoked: Record<string, number>, id: string, until: number): void {
  const now = Date.now();
  for (const [key, end] of Object.entries(revoked)) if (!(end > now)) delete revoked[key];
  revoked[id] = Math.max(until, revoked[id] ?? 0);
}
