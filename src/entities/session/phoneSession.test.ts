import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../api/tokens';
import {
  beginPhoneSession,
  endPhoneSession,
  isPhoneSession,
  refreshDue,
  startRefreshCheck,
} from './phoneSession';

/** An access token (unsigned: the app only reads its claims) expiring at `exp`, seconds since the epoch. */
function accessToken(exp: number): string {
  const claims = { role: 'admin', sub: 'USR-0001', corpID: 'CORP-1', email: 'a@x', exp };
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '');
  return `h.${payload}.s`;
}

/** A promise and its resolve (Promise.withResolvers needs Node 22; the project runs on 20). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  const settle: { resolve?: () => void } = {};
  const promise = new Promise<void>((done) => {
    settle.resolve = done;
  });
  return { promise, resolve: () => settle.resolve?.() };
}

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
const nowS = NOW / 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  endPhoneSession();
  vi.useRealTimers();
});

describe('refreshDue: under 60 seconds of the access token left', () => {
  it('is due under 60 s and after the expiry, not at 60 s or more', () => {
    expect(refreshDue(nowS + 61, NOW)).toBe(false);
    expect(refreshDue(nowS + 60, NOW)).toBe(false);
    expect(refreshDue(nowS + 59, NOW)).toBe(true);
    expect(refreshDue(nowS + 60, NOW + 1)).toBe(true);
    expect(refreshDue(nowS - 5, NOW)).toBe(true);
  });
});

describe('the 10-second refresh check', () => {
  it('looks every 10 s and refreshes at the first look with under 60 s left', async () => {
    // 2 minutes left: the looks at 10 ... 60 s see 110 ... 60 s left; the one at 70 s sees 50 s.
    storeTokens({ accessToken: accessToken(nowS + 120), refreshToken: 'r' });
    const refresh = vi.fn<() => Promise<void>>(() => Promise.resolve());
    startRefreshCheck(refresh);
    await vi.advanceTimersByTimeAsync(69_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again only when the new token is itself nearly out', async () => {
    storeTokens({ accessToken: accessToken(nowS + 30), refreshToken: 'r' });
    const refresh = vi.fn<() => Promise<void>>(() => {
      // The refresh stores a 5-minute token, as device/token gives.
      storeTokens({ accessToken: accessToken(Date.now() / 1000 + 300), refreshToken: 'r2' });
      return Promise.resolve();
    });
    startRefreshCheck(refresh);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Next due when under 60 s of the 300 are left: at the look 250 s later (50 s left).
    await vi.advanceTimersByTimeAsync(240_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not start a second refresh while one is on its way, and tries again after a failure', async () => {
    storeTokens({ accessToken: accessToken(nowS + 30), refreshToken: 'r' });
    const pending = deferred();
    const refresh = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => pending.promise)
      .mockRejectedValueOnce(new Error('unreachable'))
      .mockResolvedValue(undefined);
    startRefreshCheck(refresh);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    pending.resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops when the session is gone, and when the phone session ends', async () => {
    storeTokens({ accessToken: accessToken(nowS + 30), refreshToken: 'r' });
    const refresh = vi.fn<() => Promise<void>>(() => Promise.resolve());
    beginPhoneSession(refresh);
    expect(isPhoneSession()).toBe(true);
    endPhoneSession();
    expect(isPhoneSession()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();

    startRefreshCheck(refresh);
    clearTokens();
    await vi.advanceTimersByTimeAsync(10_000);
    storeTokens({ accessToken: accessToken(nowS + 30), refreshToken: 'r' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
