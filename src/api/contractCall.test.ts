import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAccounts, renameAccount } from '../shared/contracts/accounts';
import { defineContract } from '../shared/contracts/contract';
import { ApiError } from './ApiError';
import { armForcedLogout, configureApiClient, newMoneyIntent } from './client';
import { call, setAnswerChecks } from './contractCall';
import { storeTokens } from './tokens';

const ACCOUNT = {
  accountNumber: '885168000001',
  accountName: 'Main account',
  currency: 'SGD',
  currentBalance: 486_250_750_000,
  accountHolderName: 'Demo Pte. Ltd.',
  bankName: 'Demo Bank',
  bankSwift: 'DEMOSGSG',
  isDefaultAccount: true,
  isLowAccountBalance: false,
  accountOrder: 0,
};

let sent: { url: string; init: RequestInit }[] = [];
function answer(status: number, body: unknown): void {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
}

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://bank.test', onForcedLogout: () => undefined });
  armForcedLogout();
  storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAnswerChecks(true);
});

describe('a contract call', () => {
  it('sends the method and path of its contract and answers the parsed answer', async () => {
    answer(200, { accounts: [ACCOUNT], extra: 'dropped' });
    expect(await call(listAccounts)).toEqual({ accounts: [ACCOUNT] });
    expect(sent[0]?.url).toBe('https://bank.test/v1/boom/accounts');
    expect(sent[0]?.init.method).toBe('GET');
  });

  it('builds the path from the template and the body from the input', async () => {
    const contract = defineContract({
      id: 'test.decide',
      method: 'POST',
      path: '/v1/boom/approval/:referenceId/decision',
      summary: 'test',
      auth: 'bearer',
      params: z.object({ referenceId: z.string() }),
      body: z.object({ approve: z.boolean() }),
      errors: [],
    });
    answer(200, {});
    await call(contract, { params: { referenceId: 'AR 7' }, body: { approve: true } });
    expect(sent[0]?.url).toBe('https://bank.test/v1/boom/approval/AR%207/decision');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ approve: true });
  });

  it('sends the headers its contract declares, and refuses to send one it does not', async () => {
    const contract = defineContract({
      id: 'test.login',
      method: 'POST',
      path: '/boom/v2/auth/login',
      summary: 'test',
      auth: 'none',
      headers: { 'X-Remember-Token': 'test' },
      errors: [],
    });
    answer(200, {});
    await call(contract, { headers: { 'X-Remember-Token': 'secret' } });
    const headers = sent[0]?.init.headers as Record<string, string> | undefined;
    expect(headers?.['X-Remember-Token']).toBe('secret');
    await expect(
      call(listAccounts, { headers: { 'X-Remember-Token': 'secret' } as never }),
    ).rejects.toThrow(new TypeError('accounts.list declares no X-Remember-Token header'));
  });

  it('carries the field a refusal names, so a malformed request is told apart from a rule', async () => {
    answer(400, {
      code: 'INVALID_PARAM_ERROR',
      description: 'accountName: length at most 255',
      field: 'accountName',
    });
    const refused = await call(renameAccount, {
      body: { accountNumber: '885168000001', accountName: 'x' },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'accountName' });
  });

  it('turns an answer that breaks its contract into an ApiError naming the endpoint and the field', async () => {
    answer(200, { accounts: [{ ...ACCOUNT, currentBalance: '486.25' }] });
    const error = await call(listAccounts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'contract',
      code: 'INVALID_ANSWER',
      message:
        "The bank's answer could not be read. Please try again later, or contact support if it keeps happening.",
      description: expect.stringMatching(
        /^GET \/v1\/boom\/accounts \(accounts\.list\) answered with accounts\[0\]\.currentBalance: /,
      ),
    });
  });

  it('lets the bench switch the answer check off, to measure what it costs', async () => {
    answer(200, { accounts: 'not a list' });
    setAnswerChecks(false);
    expect(await call(listAccounts)).toEqual({ accounts: 'not a list' });
  });

  it('never sends a body that breaks its contract: that is a bug of the app', async () => {
    answer(200, {});
    await expect(
      call(renameAccount, { body: { accountNumber: '', accountName: 'x' } }),
    ).rejects.toThrow('accounts.rename: the body does not match its contract (accountNumber:');
    expect(sent).toHaveLength(0);
  });

  it('refuses a money contract called without the user intent', async () => {
    const money = defineContract({
      id: 'test.pay',
      method: 'POST',
      path: '/pay',
      summary: 'test',
      auth: 'bearer',
      money: true,
      errors: [],
    });
    answer(200, {});
    await expect(call(money)).rejects.toThrow('test.pay moves money');
    await call(money, { money: newMoneyIntent() });
    expect(sent).toHaveLength(1);
  });
});
