import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// workbox-window talks to a real service worker, which jsdom lacks: a small stand-in records
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
const { toastStore } = await import('../../shared/ui/toastStore');

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

beforeEach(() => {
  instances.length = 0;
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  vi.stubEnv('DEV', false);
});
afterEach(() => {
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
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const registered = vi.spyOn(FakeWorkbox.prototype, 'register');
    registerServiceWorker();
    paint();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registered).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // Loaded but not painted yet (the page renders after config.json): still waiting.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(registered).not.toHaveBeenCalled();
    paint();
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    registerServiceWorker();
    paint();
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(2));
  });

  it('registers after a while when the browser never reports a paint', async () => {
    vi.useFakeTimers();
    try {
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
      const registered = vi.spyOn(FakeWorkbox.prototype, 'register');
      registered.mockClear();
      registerServiceWorker();
      await vi.advanceTimersByTimeAsync(4000);
      expect(registered).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      vi.useRealTimers();
      await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });
});
