import type { TokenClaims } from '../../shared/domain/auth';
import type { Role } from '../../shared/domain/roles';
import { BankError } from '../types';
import { MOCK_SECRET, mockHash } from './hash';
import { keepRevoked, loadState, updateState } from '../stores/security';

/**
 * JWT-shaped tokens whose signature the mock can recompute, so a token issued before a reload is
 * still accepted after it. Every token carries its session id (sid): logout revokes the session,
 * a refresh revokes only the refresh token it used (jti), and a reuse of that spent refresh token
 * revokes the session. A revocation is kept until the tokens it stops could have expired anyway,
 * never forgotten for a count of later ones (stores/security.ts keepRevoked).
 */
export const ACCESS_TTL_S = 15 * 60;
export const PRE_MFA_TTL_S = 10 * 60;
export const REFRESH_TTL_S = 24 * 60 * 60;
const CHAT_TTL_S = 60 * 60;

export interface MockClaims extends TokenClaims {
  sid: string;
  jti: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Issued at in milliseconds: a password reset refuses tokens issued even a moment before it. */
  iatMs: number;
}

export interface TokenSubject {
  email: string;
  role: Role;
  userReferenceID: string;
}

const encoder = new TextEncoder();
function base64url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64url(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

const HEADER = base64url(JSON.stringify({ alg: 'MOCK', typ: 'JWT' }));
const nowS = () => Math.floor(Date.now() / 1000);
const sign = (header: string, payload: string) => mockHash(`${header}.${payload}.${MOCK_SECRET}`);

function encode(claims: object): string {
  const payload = base64url(JSON.stringify(claims));
  return `${HEADER}.${payload}.${sign(HEADER, payload)}`;
}

const TTL: Record<TokenClaims['scope'], number> = {
  access: ACCESS_TTL_S,
  'pre-mfa': PRE_MFA_TTL_S,
  refresh: REFRESH_TTL_S,
};

/** `ttlS`: a shorter life than the scope's (the deprecated phone login's 5-minute access token). */
export function issueToken(
  user: TokenSubject,
  corpID: string,
  scope: TokenClaims['scope'],
  sid: string,
  ttlS = TTL[scope],
): string {
  const iatMs = Date.now();
  const iat = Math.floor(iatMs / 1000);
  const claims: MockClaims = {
    role: user.role,
    corpID,
    sub: user.userReferenceID,
    email: user.email,
    exp: iat + ttlS,
    scope,
    sid,
    jti: crypto.randomUUID(),
    iat,
    iatMs,
  };
  return encode(claims);
}

/** A token for the chat vendor: it names the user but is no bank token (no scope, other audience). */
export function issueChatToken(user: TokenSubject & { name: string }, corpID: string): string {
  const iat = nowS();
  return encode({
    aud: 'chat',
    sub: user.userReferenceID,
    email: user.email,
    name: user.name,
    corpID,
    iat,
    exp: iat + CHAT_TTL_S,
  });
}

export function newSessionId(): string {
  return crypto.randomUUID();
}

function isMockClaims(value: unknown): value is MockClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.exp === 'number' &&
    typeof c.sid === 'string' &&
    typeof c.jti === 'string' &&
    typeof c.scope === 'string' &&
    typeof c.iatMs === 'number'
  );
}

/** The claims of a token the bank signed, whatever its scope, expiry or revocation; else null. */
function signedClaims(token: string): MockClaims | null {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  if (sign(header, payload) !== signature) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64url(payload));
    return isMockClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The claims of a valid token of the wanted scope, or null (bad signature, expired, revoked). */
export function verifyToken(token: string, scope: TokenClaims['scope']): MockClaims | null {
  const claims = signedClaims(token);
  if (!claims || claims.scope !== scope || claims.exp <= nowS()) return null;
  const state = loadState();
  if (Object.hasOwn(state.revokedSessions, claims.sid)) return null;
  if (Object.hasOwn(state.revokedTokens, claims.jti)) return null;
  // Signed out everywhere by a password reset or change; a change keeps its caller's session.
  if (
    claims.iatMs < (state.tokensNotBefore[claims.email] ?? 0) &&
    state.keptSessions[claims.email] !== claims.sid
  )
    return null;
  return claims;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The claims of the request's bearer token, or 401 INVALID_ACCESS_TOKEN. */
export function requireToken(
  authorization: string | undefined,
  scope: TokenClaims['scope'] = 'access',
): MockClaims {
  const claims = verifyToken(bearerToken(authorization) ?? '', scope);
  if (!claims)
    throw new BankError(
      401,
      'INVALID_ACCESS_TOKEN',
      'The access token is missing, expired or no longer valid. Sign in again.',
    );
  return claims;
}

/**
 * Ends a session: its tokens stop working. Kept REFRESH_TTL_S from now, the longest any of its
 * tokens (issued before now: none is issued in a revoked session) could still live.
 */
export function revokeSession(sid: string): void {
  updateState((s) => {
    keepRevoked(s.revokedSessions, sid, Date.now() + REFRESH_TTL_S * 1000);
  });
}

/**
 * The session of a refresh token that was already rotated, or null. Only its holder could send
 * it, and the rightful client uses each refresh token once: a second use means it was copied, so
 * the caller ends the whole session (OAuth 2.0 Security BCP, refresh token rotation).
 */
export function spentRefreshSession(token: string): string | null {
  const claims = signedClaims(token);
  return claims?.scope === 'refresh' && Object.hasOwn(loadState().revokedTokens, claims.jti)
    ? claims.sid
    : null;
}

/** Spends one token (`claims` of a token the bank verified): refused from now until it expires. */
export function revokeToken(claims: Pick<MockClaims, 'jti' | 'exp'>): void {
  updateState((s) => {
    keepRevoked(s.revokedTokens, claims.jti, claims.exp * 1000);
  });
}

/** Signs the user out everywhere: every token issued before now stops working. */
export function revokeAllTokensOf(email: string): void {
  updateState((s) => {
    s.tokensNotBefore[email] = Date.now();
    delete s.keptSessions[email];
  });
}

/**
 * Signs the user out of every session but `sid` (the caller's, after a password change): tokens
 * issued before now stop working, except those of that session.
 */
export function revokeOtherSessionsOf(email: string, sid: string): void {
  updateState((s) => {
    s.tokensNotBefore[email] = Date.now();
    s.keptSessions[email] = sid;
  });
}
