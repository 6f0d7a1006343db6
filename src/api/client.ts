import type { ApiErrorBody, TokenPair } from '../shared/domain/auth';
import { ApiError } from './ApiError';
import { UNKNOWN_ERROR_CODE } from './errorLookup';
import { readDeviceId, readClientCredentials } from './deviceIdentity';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens } from './tokens';

/**
 * The one place that calls fetch (docs/architecture.md §4). Every call gets a request id, the device id
 * header, credentials and a 30 s timeout; failures become a typed ApiError. A 401 on a bearer
 * call shares one token refresh with every other call that got a 401 meanwhile, then retries
 * once; when the bank refuses the refresh the user is forced out, once. A refresh the bank does
 * not answer keeps the session and the cache: the call fails as unreachable.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `bearer`: the stored access token, with refresh on 401. `basic`: the device's client
 * credentials (login). `none`: no Authorization header. `{ token }`: a given bearer token
 * (pre-MFA or refresh token), never refreshed.
 */
export type AuthMode = 'bearer' | 'basic' | 'none' | { token: string };

/** A user's intent to move money: one idempotency key, reused on every retry of that intent. */
export interface MoneyIntent {
  readonly idempotencyKey: string;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  auth?: AuthMode;
  /** Headers of this call beyond the ones every call carries (login's X-Remember-Token). */
  headers?: Record<string, string>;
  /** Marks a money call: refused before sending while offline, carries the Idempotency-Key. */
  money?: MoneyIntent;
  timeoutMs?: number;
  /**
   * Another host than the bank's (the card provider, config.json cardProviderUrl): the call goes
   * there without the browser's cookies.
   */
  baseUrl?: string;
  /** Cancels the call (an export's Cancel): it rejects with the signal's AbortError, not an ApiError. */
  signal?: AbortSignal;
  /** Bytes of the answer read so far, and its length when the bank sends one (an export's progress). */
  onProgress?: (received: number, total: number | null) => void;
}

export const REQUEST_TIMEOUT_MS = 30_000;

interface ClientConfig {
  baseUrl: string;
  /** `reason`: the lock code that caused it, when a lock did (the login page says so). */
  onForcedLogout: (reason?: string) => void;
  /**
   * Resolves when calls may go out: config.json read and, in mock mode, the mock bank started.
   * A function is called on every call, so the mock bank starts only when the first call needs
   * it (the login page draws and answers input without it); the shell never waits for it.
   */
  ready: Promise<unknown> | (() => Promise<unknown>);
}

const config: ClientConfig = {
  baseUrl: '',
  onForcedLogout: () => undefined,
  ready: Promise.resolve(),
};
/**
 * `refreshed`: new tokens stored. `refused`: the bank said no (INVALID_TOKEN, a broken answer) or
 * there is no refresh token: the session is over. `unreachable`: the bank did not answer it
 * (network, timeout, 5xx): the session may be fine, so it is kept, and tried again later.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

/** A refresh call: the refresh token (sent as it is, as the bearer), the session's next pair back. */
export type RefreshCall = (refreshToken: string) => Promise<TokenPair>;

/**
 * refresh-token. Its contract (zod) loads only now: a refresh is rare, and the first screen stays
 * small (the service worker precaches the chunk).
 */
const refreshThroughAuth: RefreshCall = async (refreshToken) => {
  const [{ call }, { refreshTokens: contract }] = await Promise.all([
    import('./contractCall'),
    import('../shared/contracts/auth'),
  ]);
  return call(contract, { auth: { token: refreshToken } });
};

let refreshInFlight: Promise<RefreshOutcome> | null = null;
let forcedLogoutDone = false;
let lastCallFailedOnNetwork = false;
/** The last refresh could not reach the bank: the access token is spent and no new one came yet. */
let sessionUnrenewed = false;
/**
 * Idempotency keys of money calls that were sent but got no answer (network, timeout): the bank
 * may have done them. Sending the same intent again cannot move money twice (the bank answers a
 * known key with its first answer), so 'Try again' may go even though the last call failed on
 * the network: it is how the app learns the outcome.
 */
const unansweredIntents = new Set<string>();

export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

/** Called when a new session starts, so a later forced logout is reported again. */
export function armForcedLogout(): void {
  forcedLogoutDone = false;
  sessionUnrenewed = false;
}

/**
 * Called when the user logs out: calls still in flight (a sync) then meet a revoked session, and
 * their 401 must not turn the logout the user asked for into a forced one with its alert.
 */
export function disarmForcedLogout(): void {
  forcedLogoutDone = true;
}

export function newMoneyIntent(): MoneyIntent {
  return { idempotencyKey: crypto.randomUUID() };
}

/**
 * Offline as far as money is concerned: the browser says so, the last call found no network, or
 * the session could not be renewed because the bank did not answer (a money call would only
 * meet a 401; it is refused before sending, never queued, until a refresh gets through).
 */
export function isOfflineForMoney(): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    lastCallFailedOnNetwork ||
    sessionUnrenewed
  );
}

/**
 * Clears the session and tells the app to go to /login?forced_logout=true, at most once.
 * `reason` is the lock code when a wrong code locked the account (ACCOUNT_LOCKED ...).
 */
export function forceLogout(reason?: string): void {
  clearTokens();
  sessionUnrenewed = false;
  if (forcedLogoutDone) return;
  forcedLogoutDone = true;
  config.onForcedLogout(reason);
}

/** The browser is online and the session renewed: only the last call's network failure stands in the way. */
function mayResend(intent: MoneyIntent): boolean {
  return (
    unansweredIntents.has(intent.idempotencyKey) &&
    !sessionUnrenewed &&
    (typeof navigator === 'undefined' || navigator.onLine !== false)
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.money && isOfflineForMoney() && !mayResend(options.money)) {
    throw new ApiError({ kind: 'offline', status: 0, code: 'OFFLINE' });
  }
  const auth = options.auth ?? 'bearer';
  const usedHeader = authorization(auth);
  const response = await send(path, options, usedHeader);
  if (response.status === 401 && auth === 'bearer') {
    // A call that got its 401 after another call already refreshed retries with the new token.
    const current = authorization('bearer');
    const outcome =
      current !== undefined && current !== usedHeader ? 'refreshed' : await refreshOnce();
    if (outcome === 'refreshed')
      return parse<T>(await send(path, options, authorization('bearer')), options);
    // A bad connection is no reason to end the session and delete the offline cache: the call
    // fails as unreachable (the sync shows offline), and the next call after the connection
    // returns (sync on 'online', focus, the interval) refreshes again.
    if (outcome === 'unreachable')
      throw new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' });
    forceLogout();
  }
  // An admin suspended this user (docs/decisions/team.md 'Suspension'): the session ends at once.
  if (response.status === 403 && auth === 'bearer' && (await codeOf(response)) === SUSPENDED)
    forceLogout(SUSPENDED);
  return parse<T>(response, options);
}

const SUSPENDED = 'SUSPENDED_ACCOUNT';

/** The code of an error answer, read from a copy so the answer can still be parsed. */
async function codeOf(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  } catch {
    return undefined;
  }
}

function authorization(auth: AuthMode): string | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'basic') {
    const credentials = readClientCredentials();
    return credentials ? `Basic ${btoa(`${credentials.key}:${credentials.secret}`)}` : undefined;
  }
  const token = auth === 'bearer' ? readAccessToken() : auth.token;
  return token ? `Bearer ${token}` : undefined;
}

function buildUrl(path: string, query: RequestOptions['query'], baseUrl = config.baseUrl): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function send(
  path: string,
  options: RequestOptions,
  authHeader: string | undefined,
): Promise<Response> {
  await (typeof config.ready === 'function' ? config.ready() : config.ready);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Request-Id': crypto.randomUUID(),
    'X-Device-Id': readDeviceId(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (authHeader) headers.Authorization = authHeader;
  if (options.money) headers['Idempotency-Key'] = options.money.idempotencyKey;

  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.throwIfAborted();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(buildUrl(path, options.query, options.baseUrl), {
      method: options.method ?? 'GET',
      headers,
      credentials: options.baseUrl === undefined ? 'include' : 'omit',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    lastCallFailedOnNetwork = false;
    if (options.money) unansweredIntents.delete(options.money.idempotencyKey);
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw abortError(error);
    if (options.money) unansweredIntents.add(options.money.idempotencyKey);
    if (timedOut) throw new ApiError({ kind: 'timeout', status: 0, code: 'TIMEOUT' });
    lastCallFailedOnNetwork = true;
    throw new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' });
  } finally {
    clearTimeout(timer);
  }
}

const abortError = (error: unknown): unknown =>
  error instanceof DOMException && error.name === 'AbortError'
    ? error
    : new DOMException('The call was cancelled.', 'AbortError');

/**
 * The answer's text, read chunk by chunk with its progress where the transport streams it (the
 * HTTP bank sends Content-Length); at once where it does not (the in-page bank).
 */
async function textOf(response: Response, options: RequestOptions): Promise<string> {
  const reader = options.onProgress ? response.body?.getReader() : undefined;
  if (!reader || !options.onProgress) return response.text();
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    if (options.signal?.aborted) {
      await reader.cancel();
      throw abortError(undefined);
    }
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    options.onProgress(received, total);
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * The whole error catalogue, before the first error of a bank's answer is built: it is not in the
 * entry bundle (errorLookup.ts). Loaded once; if it cannot load (offline, before the service
 * worker cached it), the error says the default text rather than none.
 */
let catalogueLoad: Promise<unknown> | null = null;
function loadErrorCatalogue(): Promise<unknown> {
  catalogueLoad ??= import('./errorCatalogue').catch(() => {
    catalogueLoad = null;
  });
  return catalogueLoad;
}

async function parse<T>(response: Response, options: RequestOptions = {}): Promise<T> {
  const text = response.ok ? await textOf(response, options) : await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (response.ok) return body as T;
  const error = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
  await loadErrorCatalogue();
  throw new ApiError({
    kind: 'http',
    status: response.status,
    code: typeof error.code === 'string' && error.code ? error.code : UNKNOWN_ERROR_CODE,
    description: typeof error.description === 'string' ? error.description : undefined,
    remainingAttempts:
      typeof error.remainingAttempts === 'number' ? error.remainingAttempts : undefined,
    field: typeof error.field === 'string' ? error.field : undefined,
  });
}

/**
 * Refreshes the session now, before the access token runs out (the deprecated phone login's
 * 10-second check), with `refreshCall`. It is the one refresh of the calls retrying after a 401 too: a
 * refresh token sent twice would end the session (a spent refresh token means a copied one). A
 * refusal forces the logout, as it does for a call.
 */
export async function refreshSession(refreshCall?: RefreshCall): Promise<RefreshOutcome> {
  const outcome = await refreshOnce(refreshCall);
  if (outcome === 'refused') forceLogout();
  return outcome;
}

/** One refresh for every caller that hit a 401 (or asked to refresh) while it runs. */
function refreshOnce(refreshCall = refreshThroughAuth): Promise<RefreshOutcome> {
  refreshInFlight ??= refreshTokens(refreshCall).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * A refresh the bank did not answer: no network, the timeout, a 5xx, or 408/429 (asked to come
 * back later), or one that was never sent (its code did not load: the network's failure too).
 * Only an answer that refuses the refresh token ends the session (docs/decisions/security.md, 'Security
 * defaults the spec leaves open').
 */
function unanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return (
    error.kind === 'http' && (error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

async function refreshTokens(refreshCall: RefreshCall): Promise<RefreshOutcome> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return 'refused';
  try {
    // Sent with the refresh token as it is, so a refusal is an ApiError here and never a second
    // refresh.
    storeTokens(await refreshCall(refreshToken));
    sessionUnrenewed = false;
    return 'refreshed';
  } catch (error) {
    if (!unanswered(error)) return 'refused';
    sessionUnrenewed = true;
    return 'unreachable';
  }
}

/** Stores a copy of an answer in a Cache Storage cache; failures are ignored (it only prepares for later). */
async function keepCopy(cacheName: string, request: string, response: Response): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await (await caches.open(cacheName)).put(request, response);
  } catch {
    // Private modes and full disks refuse; the app still works online.
  }
}

/**
 * Reads a static JSON file of the web app's own origin (config.json): no auth or device
 * headers, same timeout. `keepIn` stores the answer at once in the cache the service worker
 * answers it from offline (network first, last copy as the fallback), so even a first visit
 * that goes offline before the service worker took over can start again.
 */
export async function fetchStaticJson<T>(
  url: string,
  options: { keepIn?: string } = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // Not awaited: Cache Storage can take a second or more to open on a fresh profile, and the
    // first paint waits for config.json (it held the login page back by 1.5 s in Lighthouse runs).
    if (options.keepIn) void keepCopy(options.keepIn, url, response.clone());
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

/** Puts a file of the app's own origin (the mock bank chunk) into a cache for offline starts. */
export async function keepForOffline(cacheName: string, url: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await (await caches.open(cacheName)).add(url);
  } catch {
    // As keepCopy: only a preparation.
  }
}
