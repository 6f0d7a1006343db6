import { apiPathOf, urlOf } from './apiPaths';
import type { Faults } from './faults';

/**
 * Mirage answers inside the page, so a real network outage would never reach it (docs/architecture.md §7).
 * This gate wraps the fetch that Mirage installed: while the browser is offline or the
 * 'network down' fault is on, every API call rejects exactly like an unreachable network
 * (TypeError 'Failed to fetch') and never reaches the bank, so it is not recorded as received.
 * It also adds the latency fault, and loses the answers the 'lost answer' fault names: the bank
 * has done the work, then the call fails as a broken connection would ('drop') or never answers
 * until the client's timeout aborts it ('timeout'). Web-server requests (config.json, assets) are
 * left alone.
 */
export function installNetworkGate(faults: Faults, basePath: string): () => void {
  const mirageFetch = window.fetch;
  const gatedFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = apiPathOf(urlOf(input), basePath);
    if (path === null) return mirageFetch.call(window, input, init);
    const signal = init?.signal ?? signalOf(input);
    refuseWhenUnreachable(faults);
    if (faults.latencyMs > 0) {
      await delay(faults.latencyMs, signal);
      // The network may have gone while the answer was on its way.
      refuseWhenUnreachable(faults);
    }
    const response = await mirageFetch.call(window, input, init);
    const lost = faults.takeLostAnswer(path);
    if (lost === 'drop') throw new TypeError('Failed to fetch');
    if (lost === 'timeout') await delay(Number.POSITIVE_INFINITY, signal);
    return response;
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
    // An infinite wait ends only by the abort (setTimeout would fire at once on Infinity).
    const timer = Number.isFinite(ms)
      ? setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, ms)
      : undefined;
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
