import { isApiError } from '../../api/ApiError';
import { errorEntry } from '../../api/errorLookup';

export interface LoginFailure {
  kind: 'error' | 'warning';
  title?: string;
  message: string;
}

/**
 * Login messages (spec-1 §8): RESOURCE_NOT_FOUND (its login-only text), SUSPENDED_ACCOUNT, INTERNAL_SERVER_ERROR or a
 * missing code, the lock warning (server text), locks as errors, everything else by catalogue.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error))
    return { kind: 'warning', title: 'Something went wrong', message: 'Please try again later' };
  if (error.code === 'ACCOUNT_LOCK_WARNING' && error.description)
    return { kind: 'warning', message: error.description };
  // A code whose spec text belongs to the login only (RESOURCE_NOT_FOUND: wrong e-mail or password).
  const loginMessage = error.kind === 'http' ? errorEntry(error.code).loginMessage : undefined;
  if (loginMessage) return { kind: error.severity, message: loginMessage };
  return { kind: error.severity, title: error.title, message: error.message };
}
