// Node-environment tests: browser storage as the in-memory Storage the HTTP bank uses, then the
// common setup (fake IndexedDB, storage cleared after each test).
import { installMemoryStorage } from '../mirage/http/memoryStorage';

installMemoryStorage();
if (typeof globalThis.sessionStorage === 'undefined') {
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
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
}
