import { useEffect, useState } from 'react';

/**
 * What `read` (a src/api call) answers, once the page opens and `enabled`; undefined until then,
 * and when the call fails: the dashboard's notices are extras, shown only when the bank answered.
 */
export function useBankRead<T>(read: () => Promise<T>, enabled = true): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    read().then(
      (answer) => live && setValue(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [read, enabled]);
  return value;
}
