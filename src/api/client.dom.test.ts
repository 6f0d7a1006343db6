import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadableStream } from 'node:stream/web';
import { ApiError } from './ApiError';
import { refreshTokens } from '../shared/contracts/auth';
import {
  apiRequest,
  armForcedLogout,
  configureApiClient,
  isOfflineForMoney,
  newMoneyIntent,
} from './client';
import { readAccessToken, readRefreshToken, storeTokens } from './tokens';

const REFRESH_PATH = refreshTokens.path;

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function headerOf(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

let calls: { url: string; init: RequestInit }[] = [];
function stubFetch(handler: Handler): void {
  calls = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(handler(url, init));
  });
}

const onForcedLogout = vi.fn<() => void>();

beforeEach(() => {
  onForcedLogout.mockReset();
  configureApiClient({ baseUrl: '', onForcedLogout });
  armForcedLogout();
  storeTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('every call', () => {
  it('carries a request id, the device id and credentials', async () => {
    stubFetch(() => json(200, { ok: true }));
    await apiRequest('/v1/boom/auth/user/profile');
    const [first] = calls;
    expect(first).toBeDefined();
    expect(headerOf(first!.init, 'X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(first!.init, 'X-Device-Id')).toBe(localStorage.getItem('device.id'));
    expect(headerOf(first!.init, 'Authorization')).toBe('Bearer old-access');
    expect(first!.init.credentials).toBe('include');
  });

  it('uses a new request id for each call', async () => {
    stubFetch(() => json(200, {}));
    await apiRequest('/a');
    await apiRequest('/b');
    expect(headerOf(calls[0]!.init, 'X-Request-Id')).not.toBe(
      headerOf(calls[1]!.init, 'X-Request-Id'),
    );
  });
});

describe('token refresh', () => {
  it('makes exactly one refresh call for 50 parallel 401s and retries each call once', async () => {
    stubFetch(async (url, init) => {
      if (url === REFRESH_PATH) {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { accessToken: 'new-access', refreshToken: 'refresh-2' });
      }
      return headerOf(init, 'Authorization') === 'Bearer new-access'
        ? json(200, { url })
        : json(401, { code: 'INVALID_ACCESS_TOKEN' });
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => apiRequest<{ url: string }>(`/item/${i}`)),
    );
    expect(results.map((r) => r.url)).toEqual(Array.from({ length: 50 }, (_, i) => `/item/${i}`));
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(calls.filter((c) => c.url !== REFRESH_PATH)).toHaveLength(100);
    expect(headerOf(calls.find((c) => c.url === REFRESH_PATH)!.init, 'Authorization')).toBe(
      'Bearer refresh-1',
    );
    expect(readAccessToken()).toBe('new-access');
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('forces logout exactly once when the refresh fails for 50 parallel 401s', async () => {
    stubFetch((url) =>
      url === REFRESH_PATH
        ? json(401, { code: 'INVALID_TOKEN' })
        : json(401, { code: 'INVALID_ACCESS_TOKEN' }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => apiRequest(`/item/${i}`)),
    );
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
  });

  it('forces logout when the refresh answer breaks its contract, storing nothing of it', async () => {
    stubFetch((url) =>
      url === REFRESH_PATH
        ? json(200, { accessToken: 'new-access' })
        : json(401, { code: 'INVALID_ACCESS_TOKEN' }),
    );
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
  });

  it('forces logout without calling refresh when there is no refresh token', async () => {
    sessionStorage.removeItem('auth.refreshToken');
    stubFetch(() => json(401, { code: 'INVALID_ACCESS_TOKEN' }));
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls.some((c) => c.url === REFRESH_PATH)).toBe(false);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 of a basic-auth call such as login', async () => {
    stubFetch(() => json(401, { code: 'INVALID_CLIENT_AUTH' }));
    await expect(
      apiRequest('/boom/v2/auth/login', { method: 'POST', auth: 'basic' }),
    ).rejects.toMatchObject({
      code: 'INVALID_CLIENT_AUTH',
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('ends the session when the bank says the user was suspended, and not for another 403', async () => {
    stubFetch(() => json(403, { code: 'NO_PERMISSION_API' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'NO_PERMISSION_API' });
    expect(onForcedLogout).not.toHaveBeenCalled();
    stubFetch(() => json(403, { code: 'SUSPENDED_ACCOUNT' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      code: 'SUSPENDED_ACCOUNT',
      message: 'Your account has been suspended.',
    });
    expect(onForcedLogout).toHaveBeenCalledWith('SUSPENDED_ACCOUNT');
    expect(readAccessToken()).toBeNull();
  });
});

const expired = () => json(401, { code: 'INVALID_ACCESS_TOKEN' });
const NETWORK_MESSAGE = "We couldn't reach the bank. Please check your connection and try again.";

/** The session is kept as it was: no forced logout (which deletes the cache), both tokens. */
function expectSessionKept(): void {
  expect(onForcedLogout).not.toHaveBeenCalled();
  expect(readAccessToken()).toBe('old-access');
  expect(readRefreshToken()).toBe('refresh-1');
}

describe('a refresh the bank does not answer', () => {
  it('keeps the session and fails the call as unreachable when the refresh finds no network', async () => {
    stubFetch((url) => {
      if (url === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return expired();
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: NETWORK_MESSAGE,
    });
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expectSessionKept();
  });

  it('keeps the session and fails the call as unreachable when the refresh gets a 500', async () => {
    stubFetch((url) =>
      url === REFRESH_PATH ? json(500, { code: 'INTERNAL_SERVER_ERROR' }) : expired(),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_MESSAGE,
    });
    expectSessionKept();
  });

  it('keeps the session and fails the call as unreachable when the refresh times out', async () => {
    vi.useFakeTimers();
    stubFetch((url, init) => {
      if (url !== REFRESH_PATH) return expired();
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    });
    const pending = apiRequest('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ kind: 'network', message: NETWORK_MESSAGE });
    expectSessionKept();
  });

  it('refuses money calls before sending until a refresh gets through, then retries the refresh', async () => {
    // A 503 on the refresh: every fetch got an answer, yet the session could not be renewed.
    stubFetch((url) =>
      url === REFRESH_PATH ? json(503, { code: 'SERVICE_UNAVAILABLE' }) : expired(),
    );
    await expect(apiRequest('/v1/boom/accounts')).rejects.toMatchObject({ kind: 'network' });
    // The connection is back but the session is not renewed yet: a money call is not sent.
    stubFetch((url, init) => {
      if (url === REFRESH_PATH)
        return json(200, { accessToken: 'new-access', refreshToken: 'refresh-2' });
      return headerOf(init, 'Authorization') === 'Bearer new-access'
        ? json(200, { url })
        : expired();
    });
    expect(isOfflineForMoney()).toBe(true);
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() }),
    ).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(0);
    // The next call (a sync) refreshes and succeeds; money calls go out again.
    await expect(apiRequest('/v1/boom/accounts')).resolves.toEqual({ url: '/v1/boom/accounts' });
    expect(calls.map((c) => c.url)).toEqual([
      '/v1/boom/accounts',
      REFRESH_PATH,
      '/v1/boom/accounts',
    ]);
    expect(readAccessToken()).toBe('new-access');
    expect(isOfflineForMoney()).toBe(false);
    await apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() });
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('still forces logout when the retried refresh is refused (403)', async () => {
    stubFetch((url) => {
      if (url === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return expired();
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({ kind: 'network' });
    stubFetch((url) => (url === REFRESH_PATH ? json(403, { code: 'INVALID_TOKEN' }) : expired()));
    await expect(apiRequest('/x')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
    expect(isOfflineForMoney()).toBe(false);
  });
});

describe('errors', () => {
  it('turns an error answer into a typed ApiError with the catalogue message', async () => {
    stubFetch(() => json(404, { code: 'RESOURCE_NOT_FOUND', description: 'no such user' }));
    const error = await apiRequest('/boom/v2/auth/login', { auth: 'basic' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'RESOURCE_NOT_FOUND',
      description: 'no such user',
      // Outside the login the spec gives no text: the login's own text is the login page's (loginFailure.ts).
      message:
        "We couldn't find what you asked for: it may have been removed or changed. Please refresh the page and try again.",
      severity: 'warning',
    });
  });

  it("stores 'Unknown API error code' when the answer has no code", async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      code: 'Unknown API error code',
      message: 'Please try again later',
    });
  });

  it('rejects with a typed timeout error after 30 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    });
    const pending = apiRequest('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', name: 'ApiError' });
  });

  it('reports a network failure as kind network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('money calls', () => {
  it('are refused before sending while the browser is offline', async () => {
    stubFetch(() => json(200, {}));
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() }),
    ).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(calls).toHaveLength(0);
    spy.mockRestore();
  });

  it('are refused after the last call failed on the network, until a call gets through', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/v1/boom/accounts')).rejects.toMatchObject({ kind: 'network' });
    stubFetch(() => json(200, {}));
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() }),
    ).rejects.toMatchObject({
      kind: 'offline',
    });
    await apiRequest('/v1/boom/accounts');
    await apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() });
    expect(calls.map((c) => c.url)).toEqual(['/v1/boom/accounts', '/v1/boom/transfers']);
  });

  it('may send an intent whose answer was lost again, and only that one, while other money waits', async () => {
    const lost = newMoneyIntent();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: lost }),
    ).rejects.toMatchObject({ kind: 'network' });
    stubFetch(() => json(200, { ok: true }));
    // A new intent is refused before sending: the last call found no network.
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() }),
    ).rejects.toMatchObject({ kind: 'offline' });
    // The unanswered one goes again, under its key: the bank answers it at most once.
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: lost }),
    ).resolves.toEqual({ ok: true });
    expect(calls.map((c) => headerOf(c.init, 'Idempotency-Key'))).toEqual([lost.idempotencyKey]);
  });

  it('never send again while the browser says it is offline, even an unanswered intent', async () => {
    const lost = newMoneyIntent();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: lost }),
    ).rejects.toMatchObject({ kind: 'network' });
    stubFetch(() => json(200, {}));
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      apiRequest('/v1/boom/transfers', { method: 'POST', money: lost }),
    ).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(0);
    spy.mockRestore();
    // A call that gets through clears the network failure for the next test.
    await apiRequest('/v1/boom/accounts');
  });

  it('carry the same idempotency key on every retry of one intent', async () => {
    stubFetch(() => json(200, {}));
    const intent = newMoneyIntent();
    await apiRequest('/v1/boom/transfers', { method: 'POST', money: intent });
    await apiRequest('/v1/boom/transfers', { method: 'POST', money: intent });
    await apiRequest('/v1/boom/transfers', { method: 'POST', money: newMoneyIntent() });
    const keys = calls.map((c) => headerOf(c.init, 'Idempotency-Key'));
    expect(keys[0]).toBe(intent.idempotencyKey);
    expect(keys[1]).toBe(intent.idempotencyKey);
    expect(keys[2]).not.toBe(intent.idempotencyKey);
  });
});

/** An answer streamed in chunks, with its length said, as the HTTP bank sends one. */
function streamed(text: string, chunk: number): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
  });
}

describe('a long answer (an export)', () => {
  it('reports the bytes read against the length the bank said', async () => {
    const answer = JSON.stringify({ bufferFile: 'x'.repeat(1_000) });
    stubFetch(() => streamed(answer, 256));
    const progress: [number, number | null][] = [];
    const body = await apiRequest<{ bufferFile: string }>('/v1/test/file', {
      method: 'POST',
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(body.bufferFile).toHaveLength(1_000);
    expect(progress.at(-1)).toEqual([answer.length, answer.length]);
    expect(progress.length).toBeGreaterThan(1);
  });

  it('rejects with an AbortError, not an ApiError, when cancelled', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const cancel = new AbortController();
    const call = apiRequest('/v1/test/file', { method: 'POST', signal: cancel.signal });
    cancel.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOfflineForMoney()).toBe(false);
  });
});
