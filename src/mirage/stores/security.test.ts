import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueToken, verifyToken } from '../rules/tokens';
import {
  keepRevoked,
  LEGACY_STATE_KEY,
  loadState,
  MIGRATED_REVOCATION_MS,
  SECURITY_KEY,
  securityStore,
} from './security';

const USER = { email: 'admin@demo.test', role: 'admin' as const, userReferenceID: 'USR-0001' };

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the security store, version 2', () => {
  it('migrates the capped lists of version 1 into revocations kept 24 hours, and drops pending secrets of no session', () => {
    const token = issueToken(USER, 'CORP-DEMO-0001', 'access', 'session-1');
    localStorage.setItem(
      SECURITY_KEY,
      JSON.stringify({
        version: 1,
        value: {
          failures: { 'admin@demo.test': 2 },
          revokedSessions: ['session-1', 'session-2'],
          revokedTokens: ['jti-1'],
          pendingTotpSecrets: { 'admin@demo.test': 'JBSWY3DPEHPK3PXP' },
        },
      }),
    );
    const until = Date.now() + MIGRATED_REVOCATION_MS;
    const state = loadState();
    expect(securityStore.version).toBe(2);
    expect(state.revokedSessions).toEqual({ 'session-1': until, 'session-2': until });
    expect(state.revokedTokens).toEqual({ 'jti-1': until });
    expect(state.pendingTotpSecrets).toEqual({});
    expect(state.keptSessions).toEqual({});
    expect(state.failures).toEqual({ 'admin@demo.test': 2 });
    // A session logged out before the migration stays logged out.
    expect(verifyToken(token, 'access')).toBeNull();
  });

  it('reads the revocations of the legacy key as version 1', () => {
    localStorage.setItem(LEGACY_STATE_KEY, JSON.stringify({ revokedSessions: ['session-1'] }));
    expect(loadState().revokedSessions).toEqual({
      'session-1': Date.now() + MIGRATED_REVOCATION_MS,
    });
  });

  it('keeps a revocation until its end, prunes ended ones when one is written, and a repeated id only rewrites its own', () => {
    const revoked: Record<string, number> = {};
    keepRevoked(revoked, 'a', Date.now() + 1000);
    keepRevoked(revoked, 'b', Date.now() + 5000);
    keepRevoked(revoked, 'b', Date.now() + 2000);
    expect(revoked).toEqual({ a: Date.now() + 1000, b: Date.now() + 5000 });
    vi.setSystemTime(Date.now() + 1000);
    keepRevoked(revoked, 'c', Date.now() + 1000);
    expect(Object.keys(revoked)).toEqual(['b', 'c']);
  });
});
