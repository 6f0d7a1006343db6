// Test environment: a real IndexedDB implementation in memory, and a clean storage per test.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
