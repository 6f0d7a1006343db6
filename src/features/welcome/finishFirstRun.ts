import { isApiError } from '../../api/ApiError';
import { rereadStatusRoute } from '../../api/statusRoute';
import { safeRedirectTarget } from '../../shared/safeRedirect';

/**
 * A first-run page is done (the bank has the expected activity, or the tutorial was seen): the
 * status is re-read and the user goes where it now leads (spec-1 §4), the dashboard or the
 * remembered path the page was opened with (?redirect=, followed only when safe).
 */
export function nextAfterFirstRun(search: string): Promise<string> {
  const remembered = new URLSearchParams(search).get('redirect');
  return rereadStatusRoute(remembered ? safeRedirectTarget(remembered) : null);
}

/** A sentence about a failed call: the catalogue's or the client's, else a general one. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}
