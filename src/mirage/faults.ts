/**
 * Injected faults for demos and tests (DESIGN 7): extra latency, a chosen error code on the next
 * call to a path, and a network that is down.
 */
export interface PendingFault {
  path: string;
  code: string;
  status: number;
}

export class Faults {
  latencyMs = 0;
  networkDown = false;
  pending: PendingFault[] = [];

  setLatency(ms: number): void {
    this.latencyMs = Math.max(0, ms);
  }

  failNext(path: string, code: string, status = 400): void {
    this.pending.push({ path, code, status });
  }

  setNetworkDown(down: boolean): void {
    this.networkDown = down;
  }

  clear(): void {
    this.latencyMs = 0;
    this.networkDown = false;
    this.pending = [];
  }

  /** Takes the first pending fault for this path (an exact path or a pattern like /x/:id). */
  take(path: string): PendingFault | null {
    const index = this.pending.findIndex((f) => matches(f.path, path));
    if (index < 0) return null;
    const [fault] = this.pending.splice(index, 1);
    return fault ?? null;
  }

  state(): { latencyMs: number; networkDown: boolean; pending: PendingFault[] } {
    return { latencyMs: this.latencyMs, networkDown: this.networkDown, pending: [...this.pending] };
  }
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\:\w+|:\w+/g, '[^/]+')}$`);
  return regex.test(path);
}
