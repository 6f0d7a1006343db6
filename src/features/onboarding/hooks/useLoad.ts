import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; retry: () => void };

/**
 * What a page reads from the bank before it can show its form, with a retry after a failure.
 * `load` must be stable (a module's function): a new one loads again.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (live) setResult({ attempt, loaded: { status: 'ready', value } });
      },
      () => {
        if (live)
          setResult({
            attempt,
            loaded: { status: 'failed', retry: () => setAttempt((n) => n + 1) },
          });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  // A retry shows the loader again until its own answer.
  return result && result.attempt === attempt ? result.loaded : { status: 'loading' };
}
