/**
 * Injected faults for demos and tests (docs/architecture.md §7): extra latency, a chosen error code on the next
 * call to a path, and a network that is down. The latency and the network are applied by the
 * fetch gate (networkGate.ts), the pending error by the route wrapper (Bank.handle).
 */
export interface PendingFault {
  path: string;
  code: string;
  status: number;
}

export interface FaultState {
  latencyMs: number;
  networkDown: boolean;
  pending: PendingFault[];
}

export class Faults {
  latencyMs = 0;
  networkDown = false;
  pending: PendingFault[] = [];
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

  setNetworkDown(down: boolean): void {
    this.networkDown = down;
    this.changed();
  }

  clear(): void {
    this.latencyMs = 0;
    this.networkDown = false;
    this.pending = [];
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
