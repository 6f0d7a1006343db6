import { completedFrom, persisted } from './persisted';
import { LEGACY_STATE_KEY } from './security';

/** What each user (by e-mail) has seen or put away: read on every request that shows it. */
export interface Seen {
  /** The feature tips and announcements (by featureId) the user has seen. */
  callouts: Record<string, string[]>;
  tutorialsViewed: Record<string, boolean>;
  dismissedBanners: Record<string, string[]>;
}

const nothingSeen = (): Seen => ({ callouts: {}, tutorialsViewed: {}, dismissedBanners: {} });

export const seenStore = persisted('mockbank:seen', nothingSeen, {
  version: 1,
  legacy: { key: LEGACY_STATE_KEY, read: (old) => completedFrom(old, nothingSeen()) },
});

export const loadSeen = (): Seen => completedFrom(seenStore.load(), nothingSeen()) ?? nothingSeen();

/** Reads the flags, lets `change` edit them, and writes them back. */
export function updateSeen<T>(change: (seen: Seen) => T): T {
  const seen = loadSeen();
  const result = change(seen);
  seenStore.save(seen);
  return result;
}
