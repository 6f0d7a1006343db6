/**
 * Loads the app afresh at `target` (screenMove 'reload'): the session is in sessionStorage, and a
 * start with an onboarded session opens the cache and sync. Its own module so tests can stand in
 * for a document load, which jsdom cannot do.
 */
export function enterShell(target: string): void {
  window.location.replace(target);
}
