// @vitest-environment node
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import { ATTACHMENT_BYTES_MAX, ATTACHMENTS_MAX } from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import { toMicros } from '../../shared/money';
import { CALL_BODY_MAX, CALLS_KEPT } from '../bank';
import { bankControls, type BankControls } from '../bankControls';
import { call, setBankBase, signIn } from '../testingCalls';
import { pay, payoutRequest, recipientsOf, withPayoutCode } from '../testingPayments';
import { startHttpBank, type HttpBank } from './httpBank';
import { rawExchange, rawJson, send } from './rawHttp';

/**
 * The attacks of issue 22 on the HTTP bank, each by its name: a request that stopped the process
 * (and wiped its state), bodies kept for ever, bodies of any size parsed on every route.
 */

let http: HttpBank;
let bank: BankControls;
beforeAll(async () => {
  localStorage.clear();
  http = await startHttpBank({ port: 0, scenario: 'default' });
  bank = bankControls(http.bank);
  setBankBase(http.url);
});
afterAll(async () => {
  setBankBase('');
  await http.close();
});

/** The headers every call of the app carries. */
const APP = { 'X-Request-Id': 'attack-1', 'X-Device-Id': 'attack-device' };
const MAINTENANCE = '/v1/boom/auth/maintenance';

/** The bank still answers an ordinary call, with the state it had (the maintenance notices). */
async function stillAnswers(): Promise<void> {
  const after = await call(MAINTENANCE);
  expect(after.status).toBe(200);
}

const BAD_ENCODING = {
  code: 'INVALID_PARAM_ERROR',
  description: 'The request path is not valid percent-encoding.',
};

describe('a request that stopped the HTTP bank', () => {
  it('GET /v1/%ZZ with no headers stopped the process: now 400 INVALID_PARAM_ERROR, and the bank keeps its state', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await send(http.url, 'GET', '/v1/%ZZ')).toEqual({ status: 400, body: BAD_ENCODING });
    // Same process, same state: the token issued before is still good.
    expect((await call('/v1/boom/accounts', { bearer: accessToken })).status).toBe(200);
  });

  it('a bad % sequence inside an id stopped the process: now 400', async () => {
    for (const path of [
      '/v1/boom/approval/AR%E0%A4%A',
      '/v1/boom/approval/%',
      '/boom/v2/payouts/recipients/detail/%C0%80',
    ])
      expect(await send(http.url, 'GET', path, APP)).toEqual({ status: 400, body: BAD_ENCODING });
    await stillAnswers();
  });

  it('the raw request line GET http://[ HTTP/1.1 stopped the process: now 400, and the bank answers the next connection', async () => {
    const bare = await rawExchange(http.url, 'GET http://[ HTTP/1.1\r\n\r\n');
    // Without a Host header Node itself refuses it (HTTP/1.1 requires one).
    expect(bare.status).toBe(400);
    const withHost = await rawExchange(
      http.url,
      'GET http://[ HTTP/1.1\r\nHost: bank\r\nConnection: close\r\n\r\n',
    );
    expect(withHost.status).toBe(400);
    expect(rawJson(withHost)).toEqual({
      code: 'INVALID_PARAM_ERROR',
      description: 'The request target is not a path.',
    });
    const zz = await rawExchange(
      http.url,
      'GET /v1/%ZZ HTTP/1.1\r\nHost: bank\r\nConnection: close\r\n\r\n',
    );
    expect(zz.status).toBe(400);
    expect(rawJson(zz)).toEqual(BAD_ENCODING);
    await stillAnswers();
  });

  it('a request line Node cannot parse is answered 400 with a {code, description} body, and closed', async () => {
    const broken = await rawExchange(http.url, 'GET / HTTP/1.1\r\nBad Header\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(broken.text).toContain('Connection: close');
    expect(rawJson(broken)).toEqual({
      code: 'INVALID_PARAM_ERROR',
      description: 'The request could not be read as HTTP.',
    });
    await stillAnswers();
  });

  it('a client that goes away mid-body stopped the process: now it is let go', async () => {
    // What would stop a process: an error nobody handled.
    const unhandled: unknown[] = [];
    const record = (error: unknown) => unhandled.push(error);
    process.on('unhandledRejection', record);
    process.on('uncaughtException', record);
    const { hostname, port } = new URL(http.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          'POST /boom/v2/auth/login HTTP/1.1\r\nHost: bank\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', record);
    process.off('uncaughtException', record);
    expect(unhandled).toEqual([]);
    await stillAnswers();
  });
});

describe('bodies of any size on every route', () => {
  const LOGIN_LIMIT = {
    code: 'INVALID_PARAM_ERROR',
    description:
      'The request body is larger than 1 MB, the limit of POST /boom/v2/auth/login. Nothing was done.',
  };

  it('a 2 MB body on a route that takes 1 MB was parsed: now 413 before it is read', async () => {
    const body = JSON.stringify({ email: 'admin@demo.test', password: 'x'.repeat(2_000_000) });
    expect(
      await send(
        http.url,
        'POST',
        '/boom/v2/auth/login',
        { ...APP, 'Content-Type': 'application/json' },
        body,
      ),
    ).toEqual({ status: 413, body: LOGIN_LIMIT });
    await stillAnswers();
  });

  it('a chunked body that grows past 1 MB is cut off at the limit with 413, and the connection closed', async () => {
    const chunk = 'x'.repeat(256 * 1024);
    const chunks = Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const answer = await rawExchange(
      http.url,
      `POST /boom/v2/auth/login HTTP/1.1\r\nHost: bank\r\nTransfer-Encoding: chunked\r\n\r\n${chunks.join('')}0\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('Connection: close');
    expect(rawJson(answer)).toEqual(LOGIN_LIMIT);
    await stillAnswers();
  });

  it('a body that is not a JSON object was read as {}: now 400 INVALID_PARAM_ERROR', async () => {
    const headers = { ...APP, 'Content-Type': 'application/json' };
    for (const body of ['[1,2]', '"text"', 'null', '{"deviceId":', 'not json'])
      expect(await send(http.url, 'POST', '/v1/boom/auth/register-device', headers, body)).toEqual({
        status: 400,
        body: {
          code: 'INVALID_PARAM_ERROR',
          description: 'The request body is not a JSON object.',
        },
      });
  });

  it('an unauthenticated 30 MB payout was read whole before its 401: now answered from its headers, the body unread', async () => {
    const answer = await rawExchange(
      http.url,
      'POST /boom/v2/payouts/send-payment HTTP/1.1\r\nHost: bank\r\nX-Request-Id: r\r\nX-Device-Id: d\r\nContent-Type: application/json\r\nContent-Length: 30000000\r\n\r\n{"fileBufferList":',
    );
    expect(answer.status).toBe(401);
    expect(answer.text).toContain('Connection: close');
    expect(rawJson(answer)).toEqual({
      code: 'INVALID_ACCESS_TOKEN',
      description: 'The access token is missing, expired or no longer valid. Sign in again.',
    });
    await stillAnswers();
  });

  it('a money call nested 10,000 levels deep overflowed the stack (500): now 400 before any rule walks it', async () => {
    const headers = { ...APP, 'Idempotency-Key': 'deep-1', 'Content-Type': 'application/json' };
    const deep = `{"amount":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(await send(http.url, 'POST', '/v1/boom/transfers', headers, deep)).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        description: 'The request body nests more than 32 levels deep.',
      },
    });
  });

  it('a payout with 5 attachments of 5 MB still fits its call, and one byte over its limit is 413', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const accounts = (
      await call<{ accounts: Account[] }>('/v1/boom/accounts', { bearer: accessToken })
    ).body.accounts;
    const from = accounts.find((a) => a.accountName === 'Main account');
    const to = (await recipientsOf(accessToken)).find(
      (r: Recipient) =>
        r.recipientType === 'LOCAL' &&
        r.currency === 'SGD' &&
        !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
    );
    if (!from || !to) throw new Error('no main account or FAST recipient');
    // A real PDF's first bytes: the bank checks content against the declared type.
    const pdf = Buffer.alloc(ATTACHMENT_BYTES_MAX, 7);
    pdf.write('%PDF-1.7\n');
    const file = pdf.toString('base64');
    const files = Array.from({ length: ATTACHMENTS_MAX }, (_, i) => ({
      fileName: `invoice-${i}.pdf`,
      fileType: 'application/pdf',
      bufferFile: file,
    }));
    const request = await withPayoutCode(
      accessToken,
      payoutRequest(from, to, toMicros('10.00'), {}, { fileBufferList: files }),
      from,
      to,
    );
    const paid = await pay(accessToken, 'FAST', request);
    expect(paid.status).toBe(200);
    // Its limit: the five files encoded plus 1 MB for the rest.
    const limit = ATTACHMENTS_MAX * 4 * Math.ceil(ATTACHMENT_BYTES_MAX / 3) + 1024 * 1024;
    expect(
      await send(http.url, 'POST', '/boom/v2/payouts/send-payment', {
        ...APP,
        Authorization: `Bearer ${accessToken}`,
        'Content-Length': String(limit + 1),
      }),
    ).toEqual({
      status: 413,
      body: {
        code: 'INVALID_PARAM_ERROR',
        description:
          'The request body is larger than 35 MB, the limit of POST /boom/v2/payouts/send-payment. Nothing was done.',
      },
    });
  });
});

describe('request bodies kept for ever', () => {
  it('money calls sent before authentication were all kept with their bodies: now the last 500 calls, and no large body', async () => {
    bank.clearCalls();
    // 14 kB bodies with an idempotency key and no token: each refused, none kept whole.
    const body = JSON.stringify({ junk: 'x'.repeat(14_000) });
    const headers = { ...APP, 'Idempotency-Key': 'k', 'Content-Type': 'application/json' };
    const runs = CALLS_KEPT + 20;
    for (let i = 0; i < runs; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, () =>
          send(http.url, 'POST', '/v1/boom/transfers', headers, body),
        ),
      );
    const kept = bank.calls();
    expect(kept).toHaveLength(CALLS_KEPT);
    expect(kept.filter((c) => c.body !== undefined)).toEqual([]);
    // A small money body is still kept, for the tests that check what the app sent.
    const small = { amount: 1 };
    await send(http.url, 'POST', '/v1/boom/transfers', headers, JSON.stringify(small));
    expect(bank.calls()).toHaveLength(CALLS_KEPT);
    expect(bank.calls().at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/boom/transfers',
      body: small,
    });
    expect(JSON.stringify(small).length).toBeLessThanOrEqual(CALL_BODY_MAX);
  });
});
