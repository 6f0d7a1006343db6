import { Response, type Request } from 'miragejs';
import type { Role } from '../shared/domain/roles';
import type { Faults } from './faults';
import { requireToken, type MockClaims } from './rules/tokens';
import { BankError, type MockUser, type Scenario } from './types';

export interface BankRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface CallRecord {
  method: string;
  path: string;
  at: number;
}


/** The mock bank's state and the request plumbing every route shares. */
export class Bank {
  readonly calls: CallRecord[] = [];

  constructor(
    readonly scenario: Scenario,
    readonly faults: Faults,
  ) {}

  userByEmail(email: unknown): MockUser | undefined {
    const wanted = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return this.scenario.users.find((u) => u.email.toLowerCase() === wanted);
  }

  userById(sub: string): MockUser {
    const user = this.scenario.users.find((u) => u.userReferenceID === sub);
    if (!user) throw new BankError(401, 'INVALID_USER_ID', 'The user of this token no longer exists.');
    return user;
  }

  /** The signed-in user of an access token, refused with 403 NO_PERMISSION_API outside `roles`. */
  authorize(req: BankRequest, roles?: readonly Role[]): { claims: MockClaims; user: MockUser } {
    const claims = requireToken(req.headers.authorization);
    const user = this.userById(claims.sub);
    if (roles && !roles.includes(user.role)) {
      throw new BankError(403, 'NO_PERMISSION_API', `The ${user.role} role may not use this call.`);
    }
    return { claims, user };
  }

  /** Wraps a route: required headers, call log, injected faults, typed errors. */
  handle(fn: (req: BankRequest) => unknown) {
    return (_schema: unknown, raw: Request): Response => {
      const req = toBankRequest(raw);
      this.calls.push({ method: req.method, path: req.path, at: Date.now() });
      try {
        const fault = this.faults.take(req.path);
        if (fault) throw new BankError(fault.status, fault.code, `Injected fault: ${fault.code}.`);
        if (!req.headers['x-request-id']) throw new BankError(400, 'MISSING_REQUEST_ID', 'Every call needs an X-Request-Id header.');
        if (!req.headers['x-device-id']) throw new BankError(400, 'INVALID_DEVICE_ID', 'Every call needs an X-Device-Id header.');
        const result = fn(req);
        return new Response(200, { 'Content-Type': 'application/json' }, (result ?? {}) as object);
      } catch (error) {
        if (error instanceof BankError) {
          return new Response(error.status, { 'Content-Type': 'application/json' }, { code: error.code, description: error.description, ...error.extra });
        }
        console.error('mock bank handler failed', error);
        return new Response(500, { 'Content-Type': 'application/json' }, { code: 'INTERNAL_SERVER_ERROR', description: 'The mock bank failed.' });
      }
    };
  }
}

function toBankRequest(raw: Request): BankRequest {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.requestHeaders ?? {})) headers[k.toLowerCase()] = v;
  let body: Record<string, unknown> = {};
  if (typeof raw.requestBody === 'string' && raw.requestBody) {
    try {
      const parsed: unknown = JSON.parse(raw.requestBody);
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.queryParams ?? {})) if (typeof v === 'string') query[k] = v;
  // Mirage's typings leave out the method that pretender's request carries.
  const method = (raw as Request & { method?: string }).method ?? 'GET';
  return { method, path: new URL(raw.url, 'http://mock.bank').pathname, headers, body, params: raw.params ?? {}, query };
}

/** The bank's API lives under /v1/ and /boom/; everything else belongs to the web server. */
export function isApiPath(url: string): boolean {
  return /^\/(v1|boom)\//.test(new URL(url, 'http://mock.bank').pathname);
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BankError(400, 'INVALID_PARAMETER', `The field ${field} is required.`);
  }
  return value;
}
