import { isApiError } from '../../../api/ApiError';
import type { OnboardingProgress } from '../../../shared/domain/onboarding';

/**
 * Sends saved progress, keeping the last one that failed to send it again when the browser is
 * back online (spec-1 §4: a failed save is silent for the user). Only the latest progress waits:
 * each holds all the data so far, so an older one has nothing the newer lacks. A save the bank
 * refused as a request (4xx) would be refused again, so it does not wait.
 */
export interface ProgressQueue {
  /** Sends `progress`; true when the bank stored it. Never throws. */
  save(progress: OnboardingProgress): Promise<boolean>;
  /** The progress waiting for the connection, if any. */
  readonly pending: OnboardingProgress | null;
  /** Forgets the waiting progress (sign-out, submission). */
  clear(): void;
  /** Stops listening for the connection. */
  dispose(): void;
}

function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind !== 'http' || error.status >= 500;
}

export function createProgressQueue(
  send: (progress: OnboardingProgress) => Promise<unknown>,
  connection: EventTarget,
): ProgressQueue {
  let pending: OnboardingProgress | null = null;

  const attempt = async (progress: OnboardingProgress): Promise<boolean> => {
    pending = progress;
    try {
      await send(progress);
      // A newer save that came meanwhile still waits for its own answer.
      if (pending === progress) pending = null;
      return true;
    } catch (error) {
      if (pending === progress && !worthRetrying(error)) pending = null;
      return false;
    }
  };

  const onOnline = () => {
    if (pending) void attempt(pending);
  };
  connection.addEventListener('online', onOnline);

  return {
    save: attempt,
    get pending() {
      return pending;
    },
    clear: () => {
      pending = null;
    },
    dispose: () => connection.removeEventListener('online', onOnline),
  };
}
