import { isApiPath, urlOf } from './apiPaths';
import type { Faults } from './faults';

/**
 * Mirage answers inside the page, so a real network outage would never reach it (docs/architecture.md §7).
 * This gate wraps the fetch that Mirage installed: while the browser is offline or the
 * 'network down' fault is on, every API call rejects exactly like an unreachable network
 * (TypeError 'Failed to fetch') and never reaches the bank, so it is not recorded as received.
 * It also adds the latency fault. Web-server requests (config.json, assets) are left alone.
 */
export function installNetworkGate(faults: Faults, basePath: string): () => void {
  const mirageFetch = window.fetch;
  const gatedFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (isApiPath(urlOf(input), basePath)) {
      refuseWhenUnreachable(faults);
      if (faults.latencyMs > 0) {
        await delay(faults.latencyMs, init?.signal ?? signalOf(input));
        // The network may have gone while the answer was on its way.
        refuseWhenUnreachable(faults);
      }
    }
    return mirageFetch.call(window, input, init);
  };
  window.fetch = gatedFetch;
  return () => {
    // Only undo our own wrapper: something installed after us keeps its place.
    if (window.fetch === gatedFetch) window.fetch = mirageFetch;
  };
}

function refuseWhenUnreachable(faults: Faults): void {
  if (faults.networkDown || navigator.onLine === false) throw new TypeError('Failed to fetch');
}

function signalOf(input: RequestInfo | URL): AbortSignal | null {
  return typeof input === 'object' && 'signal' in input ? input.signal : null;
}

/** Waits, but gives up as fetch does when the caller aborts (the client's 30 s timeout). */
function delay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () =>
      signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
