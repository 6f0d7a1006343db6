import { isApiError } from '../../api/ApiError';

export interface LoginFailure {
  kind: 'error' | 'warning';
  title?: string;
  message: string;
}

/**
 * Login messages (spec-1 §8): RESOURCE_NOT_FOUND, SUSPENDED_ACCOUNT, INTERNAL_SERVER_ERROR or a
 * missing code, the lock warning (server text), locks as errors, everything else by catalogue.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'warning', title: 'Something went wrong', message: 'Please try again later' };
  if (error.code === 'ACCOUNT_LOCK_WARNING' && error.description) return { kind: 'warning', message: error.description };
  return { kind: error.severity, title: error.title, message: error.message };
}
