import type { TokenClaims } from '../../shared/domain/auth';
import type { Role } from '../../shared/domain/roles';
import { BankError } from '../types';
import { MOCK_SECRET, mockHash } from './hash';
import { loadState, updateState } from './persistedState';

/**
 * JWT-shaped tokens whose signature the mock can recompute, so a token issued before a reload is
 * still accepted after it. Every token carries its session id (sid); logout revokes the session.
 */
export const ACCESS_TTL_S = 15 * 60;
export const PRE_MFA_TTL_S = 10 * 60;
export const REFRESH_TTL_S = 24 * 60 * 60;

export interface MockClaims extends TokenClaims {
  sid: string;
  jti: string;
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

export function issueToken(
  user: { email: string; role: Role; userReferenceID: string },
  corpID: string,
  scope: TokenClaims['scope'],
  sid: string,
): string {
  const ttl = scope === 'access' ? ACCESS_TTL_S : scope === 'pre-mfa' ? PRE_MFA_TTL_S : REFRESH_TTL_S;
  const claims: MockClaims = {
    role: user.role,
    corpID,
    sub: user.userReferenceID,
    email: user.email,
    exp: nowS() + ttl,
    scope,
    sid,
    jti: crypto.randomUUID(),
  };
  const payload = base64url(JSON.stringify(claims));
  return `${HEADER}.${payload}.${mockHash(`${HEADER}.${payload}.${MOCK_SECRET}`)}`;
}

export function newSessionId(): string {
  return crypto.randomUUID();
}

/** The claims of a valid token of the wanted scope, or null (bad signature, expired, revoked). */
export function verifyToken(token: string, scope: TokenClaims['scope']): MockClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  if (mockHash(`${header}.${payload}.${MOCK_SECRET}`) !== signature) return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as MockClaims;
    if (claims.scope !== scope || claims.exp <= nowS()) return null;
    if (loadState().revokedSessions.includes(claims.sid)) return null;
    return claims;
  } catch {
    return null;
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The claims of the request's bearer token, or 401 INVALID_ACCESS_TOKEN. */
export function requireToken(authorization: string | undefined, scope: TokenClaims['scope'] = 'access'): MockClaims {
  const claims = verifyToken(bearerToken(authorization) ?? '', scope);
  if (!claims) throw new BankError(401, 'INVALID_ACCESS_TOKEN', 'The access token is missing, expired or no longer valid.');
  return claims;
}

export function revokeSession(sid: string): void {
  updateState((s) => {
    s.revokedSessions = [...s.revokedSessions.slice(-199), sid];
  });
}
