// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../shared/contracts/all';
import type { Account } from '../../shared/domain/accounts';
import { call, post, setBankBase, signIn } from '../testingCalls';
import { allowedOrigin, HttpRouter, startHttpBank, type HttpBank } from './httpBank';

let http: HttpBank;
beforeAll(async () => {
  http = await startHttpBank({ port: 0, scenario: 'default' });
  setBankBase(http.url);
});
afterAll(async () => {
  setBankBase('');
  await http.close();
});

/** The security headers of an API answer (src/shared/securityHeaders.ts API_SECURITY_HEADERS). */
const headersOf = (answer: Response) => ({
  'content-security-policy': answer.headers.get('content-security-policy'),
  'x-content-type-options': answer.headers.get('x-content-type-options'),
  'cache-control': answer.headers.get('cache-control'),
  'strict-transport-security': answer.headers.get('strict-transport-security'),
  'referrer-policy': answer.headers.get('referrer-policy'),
});
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
};

describe('the mock bank over HTTP', () => {
  it('signs in with the SMS code and answers the accounts, as the bank in the page does', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const answer = await call<{ accounts: Account[] }>('/v1/boom/accounts', {
      bearer: accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.accounts[0]).toMatchObject({
      currency: 'SGD',
      accountName: 'Main account',
      currentBalance: 486_250_750_000,
    });
  });

  it('refuses a malformed request by its contract, naming the field', async () => {
    const { accessToken } = await signIn('accountant@demo.test');
    expect(
      await post('/v1/boom/accounts', { bearer: accessToken, body: { currency: 'USD' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'accountName' },
    });
  });

  it('answers 401 without a token, 503 for a call it does not offer, and requires the request headers', async () => {
    expect(await call('/v1/boom/accounts')).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
    expect(await call('/v1/boom/not-yet')).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
    const bare = await fetch(`${http.url}/v1/boom/accounts`);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ code: 'MISSING_REQUEST_ID' });
  });

  it('lets a page of this machine call it with credentials (CORS), and no other', async () => {
    const preflight = await fetch(`${http.url}/v1/boom/accounts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    // And every header a contract declares (login's X-Remember-Token).
    const declared = ALL_CONTRACTS.flatMap((c) => Object.keys(c.headers ?? {}));
    expect(declared).toContain('X-Remember-Token');
    for (const name of declared)
      expect(preflight.headers.get('access-control-allow-headers')).toContain(name);
    const foreign = await fetch(`${http.url}/v1/boom/accounts`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the security headers of an API on answers and preflights: JSON only, never stored', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const answer = await fetch(`${http.url}/v1/boom/accounts`, {
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'X-Request-Id': 'headers-1',
        'X-Device-Id': 'headers-device',
      },
    });
    expect(answer.status).toBe(200);
    expect(headersOf(answer)).toEqual(API_HEADERS);
    const refused = await fetch(`${http.url}/v1/boom/accounts`);
    expect(refused.status).toBe(400);
    expect(headersOf(refused)).toEqual(API_HEADERS);
    const preflight = await fetch(`${http.url}/v1/boom/accounts`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(headersOf(preflight)).toEqual(API_HEADERS);
  });
});

describe('allowedOrigin', () => {
  it('names the listed origins only, else pages served from this machine over http', () => {
    expect(allowedOrigin('http://localhost:5173', [])).toBe('http://localhost:5173');
    expect(allowedOrigin('https://localhost:5173', [])).toBeNull();
    expect(allowedOrigin('http://10.0.0.2:5173', [])).toBeNull();
    expect(allowedOrigin('https://app.example', ['https://app.example'])).toBe(
      'https://app.example',
    );
    expect(allowedOrigin('http://localhost:5173', ['https://app.example'])).toBeNull();
    expect(allowedOrigin(undefined, [])).toBeNull();
  });
});

/** A handler that answers its own name. */
const named = (name: string) => () => name;

describe('HttpRouter', () => {
  it('prefers a static segment over a parameter, and a parameter over a catch-all', () => {
    const router = new HttpRouter();
    router.get('/v1/*rest', named('rest'));
    router.get('/v1/boom/approval/:id', named('param'));
    router.get('/v1/boom/approval/policy', named('static'));
    const run = (path: string) =>
      router
        .find('GET', path)
        ?.handler({ method: 'GET', path, headers: {}, body: {}, params: {}, query: {} });
    expect(run('/v1/boom/approval/policy')).toBe('static');
    expect(router.find('GET', '/v1/boom/approval/AR%201')?.params).toEqual({ id: 'AR 1' });
    expect(run('/v1/anything/else')).toBe('rest');
    expect(router.find('POST', '/v1/boom/approval/policy')).toBeNull();
    // Moved here from the shared matchPath this router replaced: a missing or misspelt segment.
    router.get('/v1/boom/accounts', named('accounts'));
    expect(router.find('GET', '/v1/boom/approval/A%201%2F2')?.params).toEqual({ id: 'A 1/2' });
    expect(router.find('GET', '/v1/boom/accounts')?.params).toEqual({});
    expect(run('/v1/boom/approvals/x')).toBe('rest');
    router.get('/boom/v2/only/:id', named('only'));
    expect(router.find('GET', '/boom/v2/only')).toBeNull();
    expect(router.find('GET', '/boom/v2/onlyx/1')).toBeNull();
    expect(router.find('GET', '/other')).toBeNull();
  });
});
