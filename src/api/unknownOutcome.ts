import { isApiError } from './ApiError';

/**
 * A money call that got no answer (no network, the 30 s timeout): the bank may have done it.
 * Written for this product. The screen says the outcome is unknown (never "failed"), and 'Try
 * again' sends the same request under the same idempotency key: the bank answers a key it knows
 * with its first answer, so nothing moves twice (docs/security.md).
 */
export const NO_ANSWER_TITLE = 'No answer from the bank';
export const NO_ANSWER =
  "We didn't get the bank's answer, so we can't tell yet whether this was done. Try again: the bank will not do it twice.";

export function isUnknownOutcome(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
