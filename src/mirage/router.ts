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

/** How deep a request body may nest: every contract's body is a few levels deep. */
export const BODY_DEPTH_MAX = 32;

/** Whether `value` nests objects or arrays more than `depth` levels deep (recursion bounded by depth). */
function deeperThan(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth === 0) return true;
  return Object.values(value).some((v) => deeperThan(v, depth - 1));
}

/** A request body as the bank reads it, or why it is refused. */
export type ParsedBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; description: string };

/**
 * A request body as the bank reads it: no body (or an empty one) is {}, a JSON object is itself;
 * anything else (broken JSON, an array, a string, null) and an object nested deeper than
 * BODY_DEPTH_MAX (it would overflow the stack of the rules that walk it) are refused, and the
 * adapters answer 400 INVALID_PARAM_ERROR (refuseBody) instead of reading them as {}: every
 * contract's body is an object, so a call with another body was not made by the app.
 */
export function parseJsonBody(text: string | null | undefined): ParsedBody {
  if (!text) return { ok: true, body: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, description: NOT_A_JSON_OBJECT };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, description: NOT_A_JSON_OBJECT };
  if (deeperThan(parsed, BODY_DEPTH_MAX)) return { ok: false, description: TOO_DEEP };
  return { ok: true, body: parsed as Record<string, unknown> };
}

export const NOT_A_JSON_OBJECT = 'The request body is not a JSON object.';
export const TOO_DEEP = `The request body nests more than ${BODY_DEPTH_MAX} levels deep.`;

/** The handler of a request whose body parseJsonBody refused: 400 INVALID_PARAM_ERROR. */
export const refuseBody =
  (description: string): BankHandler =>
  () => {
    throw new BankError(400, 'INVALID_PARAM_ERROR', description);
  };
