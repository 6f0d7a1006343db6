import type { Server } from 'miragejs';
import * as z from 'zod/mini';
import { firstIssue, type AnswerOf, type AnyContract } from '../shared/contracts/contract';
import type { Bank, BankRequest } from './bank';
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
 * Handlers know nothing of Mirage: an adapter (registerWithMirage here, the HTTP server later)
 * routes requests to them.
 */
export interface ContractRoute<C extends AnyContract = AnyContract> {
  contract: C;
  handle: (input: HandlerInput<C>) => AnswerOf<C>;
}

/** Typed pairing of a contract with its handler. */
export function route<C extends AnyContract>(contract: C, handle: (input: HandlerInput<C>) => AnswerOf<C>): ContractRoute<C> {
  return { contract, handle };
}

function parsePart<S extends z.ZodMiniType>(schema: S, value: unknown, part: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const { field, message } = firstIssue(result.error);
  throw new BankError(400, 'INVALID_PARAM_ERROR', `${part === 'body' ? '' : `${part} `}${field}: ${message}`, { field });
}

/**
 * The request as its contract reads it. A bearer call is authenticated first (an unknown caller
 * learns nothing about a request's shape), then a malformed request is refused with 400
 * INVALID_PARAM_ERROR naming the field; the handler then applies the bank's rules.
 */
export function parseRequest<C extends AnyContract>(bank: Bank, contract: C, req: BankRequest): HandlerInput<C> {
  if (contract.auth === 'bearer') bank.authorize(req);
  return {
    params: parsePart(contract.params, req.params, 'path') as z.output<C['params']>,
    query: parsePart(contract.query, req.query, 'query') as z.output<C['query']>,
    body: parsePart(contract.body, req.body, 'body') as z.output<C['body']>,
    req,
  };
}

/** The Mirage adapter: each route at its contract's method and path template (Mirage reads :name too). */
export function registerWithMirage(server: Server, bank: Bank, routes: readonly ContractRoute[]): void {
  for (const { contract, handle } of routes) {
    const answer = bank.handle((req) => handle(parseRequest(bank, contract, req)));
    switch (contract.method) {
      case 'GET':
        server.get(contract.path, answer);
        break;
      case 'POST':
        server.post(contract.path, answer);
        break;
      case 'PUT':
        server.put(contract.path, answer);
        break;
      case 'PATCH':
        server.patch(contract.path, answer);
        break;
      case 'DELETE':
        server.del(contract.path, answer);
        break;
    }
  }
}
