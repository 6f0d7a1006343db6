import * as z from 'zod/mini';

/**
 * One endpoint of the bank, declared once (issue 8): the client builds its calls from it
 * (src/api/contractCall.ts), the mock bank answers through it (src/mirage/contractRoutes.ts), and
 * the OpenAPI document is generated from it (openapi.ts). Schemas are zod/mini: the same zod 4,
 * tree-shaken, so a page pays only for the checks its contracts use; zod's core still costs ~18 kB
 * gzip, so contracts stay off the first screen (see README, Libraries).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call authenticates (src/api/client.ts AuthMode): the bank checks the same. */
export type ContractAuth = 'bearer' | 'basic' | 'none' | 'token';

type Schema = z.ZodMiniType;

export interface Contract<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Answer extends Schema = Schema,
  Header extends string = string,
> {
  /** '<area>.<name>', unique: names the endpoint in errors, tests and the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path template with :name parameters, e.g. '/v1/boom/approval/:referenceId'. */
  path: string;
  /** Where the spec (or docs/decisions/) defines it, and what it does: the OpenAPI summary. */
  summary: string;
  auth: ContractAuth;
  /** Moves money: online only, with an Idempotency-Key (src/api/client.ts). */
  money?: boolean;
  params: Params;
  query: Query;
  body: Body;
  answer: Answer;
  /** The error codes this endpoint can answer (error-codes.tsv). */
  errors: readonly string[];
  /**
   * Request headers this endpoint reads beyond those every call carries (X-Request-Id,
   * X-Device-Id, Authorization): name -> what it carries. Each is optional.
   */
  headers?: Readonly<Record<Header, string>>;
}

export type AnyContract = Contract;
export type ParamsOf<C extends AnyContract> = z.input<C['params']>;
export type QueryOf<C extends AnyContract> = z.input<C['query']>;
export type BodyOf<C extends AnyContract> = z.input<C['body']>;
export type AnswerOf<C extends AnyContract> = z.output<C['answer']>;
/** The headers a call of C may send: only those its contract declares (none: an empty record). */
type HeaderNames<C extends AnyContract> = keyof NonNullable<C['headers']> & string;
export type HeadersOf<C extends AnyContract> = [HeaderNames<C>] extends [never]
  ? Record<string, never>
  : Partial<Record<HeaderNames<C>, string>>;

/** What any signed-in call can answer before its own rules: a bad token, a suspended user. */
export const ACCESS_ERRORS = ['INVALID_ACCESS_TOKEN', 'SUSPENDED_ACCOUNT'] as const;

/** No parameters, query or body: an empty object (unknown keys are dropped). */
export const NOTHING = z.object({});

/** A contract with the parts it leaves out set to NOTHING. */
export function defineContract<
  Params extends Schema = typeof NOTHING,
  Query extends Schema = typeof NOTHING,
  Body extends Schema = typeof NOTHING,
  Answer extends Schema = typeof NOTHING,
  Header extends string = never,
>(
  contract: Omit<
    Contract<Params, Query, Body, Answer, Header>,
    'params' | 'query' | 'body' | 'answer'
  > &
    Partial<
      Pick<Contract<Params, Query, Body, Answer, Header>, 'params' | 'query' | 'body' | 'answer'>
    >,
): Contract<Params, Query, Body, Answer, Header> {
  return {
    ...contract,
    params: contract.params ?? (NOTHING as unknown as Params),
    query: contract.query ?? (NOTHING as unknown as Query),
    body: contract.body ?? (NOTHING as unknown as Body),
    answer: contract.answer ?? (NOTHING as unknown as Answer),
  };
}

/** The names of a path template's parameters, in order: '/a/:x/b/:y' -> ['x', 'y']. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] as string);
}

/** The path of a call: each :name replaced by its value, URI-encoded. */
export function buildPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new RangeError(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What is wrong with a value, in words. zod/mini carries no message texts (its locales would
 * add their weight to the entry chunk); these say enough to find the field and the rule.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_big':
      return `${issue.origin === 'string' || issue.origin === 'array' ? 'length ' : ''}at most ${String(issue.maximum)}`;
    case 'too_small':
      return `${issue.origin === 'string' || issue.origin === 'array' ? 'length ' : ''}at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `expected the ${issue.format} format`;
    case 'unrecognized_keys':
      return `unknown ${issue.keys.join(', ')}`;
    default:
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : issue.code.replaceAll('_', ' ');
  }
}

/** The first problem of a failed parse, as the field (a dotted path with [indexes]) and what is wrong. */
export function firstIssue(error: z.core.$ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '(root)', message: 'invalid' };
  const field = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`))
    .join('');
  return { field: field || '(root)', message: describeIssue(issue) };
}
