// Test environment: a real IndexedDB implementation in memory, a clean DOM and clean storage per test.
import 'fake-indexeddb/auto';
// The whole error catalogue, as the app has it before it builds an ApiError of a bank's answer or
// shows a signed-in page (src/api/errorLookup.ts): tests build ApiErrors of any code directly.
import '../api/errorCatalogue';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s, not 1 s: with both cores busy (two test workers), a 500 ms
// debounce and the renders after it can take longer than a second. It bounds a wait; it times
// nothing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (the HTTP bank) have no browser storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
