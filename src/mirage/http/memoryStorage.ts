/**
 * The bank keeps what must outlive a page reload in localStorage (its stores, src/mirage/stores/).
 * Over HTTP there is no page: the same state lives in this process's
 * memory for as long as it runs, which is what a restarted server would lose too.
 */
export function installMemoryStorage(
  name: 'localStorage' | 'sessionStorage' = 'localStorage',
): void {
  if (typeof globalThis[name] !== 'undefined') return;
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, name, { value: storage, configurable: true });
}
