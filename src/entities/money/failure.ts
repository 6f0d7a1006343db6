import { isApiError } from '../../api/ApiError';
import { UNKNOWN_ERROR_CODE } from '../../api/errorCatalogue';
import { isUnknownOutcome, NO_ANSWER, NO_ANSWER_TITLE } from '../../api/unknownOutcome';

export const TRANSFER_FAILED_TITLE = 'Transfer has failed!';
export const UNEXPECTED_ISSUE =
  'There is an unexpected issue with this transaction. Please try again later.';

export interface MoneyFailure {
  kind: 'failure';
  code: string;
  /** Undefined: the screen shows the message without a title of its own. */
  title: string | undefined;
  message: string;
  /** The outcome is unknown (no answer): 'Try again' resends the same request with the same key. */
  retryable: boolean;
}

export type MoneyOutcome<R> =
  { kind: 'success'; result: R } | { kind: 'approval'; result: R } | MoneyFailure;

/** What the bank said, as a failure the outcome modal shows (the catalogue's text when it has one). */
export function failureOf(error: unknown): MoneyFailure {
  if (!isApiError(error))
    return {
      kind: 'failure',
      code: UNKNOWN_ERROR_CODE,
      title: TRANSFER_FAILED_TITLE,
      message: UNEXPECTED_ISSUE,
      retryable: false,
    };
  if (isUnknownOutcome(error))
    return {
      kind: 'failure',
      code: error.code,
      title: NO_ANSWER_TITLE,
      message: NO_ANSWER,
      retryable: true,
    };
  // Codes the catalogue knows show their own text (BAD_FX_RATE_ERROR's ...); the rest the spec's failure text.
  const known =
    error.kind !== 'http' ||
    (error.code !== UNKNOWN_ERROR_CODE && error.code !== 'INTERNAL_SERVER_ERROR');
  return {
    kind: 'failure',
    code: error.code,
    title: TRANSFER_FAILED_TITLE,
    message: known ? error.message : UNEXPECTED_ISSUE,
    retryable: false,
  };
}
