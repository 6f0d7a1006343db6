import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// workbox-window talks to a real service worker, which Node lacks: a small stand-in records
// what the prompt does with it.
const instances: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners = new Map<string, (() => void)[]>();
  skipWaitingSent = false;
  constructor(readonly url: string) {
    instances.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, event: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) (fn as (e: unknown) => void)(event);
  }
  messageSkipWaiting() {
    this.skipWaitingSent = true;
  }
  register() {
    return Promise.resolve(undefined);
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { registerServiceWorker, UPDATE_TITLE } = await import('./registerServiceWorker');
const { clearToasts, toastStore } = await import('../../shared/ui/toastStore');

/** The browser's paint timing, played by the test: `paint()` reports the first contentful paint. */
let paint: () => void = () => undefined;
class FakePerformanceObserver {
  constructor(
    private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
  ) {}
  observe() {
    paint = () =>
      this.callback({
        getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
      });
  }
  disconnect() {
    paint = () => undefined;
  }
}

/**
 * The browser the registration reads, in Node: a window for its load event and idle callbacks, the
 * document's readyState and a navigator with service workers. No jsdom: the module touches
 * nothing else of the page, and a jsdom environment costs about a second to set up.
 */
let browserWindow: EventTarget & { requestIdleCallback?: (run: () => void) => number };
let readyState: DocumentReadyState;

beforeEach(() => {
  instances.length = 0;
  readyState = 'complete';
  // Idle at once (on the next task), as a browser with nothing else to do.
  browserWindow = Object.assign(new EventTarget(), {
    requestIdleCallback: (run: () => void) => Number(setTimeout(run, 0)),
  });
  vi.stubGlobal('window', browserWindow);
  vi.stubGlobal('document', {
    get readyState() {
      return readyState;
    },
  });
  vi.stubGlobal('navigator', { serviceWorker: {} });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  // The node project shares modules between files (isolate: false): leave no toast behind.
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('PWA update prompt', () => {
  it('takes a refused registration as a warning: the app goes on online, with no unhandled error', async () => {
    const refusal = new TypeError("Cannot read properties of undefined (reading 'waiting')");
    const register = vi.spyOn(FakeWorkbox.prototype, 'register').mockRejectedValueOnce(refusal);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorker();
    paint();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The app could not be installed for offline use', refusal),
    );
    warn.mockRestore();
    register.mockRestore();
  });

  it("shows 'A new version is available' with Reload and reloads nothing by itself", async () => {
    registerServiceWorker();
    paint();
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const wb = instances[0]!;
    wb.emit('waiting');
    const toast = toastStore.toasts.find((t) => t.title === UPDATE_TITLE);
    expect(toast?.action?.label).toBe('Reload');
    expect(wb.skipWaitingSent).toBe(false);
    toast?.action?.onClick();
    expect(wb.skipWaitingSent).toBe(true);
  });

  it('registers only once the page has loaded and painted, so installing never competes with the first screen', async () => {
    // Fake timers: the waits below are the module's own, played at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    readyState = 'loading';
    const registered = vi.spyOn(FakeWorkbox.prototype, 'register');
    registerServiceWorker();
    paint();
    await vi.advanceTimersByTimeAsync(20);
    expect(registered).not.toHaveBeenCalled();
    browserWindow.dispatchEvent(new Event('load'));
    // Loaded but not painted yet (the page renders after config.json): still waiting, short of
    // the 5 s a never-reported paint is waited for.
    await vi.advanceTimersByTimeAsync(4000);
    expect(registered).not.toHaveBeenCalled();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
    readyState = 'complete';
    registerServiceWorker();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(2));
  });

  it('registers after a while when the browser never reports a paint, idle or not', async () => {
    // A browser without idle callbacks: the module waits 500 ms instead.
    delete browserWindow.requestIdleCallback;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const registered = vi.spyOn(FakeWorkbox.prototype, 'register');
    registered.mockClear();
    registerServiceWorker();
    await vi.advanceTimersByTimeAsync(4000);
    expect(registered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1400);
    expect(registered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
  });
});
