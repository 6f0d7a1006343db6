import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield when the browser has it', async () => {
    const schedulerYield = vi.fn<() => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('waits for a zero-delay timer otherwise, so queued input and paint run first', async () => {
    const timer = vi.spyOn(globalThis, 'setTimeout');
    let resumed = false;
    const pending = yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await pending;
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
