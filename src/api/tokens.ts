import type { TokenClaims, TokenPair } from '../shared/domain/auth';
import { isRole } from '../shared/domain/roles';

/**
 * Tokens live in sessionStorage only (spec-1 §9, docs/architecture.md §6): never in IndexedDB, localStorage or
 * the Cache Storage. A closed tab forgets them.
 */
const ACCESS_KEY = 'auth.accessToken';
const REFRESH_KEY = 'auth.refreshToken';

export function readAccessToken(): string | null {
  return sessionStorage.getItem(ACCESS_KEY);
}

export function readRefreshToken(): string | null {
  return sessionStorage.getItem(REFRESH_KEY);
}

export function storeTokens(pair: TokenPair): void {
  sessionStorage.setItem(ACCESS_KEY, pair.accessToken);
  sessionStorage.setItem(REFRESH_KEY, pair.refreshToken);
}

export function clearTokens(): void {
  sessionStorage.removeItem(ACCESS_KEY);
  sessionStorage.removeItem(REFRESH_KEY);
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT-shaped token without verifying it (the server verifies). */
export function readClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const c = claims as Record<string, unknown>;
    if (!isRole(c.role) || typeof c.sub !== 'string' || typeof c.corpID !== 'string') return null;
    return {
      role: c.role,
      sub: c.sub,
      corpID: c.corpID,
      email: typeof c.email === 'string' ? c.email : '',
      exp: typeof c.exp === 'number' ? c.exp : 0,
      scope: c.scope === 'pre-mfa' || c.scope === 'refresh' ? c.scope : 'access',
    };
  } catch {
    return null;
  }
}
