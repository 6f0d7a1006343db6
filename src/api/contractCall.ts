import * as z from 'zod/mini';
import {
  buildPath,
  firstIssue,
  type AnswerOf,
  type AnyContract,
  type BodyOf,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
} from '../shared/contracts/contract';
import { ApiError } from './ApiError';
import { apiRequest, type AuthMode, type MoneyIntent } from './client';

/** What a call sends: the parts its contract declares (an empty contract part may be left out). */
export interface CallInput<C extends AnyContract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  /** Headers the contract declares beyond those of every call (login's X-Remember-Token). */
  headers?: HeadersOf<C>;
  /** The step's token for contracts with auth 'token' (pre-MFA, refresh); others follow their contract. */
  auth?: AuthMode;
  /** Money contracts: the user's intent, whose idempotency key every retry reuses. */
  money?: MoneyIntent;
  timeoutMs?: number;
  /** Another host than the bank's (client.ts RequestOptions.baseUrl): the card provider. */
  baseUrl?: string;
  /** Cancels the call (client.ts RequestOptions.signal). */
  signal?: AbortSignal;
  /** The answer's bytes read so far (client.ts RequestOptions.onProgress). */
  onProgress?: (received: number, total: number | null) => void;
}

/** Answers are checked unless a benchmark measures the cost of the check (npm run bench). */
let checkAnswers = true;
export function setAnswerChecks(on: boolean): void {
  checkAnswers = on;
}

/** An answer that does not match its contract: a typed error naming the endpoint and the field. */
export function contractError(contract: AnyContract, error: z.core.$ZodError): ApiError {
  const { field, message } = firstIssue(error);
  return new ApiError({
    kind: 'contract',
    status: 0,
    code: 'INVALID_ANSWER',
    description: `${contract.method} ${contract.path} (${contract.id}) answered with ${field}: ${message}`,
  });
}

function checked<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  part: string,
  contract: AnyContract,
): z.output<S> | undefined {
  if (value === undefined) return undefined;
  const result = z.safeParse(schema, value);
  // A request the app builds wrong is a bug of the app: said at once, never sent.
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw new TypeError(
      `${contract.id}: the ${part} does not match its contract (${field}: ${message})`,
    );
  }
  return result.data;
}

/** The headers given, each declared by the contract (a header it does not read is a bug of the app). */
function declaredHeaders(
  contract: AnyContract,
  given: Partial<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  if (!given) return undefined;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (!contract.headers || !Object.hasOwn(contract.headers, name))
      throw new TypeError(`${contract.id} declares no ${name} header`);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/** The contract says how a call authenticates; a step token ('token') is the caller's to give. */
function authOf(contract: AnyContract, given: AuthMode | undefined): AuthMode {
  if (given) return given;
  if (contract.auth === 'token')
    throw new TypeError(`${contract.id} needs the token of its step ({ auth: { token } })`);
  return contract.auth;
}

/**
 * One call of a contract: the path built from its template, the body and query checked against
 * their schemas, and the answer parsed by its schema, so what reaches the UI is what the contract
 * says (an unexpected answer is an ApiError of kind 'contract', never an undefined later).
 */
export async function call<C extends AnyContract>(
  contract: C,
  input: CallInput<C> = {},
): Promise<AnswerOf<C>> {
  if (contract.money && !input.money)
    throw new TypeError(
      `${contract.id} moves money: the call needs the user's intent (newMoneyIntent)`,
    );
  const params = checked(
    contract.params,
    input.params ?? {},
    'path parameters',
    contract,
  ) as Record<string, unknown>;
  const query = checked(contract.query, input.query, 'query', contract) as
    Record<string, string | number | boolean | undefined> | undefined;
  const body = checked(contract.body, input.body, 'body', contract);
  const headers = declaredHeaders(contract, input.headers);
  const raw = await apiRequest<unknown>(buildPath(contract.path, params), {
    method: contract.method,
    ...(body === undefined ? {} : { body }),
    ...(query === undefined ? {} : { query }),
    ...(headers ? { headers } : {}),
    auth: authOf(contract, input.auth),
    ...(input.money ? { money: input.money } : {}),
    ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
    ...(input.baseUrl === undefined ? {} : { baseUrl: input.baseUrl }),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
  if (!checkAnswers) return raw as AnswerOf<C>;
  const answer = z.safeParse(contract.answer, raw ?? {});
  if (!answer.success) throw contractError(contract, answer.error);
  return answer.data as AnswerOf<C>;
}
