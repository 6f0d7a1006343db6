import { Response, type Request, type Server } from 'miragejs';
import { apiPathOf } from './apiPaths';
import type { Bank } from './bank';
import {
  parseJsonBody,
  refuseBody,
  type ParsedBody,
  type BankHandler,
  type BankRequest,
  type BankRouter,
} from './router';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * Pretender's request as the bank reads it, and its body as parseJsonBody reads it (a refused one
 * is answered 400, as over HTTP). A body that is no text (FormData, a Blob) reads as {}.
 */
function toBankRequest(
  raw: Request,
  basePath: string,
): Omit<BankRequest, 'body'> & { body: ParsedBody } {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.requestHeaders ?? {})) headers[k.toLowerCase()] = v;
  // A browser sends its user agent with every request; pretender's request does not show it.
  if (!headers['user-agent'] && typeof navigator !== 'undefined')
    headers['user-agent'] = navigator.userAgent;
  const body: ParsedBody =
    typeof raw.requestBody === 'string' ? parseJsonBody(raw.requestBody) : { ok: true, body: {} };
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.queryParams ?? {}))
    if (typeof v === 'string') query[k] = v;
  // Mirage's typings leave out the method that pretender's request carries.
  const method = ((raw as Request & { method?: string }).method ?? 'GET').toUpperCase();
  const path = apiPathOf(raw.url, basePath) ?? new URL(raw.url, 'http://mock.bank').pathname;
  return { method, path, headers, body, params: raw.params ?? {}, query, client: 'page' };
}

/** The Mirage adapter: the bank's routes answered in the page. */
export function mirageRouter(server: Server, bank: Bank): BankRouter {
  const wrap = (handler: BankHandler) => (_schema: unknown, raw: Request) => {
    const { body, ...request } = toBankRequest(raw, bank.basePath);
    const answer = body.ok
      ? bank.respond({ ...request, body: body.body }, handler)
      : bank.respond({ ...request, body: {} }, refuseBody(body.description));
    // Mirage waits for a Promise: an export's answer comes once its file is built.
    return answer instanceof Promise
      ? answer.then((later) => new Response(later.status, JSON_HEADERS, later.body))
      : new Response(answer.status, JSON_HEADERS, answer.body);
  };
  return {
    get: (path, handler) => server.get(path, wrap(handler)),
    post: (path, handler) => server.post(path, wrap(handler)),
    put: (path, handler) => server.put(path, wrap(handler)),
    patch: (path, handler) => server.patch(path, wrap(handler)),
    del: (path, handler) => server.del(path, wrap(handler)),
  };
}
