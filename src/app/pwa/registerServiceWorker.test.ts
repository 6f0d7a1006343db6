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

beforeEach(() => {
  instances.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('PWA update prompt', () => {
  it("shows 'A new version is available' with Reload and reloads nothing by itself", async () => {
    registerServiceWorker();
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const wb = instances[0]!;
    wb.emit('waiting');
    const toast = toastStore.toasts.find((t) => t.title === UPDATE_TITLE);
    expect(toast?.action?.label).toBe('Reload');
    expect(wb.skipWaitingSent).toBe(false);
    toast?.action?.onClick();
    expect(wb.skipWaitingSent).toBe(true);
  });

  it('registers only once the page has loaded, so installing never competes with the first page', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const registered = vi.spyOn(FakeWorkbox.prototype, 'register');
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registered).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    registerServiceWorker();
    await vi.waitFor(() => expect(registered).toHaveBeenCalledTimes(2));
  });
});
