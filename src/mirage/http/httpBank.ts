import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { API_SECURITY_HEADERS } from '../../shared/securityHeaders';
import { Bank } from '../bank';
import { registerBank } from '../bankRoutes';
import { Faults } from '../faults';
import type { BankHandler, BankRequest, BankRouter } from '../router';
import { buildScenario } from '../scenarios/registry';
import { setStoreBackend } from '../stores/persisted';
import { flushedAfterEach, openStateFile, type StateFile } from './fileStorage';
import { installMemoryStorage } from './memoryStorage';

/**
 * The mock bank over real HTTP (issue 8): the same routes, rules and scenarios as in the page,
 * served by node:http, so the production build can run with `mock: false` against it. No
 * framework: a route table of a few dozen templates needs no more than this file.
 */

interface Route {
  method: string;
  segments: string[];
  handler: BankHandler;
}

/** A template's parameters for a path, or null; `*name` as the last segment takes the rest. */
function match(
  segments: readonly string[],
  parts: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segment.startsWith('*')) {
      params[segment.slice(1)] = parts.slice(i).map(decodeURIComponent).join('/');
      return parts.length > i ? params : null;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) {
      if (!part) return null;
      params[segment.slice(1)] = decodeURIComponent(part);
    } else if (segment !== part) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** Static segments outrank parameters, parameters outrank a catch-all (as Mirage ranks them). */
const rank = (route: Route) =>
  route.segments.reduce((n, s) => n + (s.startsWith('*') ? 100 : s.startsWith(':') ? 1 : 0), 0);

export class HttpRouter implements BankRouter {
  private readonly routes: Route[] = [];

  private add(method: string, path: string, handler: BankHandler) {
    this.routes.push({ method, segments: path.split('/'), handler });
  }

  get(path: string, handler: BankHandler) {
    this.add('GET', path, handler);
  }
  post(path: string, handler: BankHandler) {
    this.add('POST', path, handler);
  }
  put(path: string, handler: BankHandler) {
    this.add('PUT', path, handler);
  }
  patch(path: string, handler: BankHandler) {
    this.add('PATCH', path, handler);
  }
  del(path: string, handler: BankHandler) {
    this.add('DELETE', path, handler);
  }

  /** The best route for a method and path, with its parameters. */
  find(
    method: string,
    path: string,
  ): { handler: BankHandler; params: Record<string, string> } | null {
    const parts = path.split('/');
    let best: { route: Route; params: Record<string, string> } | null = null;
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const params = match(route.segments, parts);
      if (params && (!best || rank(route) < rank(best.route))) best = { route, params };
    }
    return best && { handler: best.route.handler, params: best.params };
  }
}

/** The headers the app sends (src/api/client.ts), allowed across origins. */
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, X-Request-Id, X-Device-Id, Idempotency-Key, X-Remember-Token';

/**
 * Which pages may call the bank: the origins given, else any page served from this machine
 * (localhost, 127.0.0.1). The bank answers with credentials, so it names the origin, never '*'.
 */
export function allowedOrigin(
  origin: string | undefined,
  allowed: readonly string[],
): string | null {
  if (!origin) return null;
  if (allowed.length) return allowed.includes(origin) ? origin : null;
  try {
    const { hostname, protocol } = new URL(origin);
    return protocol === 'http:' && (hostname === 'localhost' || hostname === '127.0.0.1')
      ? origin
      : null;
  } catch {
    return null;
  }
}

/** The largest call is a KYC document of 10 MB, base64-encoded in JSON: about 14 MB. */
const MAX_BODY_BYTES = 15_000_000;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return {};
    chunks.push(chunk as Buffer);
  }
  if (!size) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: object,
  cors: Record<string, string>,
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    ...API_SECURITY_HEADERS,
    ...cors,
  });
  res.end(JSON.stringify(body));
}

export interface HttpBankOptions {
  port: number;
  host?: string;
  scenario?: string;
  /** Origins allowed to call (CORS); empty: any page of this machine. */
  origins?: readonly string[];
  /**
   * A file that keeps the bank's state across restarts (http/fileStorage.ts), written before each
   * answer; without it the state lives in this process's memory.
   */
  stateFile?: string;
}

export interface HttpBank {
  url: string;
  bank: Bank;
  /** The state file, when the bank keeps its state in one (its path and what start-up found). */
  state: Pick<StateFile, 'path' | 'start' | 'note'> | null;
  close(): Promise<void>;
}

/** Starts the bank on `host:port` (port 0: any free port) and resolves once it listens. */
export async function startHttpBank({
  port,
  host = '127.0.0.1',
  scenario = 'default',
  origins = [],
  stateFile,
}: HttpBankOptions): Promise<HttpBank> {
  const built = buildScenario(scenario);
  const state = stateFile ? openStateFile(stateFile, scenario) : null;
  if (state) setStoreBackend(state);
  else installMemoryStorage();
  const bank = new Bank(built, new Faults(), '');
  const router = new HttpRouter();
  registerBank(state ? flushedAfterEach(router, state) : router, bank);

  const server = createServer((req, res) => {
    const origin = allowedOrigin(req.headers.origin, origins);
    const cors: Record<string, string> = origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(origin ? 204 : 403, {
        ...API_SECURITY_HEADERS,
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://bank.local');
    void readBody(req).then((body) => {
      const method = (req.method ?? 'GET').toUpperCase();
      const found = router.find(method, url.pathname);
      if (!found)
        return send(
          res,
          404,
          { code: 'RESOURCE_NOT_FOUND', description: `No ${method} ${url.pathname} here.` },
          cors,
        );
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string') headers[k.toLowerCase()] = v;
      const request: BankRequest = {
        method,
        path: url.pathname,
        headers,
        body,
        params: found.params,
        query: Object.fromEntries(url.searchParams),
        client: req.socket.remoteAddress ?? 'unknown',
      };
      const answer = bank.respond(request, found.handler);
      send(res, answer.status, answer.body, cors);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    bank,
    state,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          if (state) {
            state.flush();
            setStoreBackend(null);
          }
          resolve();
        }),
      ),
  };
}
