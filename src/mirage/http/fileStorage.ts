import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { BankHandler, BankRouter } from '../router';
import type { StoreBackend } from '../stores/persisted';

/**
 * The HTTP bank's state in one file (`npm run bank -- --state FILE`, issue 22): every store's key
 * (src/mirage/stores/) with the scenario the state belongs to, so a restarted bank goes on where
 * it stopped. The stores read and write this object (setStoreBackend); flush() writes what
 * changed, once per answered request and before the answer is sent (flushedAfterEach), so an
 * acknowledged answer is on disk: a temp file in the same directory, fsync, rename over the file,
 * fsync of the directory. A kill at any moment leaves the old file or the new one, never half.
 */

/** What the file holds: `items` are the stores' keys with their stored JSON (or text). */
export interface StateFileContents {
  mockBankState: typeof FORMAT;
  scenario: string;
  savedAt: string;
  items: Record<string, unknown>;
}

const FORMAT = 1;

/** How the bank started from the file, for the console. */
export type StateStart = 'loaded' | 'missing' | 'corrupt';

export interface StateFile extends StoreBackend {
  readonly path: string;
  readonly scenario: string;
  readonly start: StateStart;
  /** One line for the console: where the state is kept and what was found there. */
  readonly note: string;
  /** Writes the state if a store changed since the last write; throws if it cannot. */
  flush(): void;
}

/** A state file of another scenario: the bank refuses to start on it (nothing is overwritten). */
export class StateFileError extends Error {}

/** The items of a file's text, or a reason it is not a state file of this format. */
function parseState(text: string): StateFileContents | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'it is not JSON (a truncated or damaged file)';
  }
  const contents = parsed as Partial<StateFileContents> | null;
  if (
    typeof contents !== 'object' ||
    contents === null ||
    contents.mockBankState !== FORMAT ||
    typeof contents.scenario !== 'string' ||
    typeof contents.items !== 'object' ||
    contents.items === null ||
    Array.isArray(contents.items)
  )
    return `it is not a mock bank state file of format ${FORMAT}`;
  return contents as StateFileContents;
}

/**
 * How a store's text is written in the file: a store writes JSON text, kept as it is (the file
 * reads as JSON, with jq); a text that is not JSON, or is a JSON string, is kept as a string, so
 * reading the file back gives the same text. Worked out once a write, not once a flush.
 */
function itemJson(text: string): string {
  try {
    return typeof JSON.parse(text) === 'string' ? JSON.stringify(text) : text;
  } catch {
    return JSON.stringify(text);
  }
}
const fromItem = (item: unknown): string =>
  typeof item === 'string' ? item : JSON.stringify(item);

/** Writes `text` to `path` atomically and durably: temp file, fsync, rename, fsync of the directory. */
export function writeFileAtomic(path: string, text: string): void {
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  try {
    // The rename itself is durable once the directory is synced (not possible on every system).
    const dir = openSync(dirname(path), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    // Windows cannot open a directory: the rename is still atomic, only its durability waits.
  }
}

/**
 * Opens the state of `scenario` kept in `file`. A missing file starts from the scenario; a corrupt
 * one (not JSON, not this format) is moved aside to `FILE.corrupt-<time>` and the bank starts from
 * the scenario, saying so; a file of another scenario throws StateFileError.
 */
export function openStateFile(file: string, scenario: string): StateFile {
  const path = resolve(file);
  /** Each key's text as the store wrote it, and as the file keeps it (itemJson). */
  const items = new Map<string, { text: string; json: string }>();
  let start: StateStart = 'loaded';
  let note: string;
  let found: string | null = null;
  try {
    found = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (found === null) {
    start = 'missing';
    note = `No state file at ${path} yet: starting from scenario '${scenario}', changes are kept there.`;
  } else {
    const contents = parseState(found);
    if (typeof contents === 'string') {
      start = 'corrupt';
      const aside = `${path}.corrupt-${Date.now()}`;
      renameSync(path, aside);
      note = `The state file ${path} could not be read (${contents}): moved aside to ${basename(aside)}; starting from scenario '${scenario}', changes are kept in ${path}.`;
    } else if (contents.scenario !== scenario) {
      throw new StateFileError(
        `The state file ${path} holds the state of scenario '${contents.scenario}', not '${scenario}': start with --scenario ${contents.scenario}, or give another file.`,
      );
    } else {
      for (const [key, item] of Object.entries(contents.items)) {
        const text = fromItem(item);
        items.set(key, { text, json: itemJson(text) });
      }
      note = `State of scenario '${scenario}' loaded from ${path} (saved ${contents.savedAt}); changes are kept there.`;
    }
  }
  // A temp file a killed write left behind holds nothing acknowledged (the rename never came).
  for (const name of readdirSync(dirname(path)))
    if (name.startsWith(`${basename(path)}.tmp-`))
      rmSync(join(dirname(path), name), { force: true });

  let dirty = false;
  return {
    path,
    scenario,
    start,
    note,
    getItem: (key) => items.get(key)?.text ?? null,
    setItem(key, value) {
      const text = String(value);
      if (items.get(key)?.text === text) return;
      items.set(key, { text, json: itemJson(text) });
      dirty = true;
    },
    removeItem(key) {
      if (items.delete(key)) dirty = true;
    },
    flush() {
      if (!dirty) return;
      // StateFileContents, written by hand: each item's JSON as it is, one key a line.
      const head = `{"mockBankState":${FORMAT},"scenario":${JSON.stringify(scenario)},"savedAt":"${new Date().toISOString()}",`;
      const lines = [...items].map(([key, { json }]) => `${JSON.stringify(key)}:${json}`);
      writeFileAtomic(path, `${head}\n"items":{\n${lines.join(',\n')}\n}}\n`);
      dirty = false;
    },
  };
}

/**
 * A router that writes the state after each handler, before the adapter sends its answer: the
 * changes of one request are written once, refusals included (a failed sign-in counts towards a
 * lockout). A write that fails throws, and the bank answers 500 rather than acknowledge a change
 * it could not keep (the change stays in memory and is written with the next one).
 */
export function flushedAfterEach(router: BankRouter, state: Pick<StateFile, 'flush'>): BankRouter {
  const wrap =
    (handler: BankHandler): BankHandler =>
    (req) => {
      try {
        return handler(req);
      } finally {
        state.flush();
      }
    };
  return {
    get: (path, handler) => router.get(path, wrap(handler)),
    post: (path, handler) => router.post(path, wrap(handler)),
    put: (path, handler) => router.put(path, wrap(handler)),
    patch: (path, handler) => router.patch(path, wrap(handler)),
    del: (path, handler) => router.del(path, wrap(handler)),
  };
}
