// Test environment: a real IndexedDB implementation in memory, a clean DOM and clean storage per test.
import 'fake-indexeddb/auto';
// The whole error catalogue, as the app has it before it builds an ApiError of a bank's answer or
// shows a signed-in page (src/api/errorLookup.ts): tests build ApiErrors of any code directly.
import '../api/errorCatalogue';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Testing Library's own config and printer (the one Testing Library for React configures).
import { getConfig, prettyDOM } from '@testing-library/dom';

/** Testing Library's flag, set while waitFor runs its callback (not in its types). */
const retrying = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;

configure({
  // findBy/waitFor wait up to 5 s, not 1 s: with both cores busy (two test workers), a 500 ms
  // debounce and the renders after it can take longer than a second. It bounds a wait; it times
  // nothing.
  asyncUtilTimeout: 5000,
  // A getBy missed inside findBy/waitFor printed the whole page into an error that the next try
  // throws away (about 6% of the onboarding journey). The retries' errors go without it;
  // when waitFor gives up it builds its error again outside the retries, so a failure still
  // shows the page.
  getElementError(message, container) {
    const page = retrying()
      ? ''
      : `Ignored nodes: comments, script, style\n${prettyDOM(container)}`;
    const error = new Error([message, page].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
  // Node-environment tests (the HTTP bank) have no browser storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
