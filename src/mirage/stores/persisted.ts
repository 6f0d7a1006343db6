/**
 * One persisted store an area of the mock bank (accounts, transactions, payouts, approvals,
 * idempotency, preferences, applicants, security): its state kept under its own key, so that the
 * in-page bank's state survives a reload (it restarts on every load) and a new area adds a store,
 * not fields to a shared one. stores/index.ts is the one place that knows every store.
 *
 * Each store has a version. A stored value is kept as `{ version, value }`; an older version is
 * brought up by the store's migrations, one version at a time; a version without a migration, a
 * newer version (a rolled-back demo) or a corrupt value starts the store from its seed: the demo
 * must never crash on what an earlier build left in storage.
 */

/**
 * Where the stores keep their state: a subset of the Web Storage API. localStorage in the page;
 * the HTTP bank installs an in-memory localStorage (http/memoryStorage.ts); a state file (the
 * next issue's `--state FILE`) is one more backend, set with setStoreBackend.
 */
export interface StoreBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let backend: StoreBackend | null = null;

/** Swaps where every store reads and writes; null goes back to globalThis.localStorage. */
export function setStoreBackend(next: StoreBackend | null): void {
  backend = next;
}

/** Read on every call, not once: tests and the HTTP bank install their localStorage late. */
const storage = (): StoreBackend => backend ?? globalThis.localStorage;

/** What a store writes under its key. */
export interface Stored {
  version: number;
  value: unknown;
}

/** Turns a value of one version into the next version's (migrations[n]: version n -> n + 1). */
export type Migration = (old: unknown) => unknown;

/** A format kept under another key by an earlier build, read while the store's own key is empty. */
export interface LegacyKey<T> {
  key: string;
  /** The current version's value from the old key's parsed JSON; undefined: nothing to take. */
  read: (old: unknown) => T | undefined;
}

export interface StoreOptions<T> {
  version: number;
  migrations?: Readonly<Record<number, Migration>>;
  legacy?: LegacyKey<T>;
}

export interface Persisted<T> {
  readonly key: string;
  readonly version: number;
  /** The stored value, migrated to the current version, or the seed. */
  load(): T;
  save(value: T): void;
  /** Reads the value, lets `change` edit it, and writes it back. */
  update<R>(change: (value: T) => R): R;
  /** Forgets the value (and the legacy key it came from): the next load is the seed. */
  clear(): void;
  /** The stored envelope as it is (for a snapshot of every store); null when nothing is stored. */
  raw(): Stored | null;
  /** Writes an envelope taken by raw() (it is migrated on its next load). */
  restore(stored: Stored): void;
}

const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as Stored).version) &&
  'value' in (v as object);

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function write(key: string, text: string): void {
  try {
    storage().setItem(key, text);
  } catch {
    // Storage full or blocked (private mode): the mock keeps working, only forgets on reload.
  }
}

/**
 * The seed's fields taken from a stored object where it has them: a field added since the object
 * was written needs no migration, and fields the store no longer keeps are left behind.
 * Undefined when `old` is not an object.
 */
export function completedFrom<T extends object>(old: unknown, seed: T): T | undefined {
  if (typeof old !== 'object' || old === null || Array.isArray(old)) return undefined;
  const kept = Object.entries(seed).map(([field, value]: [string, unknown]) => [
    field,
    Object.hasOwn(old, field) ? (old as Record<string, unknown>)[field] : value,
  ]);
  return Object.fromEntries(kept) as T;
}

/** Brings a stored value up to `version`, or undefined when some step has no migration. */
export function migrate(
  stored: Stored,
  version: number,
  migrations: Readonly<Record<number, Migration>> = {},
): unknown {
  let { value } = stored;
  for (let v = stored.version; v < version; v++) {
    const step = migrations[v];
    if (!step) return undefined;
    value = step(value);
  }
  return value;
}

/**
 * A store of state `T` under `key`, starting from `seed()` (a fresh value each time: callers may
 * edit what load returns). Reads go to the backend every time, so two tabs of a demo share it.
 */
export function persisted<T>(key: string, seed: () => T, options: StoreOptions<T>): Persisted<T> {
  const { version, migrations, legacy } = options;
  const fromLegacy = (): T | undefined => {
    if (!legacy) return undefined;
    const old = parse(storage().getItem(legacy.key));
    if (old === undefined || old === null) return undefined;
    try {
      return legacy.read(old);
    } catch {
      return undefined;
    }
  };
  const store: Persisted<T> = {
    key,
    version,
    load() {
      const stored = parse(storage().getItem(key));
      if (stored === undefined) return fromLegacy() ?? seed();
      // A version this build does not know (newer, or no migration from it): the seed.
      if (!isStored(stored) || stored.version > version) return seed();
      const value = migrate(stored, version, migrations);
      return value === undefined ? seed() : (value as T);
    },
    save(value) {
      write(key, JSON.stringify({ version, value } satisfies Stored));
    },
    update(change) {
      const value = store.load();
      const result = change(value);
      store.save(value);
      return result;
    },
    clear() {
      storage().removeItem(key);
      if (legacy) storage().removeItem(legacy.key);
    },
    raw() {
      const stored = parse(storage().getItem(key));
      return isStored(stored) ? stored : null;
    },
    restore(stored) {
      write(key, JSON.stringify(stored));
    },
  };
  return store;
}
