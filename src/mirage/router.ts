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
