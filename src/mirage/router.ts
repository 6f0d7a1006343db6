import { BankError } from './types';

/** One request as the bank's routes see it, whichever adapter received it. */
export interface BankRequest {
  method: string;
  /** The bank path, e.g. /v1/boom/auth/user/profile (without base path or query). */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * Who is calling, for throttles per client: the peer's address over HTTP, 'page' in Mirage
   * (one browser). Never a header: a client chooses its headers, not its address.
   */
  client?: string;
}

/** A route's work: the bank's rules on a request; it returns the answer's body or throws a BankError. */
export type BankHandler = (req: BankRequest) => unknown;

/**
 * Where an area registers its routes: Mirage in the page (src/mirage/mirageRouter.ts) or Node's
 * HTTP server (src/mirage/http/httpBank.ts). Paths are templates with :name parameters; a
 * trailing *name matches the rest of a path (the unknown-call fallback).
 */
export interface BankRouter {
  get(path: string, handler: BankHandler): void;
  post(path: string, handler: BankHandler): void;
  put(path: string, handler: BankHandler): void;
  patch(path: string, handler: BankHandler): void;
  del(path: string, handler: BankHandler): void;
}

/** What the bank answers to one request, before any adapter turns it into a response. */
export interface BankAnswer {
  status: number;
  body: object;
}

/** The answer to a body that is not a JSON object, in the page and over HTTP alike. */
export const NOT_A_JSON_OBJECT = 'The request body is not a JSON object.';

/**
 * A request body as the bank reads it: no body (or an empty one) is {}, a JSON object is itself,
 * anything else (broken JSON, an array, a string, null) is null, which the adapters answer with
 * 400 INVALID_PARAM_ERROR (bodyRefused) instead of reading it as {}: every contract's body is an
 * object, so a call with another body was not made by the app.
 */
export function parseJsonBody(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The handler of a request whose body parseJsonBody refused: 400 INVALID_PARAM_ERROR. */
export const bodyRefused: BankHandler = () => {
  throw new BankError(400, 'INVALID_PARAM_ERROR', NOT_A_JSON_OBJECT);
};
