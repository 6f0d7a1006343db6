import { Response, type Request, type Server } from 'miragejs';
import { apiPathOf } from './apiPaths';
import type { Bank } from './bank';
import type { BankHandler, BankRequest, BankRouter } from './router';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Pretender's request as the bank reads it. */
function toBankRequest(raw: Request, basePath: string): BankRequest {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.requestHeaders ?? {})) headers[k.toLowerCase()] = v;
  let body: Record<string, unknown> = {};
  if (typeof raw.requestBody === 'string' && raw.requestBody) {
    try {
      const parsed: unknown = JSON.parse(raw.requestBody);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
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
    const answer = bank.respond(toBankRequest(raw, bank.basePath), handler);
    return new Response(answer.status, JSON_HEADERS, answer.body);
  };
  return {
    get: (path, handler) => server.get(path, wrap(handler)),
    post: (path, handler) => server.post(path, wrap(handler)),
    put: (path, handler) => server.put(path, wrap(handler)),
    patch: (path, handler) => server.patch(path, wrap(handler)),
    del: (path, handler) => server.del(path, wrap(handler)),
  };
}
