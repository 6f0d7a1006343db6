import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientTriesStore } from '../stores/clientTries';
import { takeTry, TRY_KEYS, TRY_WINDOW_MS, type TryLimit } from './clientTries';

const LIMIT: TryLimit = { purpose: 'test', max: 2, text: (wait) => `Wait ${wait}.` };

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('throttles per client', () => {
  it('a flood from many addresses does not grow the counts: at most 1,000 kept, the oldest dropped, and none past the hour', () => {
    // 1,000 addresses with a try each, then one more.
    const now = Date.now();
    clientTriesStore.save(
      Object.fromEntries(Array.from({ length: TRY_KEYS }, (_, i) => [`test|10.0.${i}`, [now]])),
    );
    takeTry('10.1.0', LIMIT);
    const keys = Object.keys(clientTriesStore.load());
    expect(keys).toHaveLength(TRY_KEYS);
    expect([keys[0], keys.at(-1)]).toEqual(['test|10.0.1', 'test|10.1.0']);
    vi.setSystemTime(Date.now() + TRY_WINDOW_MS);
    takeTry('10.9.9.9', LIMIT);
    expect(Object.keys(clientTriesStore.load())).toEqual(['test|10.9.9.9']);
  });

  it('refuses the try past the limit with 429 TOO_MANY_REQUEST and the minutes left, and counts it not', () => {
    takeTry('a', LIMIT);
    vi.setSystemTime(Date.now() + 30 * 60_000);
    takeTry('a', LIMIT);
    expect(() => takeTry('a', LIMIT)).toThrow(
      expect.objectContaining({
        status: 429,
        code: 'TOO_MANY_REQUEST',
        description: 'Wait 30 minutes.',
      }),
    );
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect(() => takeTry('a', LIMIT)).not.toThrow();
    expect(clientTriesStore.load()['test|a']).toHaveLength(2);
  });
});
