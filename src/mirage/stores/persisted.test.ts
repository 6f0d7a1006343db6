import { afterEach, describe, expect, it } from 'vitest';
import { migrate, persisted, setStoreBackend, type StoreBackend } from './persisted';

const KEY = 'mockbank:test-store';
afterEach(() => {
  localStorage.removeItem(KEY);
  localStorage.removeItem('mockbank:test-old');
  setStoreBackend(null);
});

interface V2 {
  names: string[];
  count: number;
}
const seed = (): V2 => ({ names: [], count: 0 });
/** Version 1 kept one name; version 2 keeps a list and a count. */
const v2 = () =>
  persisted<V2>(KEY, seed, {
    version: 2,
    migrations: { 1: (old) => ({ names: [(old as { name: string }).name], count: 1 }) },
  });

describe('persisted', () => {
  it('starts from the seed and keeps what is saved, with its version', () => {
    const store = v2();
    expect(store.load()).toEqual(seed());
    store.update((v) => {
      v.names.push('a');
      v.count = 1;
    });
    expect(store.load()).toEqual({ names: ['a'], count: 1 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({
      version: 2,
      value: { names: ['a'], count: 1 },
    });
  });

  it('migrates an older version, one step at a time', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, value: { name: 'x' } }));
    expect(v2().load()).toEqual({ names: ['x'], count: 1 });
    expect(
      migrate({ version: 0, value: 1 }, 3, {
        0: (v) => (v as number) + 1,
        1: (v) => (v as number) * 10,
        2: (v) => (v as number) + 5,
      }),
    ).toBe(25);
  });

  it('starts from the seed when no migration reaches the version, or the version is newer', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 0, value: 'ancient' }));
    expect(v2().load()).toEqual(seed());
    localStorage.setItem(KEY, JSON.stringify({ version: 3, value: { other: true } }));
    expect(v2().load()).toEqual(seed());
  });

  it('starts from the seed on a corrupt or foreign value', () => {
    for (const raw of ['{not json', 'null', '42', '{"names":["no envelope"]}']) {
      localStorage.setItem(KEY, raw);
      expect(v2().load()).toEqual(seed());
    }
  });

  it("reads an earlier build's key while its own is empty, and clear forgets both", () => {
    localStorage.setItem('mockbank:test-old', JSON.stringify({ list: ['p', 'q'] }));
    const store = persisted<V2>(KEY, seed, {
      version: 2,
      legacy: {
        key: 'mockbank:test-old',
        read: (old) => ({ names: (old as { list: string[] }).list, count: 2 }),
      },
    });
    expect(store.load()).toEqual({ names: ['p', 'q'], count: 2 });
    store.clear();
    expect(localStorage.getItem('mockbank:test-old')).toBeNull();
    expect(store.load()).toEqual(seed());
  });

  it('drops a legacy value its reader cannot read', () => {
    localStorage.setItem('mockbank:test-old', '"a string"');
    const store = persisted<V2>(KEY, seed, {
      version: 1,
      legacy: {
        key: 'mockbank:test-old',
        read: (old) => ({ names: (old as { list: string[] }).list.slice(), count: 0 }),
      },
    });
    expect(store.load()).toEqual(seed());
  });

  it('reads and writes through a swapped backend', () => {
    const map = new Map<string, string>();
    const backend: StoreBackend = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    setStoreBackend(backend);
    const store = v2();
    store.save({ names: ['m'], count: 1 });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(map.get(KEY)).toContain('"m"');
    expect(store.raw()).toEqual({ version: 2, value: { names: ['m'], count: 1 } });
  });

  it('keeps working when the backend refuses to write (storage full)', () => {
    setStoreBackend({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    });
    const store = v2();
    expect(() => store.save({ names: [], count: 3 })).not.toThrow();
  });
});
