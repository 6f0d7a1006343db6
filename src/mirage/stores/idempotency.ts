import type { Scenario } from '../types';
import { isRecord, ledgerPart } from './legacyLedger';
import { persisted } from './persisted';

export interface StoredAnswer {
  /** Method, path and body of the first call: a key reused for another request is refused. */
  fingerprint: string;
  body: unknown;
  at: number;
}

/** `userReferenceID|idempotency key` -> the first answer (Bank.idempotent). */
export interface StoredAnswers {
  scenario: string;
  answers: Record<string, StoredAnswer>;
}

export const answersStore = persisted<StoredAnswers | null>('mockbank:idempotency', () => null, {
  version: 1,
  legacy: ledgerPart((old) =>
    isRecord(old.answers) && Object.keys(old.answers).length > 0
      ? { scenario: old.scenario, answers: old.answers as Record<string, StoredAnswer> }
      : undefined,
  ),
});

/**
 * How long the first answer to an idempotency key is kept: a day, far longer than any retry of
 * the app (it retries an intent while its page is open) or a replayed request would come.
 */
export const ANSWER_TTL_MS = 24 * 60 * 60_000;
/**
 * A guard for localStorage (about 5 MB an origin, shared with the rest of the demo's state), not
 * a rule: an answer carries the records it changed, about 2.5 kB of JSON, so 500 answers take
 * about 1.3 MB; a full storage would stop the stores saving their changes.
 * A demo makes far fewer money calls a day; if one makes more, the oldest keys are forgotten
 * before their day is over. A real bank keeps the day's keys in its database.
 */
export const MAX_ANSWERS = 500;

/**
 * The largest answer kept whole, in characters of JSON. A batch's submit answers up to 1,000
 * payouts' records (about 780 kB): kept whole, a few would fill localStorage. A larger answer is
 * kept without its `touched` records, so a repeat answers the same outcome and the app's sync
 * reads the records instead (docs/decisions/offline-pwa.md 'Money answers carry what they
 * changed'); it still moves nothing again.
 */
export const ANSWER_KEPT_MAX = 64 * 1024;

/** The answer as it is kept: whole, or without its records when it is larger than `max`. */
export function keptAnswer(body: unknown, max = ANSWER_KEPT_MAX): unknown {
  if (!isRecord(body) || !('touched' in body)) return body;
  if (JSON.stringify(body).length <= max) return body;
  return { ...body, touched: { accounts: [], transactions: [] } };
}

export const isAnswerFresh = (answer: StoredAnswer, now = Date.now()): boolean =>
  now - answer.at < ANSWER_TTL_MS;

/** Drops the answers older than ANSWER_TTL_MS, then keeps the newest `max`. */
export function pruneAnswers(
  answers: Record<string, StoredAnswer>,
  now = Date.now(),
  max = MAX_ANSWERS,
): Record<string, StoredAnswer> {
  const fresh = Object.entries(answers).filter(([, answer]) => isAnswerFresh(answer, now));
  return Object.fromEntries(fresh.toSorted(([, a], [, b]) => b.at - a.at).slice(0, max));
}

/** The first answers to money calls' idempotency keys, kept 24 hours. */
export class AnswerBook {
  private state: StoredAnswers;

  constructor(private readonly scenario: Scenario) {
    this.state = this.loaded();
  }

  private loaded(): StoredAnswers {
    const stored = answersStore.load();
    return stored?.scenario === this.scenario.name
      ? stored
      : { scenario: this.scenario.name, answers: {} };
  }

  reload(): void {
    this.state = this.loaded();
  }

  /** The first answer to an idempotency key, while it is kept (24 hours). */
  get(key: string): StoredAnswer | undefined {
    const answer = this.state.answers[key];
    return answer && isAnswerFresh(answer) ? answer : undefined;
  }

  remember(key: string, answer: StoredAnswer): void {
    const kept = { ...answer, body: keptAnswer(answer.body) };
    this.state.answers = pruneAnswers({ ...this.state.answers, [key]: kept });
    answersStore.save(this.state);
  }
}
