import { errorEntry, type Severity } from './errorLookup';

/**
 * How a call failed: the bank answered with an error (`http`), the network did not answer
 * (`network`), the 30 s timeout passed (`timeout`), a money call was refused before it was
 * sent because the app is offline (`offline`), or the bank's answer did not match the
 * endpoint's contract (`contract`: its description names the endpoint and the field).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'offline' | 'contract';

export const CLIENT_MESSAGES = {
  offline:
    "You're offline. Moving money needs a connection, so nothing was sent. Please try again when you're back online.",
  network: "We couldn't reach the bank. Please check your connection and try again.",
  timeout: 'The bank took too long to answer. Please try again.',
  contract:
    "The bank's answer could not be read. Please try again later, or contact support if it keeps happening.",
} as const;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The server's code, or 'Unknown API error code' when the answer had none. */
  readonly code: string;
  readonly description: string | undefined;
  readonly remainingAttempts: number | undefined;
  /** INVALID_PARAM_ERROR: the request's field the bank's contract refused (absent for a rule's refusal). */
  readonly field: string | undefined;
  readonly severity: Severity;
  /** Title of the catalogue entry, when it has one. */
  readonly title: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: string;
    description?: string | undefined;
    remainingAttempts?: number | undefined;
    field?: string | undefined;
  }) {
    const entry = errorEntry(init.code);
    // How long to wait is known only to the bank: a 429 says it in its description (e.g. 'You can
    // ask for a new code in 7 minutes.'), else the catalogue's general text is shown.
    const waitSaid = init.code === 'TOO_MANY_REQUEST' && init.description ? init.description : null;
    const message = init.kind === 'http' ? (waitSaid ?? entry.message) : CLIENT_MESSAGES[init.kind];
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.remainingAttempts = init.remainingAttempts;
    this.field = init.field;
    this.severity = init.kind === 'http' ? entry.severity : 'warning';
    this.title = init.kind === 'http' ? entry.title : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
