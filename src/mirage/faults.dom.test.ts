import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathMatches } from './faults';
import { startMockBank, type MockBankControls } from './mockBank';
import { call, signIn, startTestBank } from './testing';

let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
});
afterEach(() => {
  bank.shutdown();
  vi.useRealTimers();
});

function setOnline(online: boolean): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  return () => {
    if (own) Object.defineProperty(navigator, 'onLine', own);
    else Reflect.deleteProperty(navigator, 'onLine');
  };
}

describe('failNext', () => {
  it('failNext answers the chosen code once', async () => {
    bank.faults.failNext('/v1/boom/auth/maintenance', 'SERVICE_UNAVAILABLE', 503);
    expect(bank.faults.state().pending).toEqual([
      { path: '/v1/boom/auth/maintenance', code: 'SERVICE_UNAVAILABLE', status: 503 },
    ]);
    const failed = await call('/v1/boom/auth/maintenance');
    expect(failed).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect(failed.body.description).toEqual(expect.stringContaining('SERVICE_UNAVAILABLE'));
    expect((await call('/v1/boom/auth/maintenance')).status).toBe(200);
    expect(bank.faults.state().pending).toEqual([]);
  });

  it('answers 400 when no status is given, and only on the chosen path', async () => {
    bank.faults.failNext('/v1/boom/auth/user/profile', 'INVALID_PARAMETER');
    expect((await call('/v1/boom/auth/maintenance')).status).toBe(200);
    expect(await call('/v1/boom/auth/user/profile')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER' },
    });
  });

  it('matches a Mirage path pattern', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    bank.faults.failNext(
      '/v1/boom/user/feature-callout/update/:featureId',
      'INTERNAL_SERVER_ERROR',
      500,
    );
    expect(
      (
        await call('/v1/boom/user/feature-callout/update/Totp', {
          method: 'PUT',
          bearer: accessToken,
        })
      ).status,
    ).toBe(500);
    expect(pathMatches('/v1/boom/x/:id', '/v1/boom/x/42')).toBe(true);
    expect(pathMatches('/v1/boom/x/:id', '/v1/boom/x/42/more')).toBe(false);
    expect(pathMatches('/v1/*rest', '/v1/boom/anything/at/all')).toBe(true);
  });
});

describe('network', () => {
  it('network down rejects like an unreachable network and records no call', async () => {
    bank.clearCalls();
    bank.faults.setNetworkDown(true);
    const failure = await call('/v1/boom/auth/maintenance').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('Failed to fetch');
    expect(bank.calls()).toEqual([]);
    bank.faults.setNetworkDown(false);
    await call('/v1/boom/auth/maintenance');
    expect(bank.calls()).toEqual([
      { method: 'GET', path: '/v1/boom/auth/maintenance', at: expect.any(Number) },
    ]);
  });

  it('a browser that is offline reaches no mock bank either', async () => {
    const restore = setOnline(false);
    try {
      await expect(call('/v1/boom/auth/maintenance')).rejects.toThrow('Failed to fetch');
      expect(bank.calls()).toEqual([]);
    } finally {
      restore();
    }
  });

  it('adds the chosen latency to every API answer', async () => {
    bank.faults.setLatency(200);
    const started = performance.now();
    await call('/v1/boom/auth/maintenance');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    bank.faults.clear();
    expect(bank.faults.state()).toEqual({
      latencyMs: 0,
      networkDown: false,
      pending: [],
      lostAnswers: [],
      payoutFailure: null,
    });
  });

  it('gives up waiting when the caller aborts, as fetch does', async () => {
    bank.faults.setLatency(5000);
    const controller = new AbortController();
    const pending = fetch('/v1/boom/auth/maintenance', {
      signal: controller.signal,
      headers: { 'X-Request-Id': '1', 'X-Device-Id': 'd' },
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('lost answers', () => {
  it('drop: the bank answers the call, then the answer is lost like a broken connection', async () => {
    bank.clearCalls();
    bank.faults.loseNextAnswer('/v1/boom/auth/maintenance');
    expect(bank.faults.state().lostAnswers).toEqual([
      { path: '/v1/boom/auth/maintenance', kind: 'drop' },
    ]);
    await expect(call('/v1/boom/auth/maintenance')).rejects.toThrow('Failed to fetch');
    // The bank received (and did) it: only the answer is gone.
    expect(bank.calls().map((c) => c.path)).toEqual(['/v1/boom/auth/maintenance']);
    expect((await call('/v1/boom/auth/maintenance')).status).toBe(200);
    expect(bank.faults.state().lostAnswers).toEqual([]);
  });

  it('timeout: the answer never comes, until the caller gives up', async () => {
    bank.faults.loseNextAnswer('/v1/boom/auth/:name', 'timeout');
    const controller = new AbortController();
    const pending = fetch('/v1/boom/auth/maintenance', {
      signal: controller.signal,
      headers: { 'X-Request-Id': '1', 'X-Device-Id': 'd' },
    });
    const settled = vi.fn<() => void>();
    void pending.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
    expect(bank.calls().at(-1)?.path).toBe('/v1/boom/auth/maintenance');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves other paths answered, and clear() forgets the pending losses', async () => {
    bank.faults.loseNextAnswer('/v1/boom/user/feature-toggle');
    expect((await call('/v1/boom/auth/maintenance')).status).toBe(200);
    bank.faults.clear();
    expect((await call('/v1/boom/user/feature-toggle')).status).toBe(401);
  });
});

describe('calls and routing', () => {
  it('records every API call received, and clearCalls forgets them', async () => {
    await call('/v1/boom/auth/maintenance');
    await call('/v1/boom/user/feature-toggle');
    expect(bank.calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/boom/auth/maintenance',
      'GET /v1/boom/user/feature-toggle',
    ]);
    bank.clearCalls();
    expect(bank.calls()).toEqual([]);
  });

  it('answers calls the mock bank does not offer with 503 SERVICE_UNAVAILABLE', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await call('/v1/boom/not-a-call', { method: 'POST' })).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect((await call('/boom/v9/nothing')).status).toBe(503);
    expect(warn).toHaveBeenCalled();
  });

  it('serves the API under an apiBaseUrl too', async () => {
    bank.shutdown();
    bank = startMockBank({
      environment: 'test',
      mountPanel: false,
      apiBaseUrl: 'https://api.bank.test/',
    });
    expect((await call('https://api.bank.test/v1/boom/auth/maintenance')).status).toBe(200);
    bank.faults.failNext('/v1/boom/auth/maintenance', 'INTERNAL_SERVER_ERROR', 500);
    expect((await call('https://api.bank.test/v1/boom/auth/maintenance')).status).toBe(500);
    expect(bank.calls().map((c) => c.path)).toEqual([
      '/v1/boom/auth/maintenance',
      '/v1/boom/auth/maintenance',
    ]);
  });
});
