import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { defineContract } from '../shared/contracts/contract';
import { Bank } from './bank';
import { registerRoutes, route } from './contractRoutes';
import { Faults } from './faults';
import type { BankAnswer, BankHandler, BankRequest, BankRouter } from './router';
import { buildScenario } from './scenarios/registry';

const echo = defineContract({
  id: 'test.echo',
  method: 'POST',
  path: '/v1/test/echo/:id',
  summary: 'test',
  auth: 'none',
  params: z.object({ id: z.string().check(z.maxLength(5)) }),
  body: z.object({ text: z.string().check(z.maxLength(10)) }),
  answer: z.object({ id: z.string(), text: z.string() }),
  errors: ['INVALID_PARAM_ERROR'],
});

/** Registers one route with a router that keeps its handler, and answers requests with it. */
function serve(
  handle: Parameters<typeof route<typeof echo>>[1],
  contract = echo,
  headers: Record<string, string> = {},
) {
  const bank = new Bank(buildScenario('default'), new Faults());
  let registered: BankHandler | undefined;
  const keep = (path: string, handler: BankHandler) => {
    expect(path).toBe('/v1/test/echo/:id');
    registered = handler;
  };
  const router: BankRouter = { get: keep, post: keep, put: keep, patch: keep, del: keep };
  registerRoutes(router, bank, [route(contract, handle)]);
  return (params: Record<string, string>, body: Record<string, unknown>) => {
    const req: BankRequest = {
      method: 'POST',
      path: '/v1/test/echo/x',
      headers: { 'x-request-id': 'r', 'x-device-id': 'd', ...headers },
      body,
      params,
      query: {},
    };
    // These handlers answer at once (a Promise comes only from a handler that returns one).
    return bank.respond(req, registered as BankHandler) as BankAnswer;
  };
}

describe('a contract route of the mock bank', () => {
  it('hands the handler the parsed request and answers what it returns', () => {
    const answer = serve(({ params, body }) => ({ id: params.id, text: body.text }));
    expect(answer({ id: 'a1' }, { text: 'hi', extra: 1 })).toEqual({
      status: 200,
      body: { id: 'a1', text: 'hi' },
    });
  });

  it('refuses a malformed body or path with 400 INVALID_PARAM_ERROR naming the field, without running the handler', () => {
    const handle = vi.fn<() => { id: string; text: string }>(() => ({ id: '', text: '' }));
    const answer = serve(handle);
    expect(answer({ id: 'a1' }, { text: 'x'.repeat(11) })).toEqual({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', description: 'text: length at most 10', field: 'text' },
    });
    expect(answer({ id: 'toolong' }, { text: 'ok' })).toMatchObject({
      status: 400,
      body: { description: 'path id: length at most 5', field: 'id' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('fails loudly (500) when its own answer breaks the contract, instead of sending it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = serve(() => ({ id: 7 }) as unknown as { id: string; text: string });
    expect(answer({ id: 'a1' }, { text: 'hi' })).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(String(error.mock.calls[0]?.[1])).toContain(
      'the answer of test.echo breaks its contract at id: expected string',
    );
    error.mockRestore();
  });

  it('refuses a money contract called without an Idempotency-Key (400 MISSING_REQUEST_ID), without running the handler', () => {
    const handle = vi.fn<() => { id: string; text: string }>(() => ({ id: 'a1', text: 'ok' }));
    const money = { ...echo, money: true };
    expect(serve(handle, money)({ id: 'a1' }, { text: 'ok' })).toEqual({
      status: 400,
      body: {
        code: 'MISSING_REQUEST_ID',
        description:
          'A money call needs an Idempotency-Key header, so that a retry cannot move money twice. Nothing was moved.',
      },
    });
    expect(handle).not.toHaveBeenCalled();
    const keyed = serve(handle, money, { 'idempotency-key': 'k1' });
    expect(keyed({ id: 'a1' }, { text: 'ok' }).status).toBe(200);
  });
});
