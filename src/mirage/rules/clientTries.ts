import { clientTriesStore } from '../stores/clientTries';
import type { BankRequest } from '../router';
import { BankError } from '../types';

/**
 * Throttles per client and per e-mail (docs/decisions/sign-up.md 'Throttles before sign-in'):
 * calls anyone may make before signing in, that answer something about an e-mail (is it
 * registered? is this its invitation's code?) or send mail, are limited per hour, so that one
 * client cannot sweep a list of e-mails or guess codes. The client is the caller's address
 * (BankRequest.client), never a header: a caller chooses its headers, not its address. Beyond
 * the limit: 429 TOO_MANY_REQUEST saying when to try again, which the pages show.
 */
export interface TryLimit {
  /** Names the count: tries of one purpose count together. */
  purpose: string;
  /** Tries allowed in TRY_WINDOW_MS. */
  max: number;
  /** The refusal's text, given the wait ('12 minutes'). */
  text: (wait: string) => string;
}

/** Every throttle counts the tries of the last hour. */
export const TRY_WINDOW_MS = 60 * 60_000;

/** How many `purpose|key` counts the store keeps: the oldest go first (a flood of addresses cannot grow it). */
export const TRY_KEYS = 1_000;

export const clientOf = (req: BankRequest): string => req.client ?? 'unknown';

export const minutesText = (minutes: number): string =>
  `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

const inWindow = (times: readonly number[], now: number) =>
  times.filter((at) => now - at < TRY_WINDOW_MS);

function refusal(limit: TryLimit, recent: readonly number[], now: number): BankError | null {
  const oldest = recent.at(-limit.max);
  if (recent.length < limit.max || oldest === undefined) return null;
  const minutes = Math.max(1, Math.ceil((oldest + TRY_WINDOW_MS - now) / 60_000));
  return new BankError(429, 'TOO_MANY_REQUEST', limit.text(minutesText(minutes)));
}

/** Throws 429 TOO_MANY_REQUEST while `key` has used up `limit`, counting nothing. */
export function checkTries(key: string, limit: TryLimit): void {
  const now = Date.now();
  const refused = refusal(
    limit,
    inWindow(clientTriesStore.load()[`${limit.purpose}|${key}`] ?? [], now),
    now,
  );
  if (refused) throw refused;
}

/** Counts one try of `key`, or throws 429 TOO_MANY_REQUEST when `limit` is used up (that try is not counted). */
export function takeTry(key: string, limit: TryLimit): void {
  const slot = `${limit.purpose}|${key}`;
  const refused = clientTriesStore.update((tries) => {
    const now = Date.now();
    // Counts of the last hour only: a count that ran out is dropped.
    for (const [other, times] of Object.entries(tries)) {
      const kept = inWindow(times, now);
      if (kept.length === 0) delete tries[other];
      else tries[other] = kept;
    }
    const recent = tries[slot] ?? [];
    const refusedNow = refusal(limit, recent, now);
    if (refusedNow) return refusedNow;
    // Moved last: the keys are kept in the order they were last used.
    delete tries[slot];
    tries[slot] = [...recent, now];
    const keys = Object.keys(tries);
    for (const old of keys.slice(0, Math.max(0, keys.length - TRY_KEYS))) delete tries[old];
    return null;
  });
  if (refused) throw refused;
}

/** Counts one try of the caller's client (takeTry). */
export const takeClientTry = (req: BankRequest, limit: TryLimit): void =>
  takeTry(clientOf(req), limit);
