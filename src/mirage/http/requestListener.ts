import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { API_SECURITY_HEADERS } from '../../shared/securityHeaders';
import type { Bank } from '../bank';
import { parseJsonBody, refuseBody, type BankRequest } from '../router';
import { BankError } from '../types';
import { uploadBatchFile } from '../../shared/contracts/batchTransfers';
import { bankNow } from '../rules/bankClock';
import { uploadSignatureValid } from '../rules/batchTransfers';
import { requireToken } from '../rules/tokens';
import { BODY_MAX, bodyLimitOf, megabytes, readBody } from './body';
import type { HttpRouter } from './httpRouter';

/**
 * How the HTTP bank answers a request (issue 22): every request gets an answer with a status and
 * a {code, description} body, whatever it carries, and nothing a client sends stops the process:
 * 400 for a request target or percent-encoding that cannot be read and for a body that is not a
 * JSON object, 404 for a path no route takes, 413 for a body over its route's limit (body.ts),
 * 500 INTERNAL_SERVER_ERROR for anything unexpected; a client that goes away mid-request is let go.
 */

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

const corsHeaders = (origin: string | null): Record<string, string> =>
  origin
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      }
    : {};

function send(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    // Said, so a client can show a long answer's progress (an export).
    'Content-Length': String(Buffer.byteLength(text)),
    ...API_SECURITY_HEADERS,
    ...headers,
  });
  res.end(text);
}

/**
 * The path and query of a request target. Only the origin form ('/path?query') is read: an
 * absolute or authority form ('http://[', 'host:443') is 400. The path stays as sent
 * (percent-encoded; the router decodes parameters), '..' and '//' included: no route has them.
 */
export function parseTarget(url: string | undefined): { path: string; query: URLSearchParams } {
  if (!url?.startsWith('/'))
    throw new BankError(400, 'INVALID_PARAM_ERROR', 'The request target is not a path.');
  const q = url.indexOf('?');
  return q < 0
    ? { path: url, query: new URLSearchParams() }
    : { path: url.slice(0, q), query: new URLSearchParams(url.slice(q + 1)) };
}

const ignore = () => undefined;

/**
 * Whether a request may send a body over BODY_MAX: an access token the bank accepts (rules/tokens.ts
 * requireToken) and, for a batch's upload, this user's signed upload URL, unexpired
 * (rules/batchTransfers.ts uploadSignatureValid): a stolen token alone uploads nothing large.
 */
function mayReadLarge(template: string, request: BankRequest): boolean {
  try {
    const claims = requireToken(request.headers.authorization);
    if (template !== uploadBatchFile.path) return true;
    return uploadSignatureValid(
      claims.sub,
      request.params.id ?? '',
      request.query.signature ?? '',
      bankNow(),
    );
  } catch {
    return false;
  }
}

/** The request listener of the HTTP bank serving `bank` through `router`. */
export function bankRequestListener(
  router: HttpRouter,
  bank: Bank,
  origins: readonly string[],
): (req: IncomingMessage, res: ServerResponse) => void {
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(cors['Access-Control-Allow-Origin'] ? 204 : 403, {
        ...API_SECURITY_HEADERS,
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const { path, query } = parseTarget(req.url);
    const found = router.find(method, path);
    if (!found)
      return send(
        res,
        404,
        { code: 'RESOURCE_NOT_FOUND', description: `No ${method} ${path} here.` },
        cors,
      );
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string') headers[k.toLowerCase()] = v;
    const request: BankRequest = {
      method,
      path,
      headers,
      body: {},
      params: found.params,
      query: Object.fromEntries(query),
      client: req.socket.remoteAddress ?? 'unknown',
    };
    // An upload over BODY_MAX is read for a caller with a valid access token only (and a batch's
    // with its signed URL): anyone else
    // gets the route's answer to its headers (401), and not a byte more of its body is read.
    const routeLimit = bodyLimitOf(method, found.template);
    const limit =
      routeLimit > BODY_MAX && !mayReadLarge(found.template, request) ? BODY_MAX : routeLimit;
    const read = await readBody(req, limit);
    if (read.kind === 'aborted') return;
    if (read.kind === 'tooLarge') {
      // Connection: close, so the rest of the body is never read.
      const closing = { ...cors, Connection: 'close' };
      if (limit < routeLimit) {
        const refused = await bank.respond(request, found.handler);
        return send(res, refused.status, refused.body, closing);
      }
      return send(
        res,
        413,
        {
          code: 'INVALID_PARAM_ERROR',
          description: `The request body is larger than ${megabytes(limit)}, the limit of ${method} ${found.template}. Nothing was done.`,
        },
        closing,
      );
    }
    const body = parseJsonBody(read.text);
    if (body.ok) request.body = body.body;
    const answered = await bank.respond(
      request,
      body.ok ? found.handler : refuseBody(body.description),
    );
    send(res, answered.status, answered.body, cors);
  }

  return (req, res) => {
    // A client that aborts, or a socket that fails, must not become an unhandled 'error' event.
    req.on('error', ignore);
    res.on('error', ignore);
    const cors = corsHeaders(allowedOrigin(req.headers.origin, origins));
    answer(req, res, cors).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BankError)
        return send(res, error.status, { code: error.code, description: error.description }, cors);
      console.error('mock bank failed to answer a request', error);
      send(
        res,
        500,
        {
          code: 'INTERNAL_SERVER_ERROR',
          description: 'The mock bank failed to answer this call.',
        },
        cors,
      );
    });
  };
}

/** What a request Node cannot parse is answered, by the parser's error code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * The server's 'clientError' listener: a request Node's parser refuses (a broken request line or
 * header, headers over Node's limit, a request that took too long) is answered 400 (431, 408)
 * with a {code, description} body, and the connection closed.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
  // An answer to HEAD has no body: a client would read one as the start of another answer.
  const toHead = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = toHead
    ? ''
    : JSON.stringify({
        code: 'INVALID_PARAM_ERROR',
        description: 'The request could not be read as HTTP.',
      });
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...API_SECURITY_HEADERS,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`, () => socket.destroy());
}
