import * as z from 'zod/mini';
import {
  firstIssue,
  type AnswerOf,
  type AnyContract,
  type Contract,
  type HttpMethod,
} from '../shared/contracts/contract';
import { requireIdempotencyKey, type Bank } from './bank';
import type { BankRequest, BankRouter } from './router';
import { requireClientAuth } from './rules/clientCredentials';
import { BankError } from './types';

/** What a handler receives: the request as parsed by its contract, and the raw request (headers). */
export interface HandlerInput<C extends AnyContract> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  req: BankRequest;
}

/**
 * One endpoint of the mock bank: its contract and the handler that applies the bank's rules.
 * Handlers know nothing of Mirage: an adapter's router (Mirage in the page, node:http over HTTP)
 * routes requests to them (registerRoutes).
 */
export interface ContractRoute<C extends AnyContract = AnyContract> {
  contract: C;
  /** A Promise for a handler that works in slices (the exports: docs/decisions/transactions.md 'Exports'). */
  handle: (input: HandlerInput<C>) => AnswerOf<C> | Promise<AnswerOf<C>>;
}

/** Typed pairing of a contract with its handler. */
export function route<C extends AnyContract>(
  contract: C,
  handle: (input: HandlerInput<C>) => AnswerOf<C> | Promise<AnswerOf<C>>,
): ContractRoute<C> {
  return { contract, handle };
}

function parsePart<S extends z.ZodMiniType>(schema: S, value: unknown, part: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const { field, message } = firstIssue(result.error);
  throw new BankError(
    400,
    'INVALID_PARAM_ERROR',
    `${part === 'body' ? '' : `${part} `}${field}: ${message}`,
    { field },
  );
}

/** A body read by its schema, refused as registerRoutes refuses one: 400 INVALID_PARAM_ERROR naming the field. */
export function readBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  return parsePart(schema, body, 'body');
}

/**
 * A money call checks the role and the idempotency key before the request (a retry gets its first
 * answer, a reused key its 409, whatever the body): its route is registered with the body left
 * unread, and the handler reads it by the contract inside bank.idempotent (readBody). The
 * OpenAPI document still shows the contract's own body.
 */
export function bodyReadLater<C extends AnyContract>(
  contract: C,
): Contract<C['params'], C['query'], z.ZodMiniUnknown, C['answer']> {
  return { ...contract, body: z.unknown() };
}

/**
 * The request as its contract reads it. A bearer or basic call is authenticated first (an unknown
 * caller learns nothing about a request's shape), then a money call without an Idempotency-Key
 * is refused (400 MISSING_REQUEST_ID), then a malformed request with 400 INVALID_PARAM_ERROR
 * naming the field; the handler then applies the bank's rules. Step tokens ('token': pre-MFA,
 * refresh) are each checked by their handler, which knows the kind it takes.
 */
export function parseRequest<C extends AnyContract>(
  bank: Bank,
  contract: C,
  req: BankRequest,
): HandlerInput<C> {
  if (contract.auth === 'bearer') bank.requireOnboardedFor(contract.id, bank.authorize(req).user);
  if (contract.auth === 'basic')
    requireClientAuth(req.headers.authorization, req.headers['x-device-id']);
  if (contract.money) requireIdempotencyKey(req);
  return {
    params: parsePart(contract.params, req.params, 'path') as z.output<C['params']>,
    query: parsePart(contract.query, req.query, 'query') as z.output<C['query']>,
    body: parsePart(contract.body, req.body, 'body') as z.output<C['body']>,
    req,
  };
}

/**
 * The bank keeps its own contracts: an answer that does not match is a bug of the mock bank, and
 * fails loudly (500 and the console) instead of reaching the app, so every route test of an area
 * on contracts also checks its answers against them.
 */
function answerOf<C extends AnyContract>(contract: C, answer: AnswerOf<C>): AnswerOf<C> {
  const result = z.safeParse(contract.answer, answer ?? {});
  if (result.success) return answer;
  const { field, message } = firstIssue(result.error);
  throw new Error(
    `mock bank: the answer of ${contract.id} breaks its contract at ${field}: ${message}`,
  );
}

const ROUTER_METHOD: Record<HttpMethod, keyof BankRouter> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'del',
};

/** Registers contract routes with an adapter's router, at each contract's method and path template. */
export function registerRoutes(
  router: BankRouter,
  bank: Bank,
  routes: readonly ContractRoute[],
): void {
  for (const { contract, handle } of routes) {
    router[ROUTER_METHOD[contract.method]](contract.path, (req: BankRequest) => {
      const answer = handle(parseRequest(bank, contract, req));
      return answer instanceof Promise
        ? answer.then((later) => answerOf(contract, later))
        : answerOf(contract, answer);
    });
  }
}
