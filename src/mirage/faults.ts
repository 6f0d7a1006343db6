/**
 * Injected faults for demos and tests (docs/architecture.md §7): extra latency, a chosen error code on the next
 * call to a path, a lost answer, and a network that is down. The latency, the lost answers and the
 * network are applied by the fetch gate (networkGate.ts), the pending error by the route wrapper
 * (Bank.respond).
 */
export interface PendingFault {
  path: string;
  code: string;
  status: number;
}

/**
 * The bank does the work of the next call to `path`, but its answer never reaches the app:
 * 'drop' fails the call like a broken connection, 'timeout' holds it until the client gives up.
 * The case idempotency keys exist for: the money moved and the app does not know it.
 */
export type LostAnswerKind = 'drop' | 'timeout';

export interface LostAnswer {
  path: string;
  kind: LostAnswerKind;
}

/**
 * spec-2 §8: how the next payout fails. The first three refuse it (nothing moves); RETURN accepts
 * it, then the recipient's bank sends it back while it is in progress (docs/decisions/payouts.md 'Payouts').
 */
export const PAYOUT_FAILURES = [
  'RECIPIENT_NOT_FOUND',
  'BAD_FX_RATE_ERROR',
  'INSUFFICIENT_FUND',
  'RETURN',
] as const;
export type PayoutFailure = (typeof PAYOUT_FAILURES)[number];

export interface FaultState {
  latencyMs: number;
  networkDown: boolean;
  pending: PendingFault[];
  lostAnswers: LostAnswer[];
  /** How the next payout the bank executes fails, if it is to. */
  payoutFailure: PayoutFailure | null;
}

export class Faults {
  latencyMs = 0;
  networkDown = false;
  pending: PendingFault[] = [];
  lostAnswers: LostAnswer[] = [];
  payoutFailure: PayoutFailure | null = null;
  private readonly listeners = new Set<() => void>();

  setLatency(ms: number): void {
    this.latencyMs = Number.isFinite(ms) ? Math.max(0, ms) : 0;
    this.changed();
  }

  /** The next call to `path` (exact, or a Mirage pattern like /v1/boom/x/:id) answers `code`. */
  failNext(path: string, code: string, status = 400): void {
    const valid = Number.isInteger(status) && status >= 400 && status <= 599;
    this.pending.push({
      path: path.trim().split('?')[0] ?? '',
      code: code.trim(),
      status: valid ? status : 400,
    });
    this.changed();
  }

  /** The answer to the next call to `path` (exact or pattern) is lost after the bank did the work. */
  loseNextAnswer(path: string, kind: LostAnswerKind = 'drop'): void {
    this.lostAnswers.push({
      path: path.trim().split('?')[0] ?? '',
      kind: kind === 'timeout' ? 'timeout' : 'drop',
    });
    this.changed();
  }

  /** Takes the first lost-answer fault for this path. */
  takeLostAnswer(path: string): LostAnswerKind | null {
    const index = this.lostAnswers.findIndex((f) => pathMatches(f.path, path));
    if (index < 0) return null;
    const [fault] = this.lostAnswers.splice(index, 1);
    this.changed();
    return fault?.kind ?? null;
  }

  /** The next payout the bank executes fails with `failure` (null: it does not). */
  failNextPayout(failure: PayoutFailure | null): void {
    this.payoutFailure = failure !== null && PAYOUT_FAILURES.includes(failure) ? failure : null;
    this.changed();
  }

  /** Takes the payout failure waiting, if any: it applies to one payout only. */
  takePayoutFailure(): PayoutFailure | null {
    const failure = this.payoutFailure;
    if (failure) {
      this.payoutFailure = null;
      this.changed();
    }
    return failure;
  }

  setNetworkDown(down: boolean): void {
    this.networkDown = down;
    this.changed();
  }

  clear(): void {
    this.latencyMs = 0;
    this.networkDown = false;
    this.pending = [];
    this.lostAnswers = [];
    this.payoutFailure = null;
    this.changed();
  }

  /** Takes the first pending fault for this path. */
  take(path: string): PendingFault | null {
    const index = this.pending.findIndex((f) => pathMatches(f.path, path));
    if (index < 0) return null;
    const [fault] = this.pending.splice(index, 1);
    this.changed();
    return fault ?? null;
  }

  state(): FaultState {
    return {
      latencyMs: this.latencyMs,
      networkDown: this.networkDown,
      pending: this.pending.map((f) => ({ ...f })),
      lostAnswers: this.lostAnswers.map((f) => ({ ...f })),
      payoutFailure: this.payoutFailure,
    };
  }

  /** For the demo panel: it shows the faults that tests or the console set too. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Mirage-style pattern match: `:name` is one path segment, `*name` the rest of the path. */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part.startsWith('*')
          ? '.*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}
