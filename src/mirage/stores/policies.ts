import type { ApprovalPolicy, Scenario } from '../types';
import { persisted } from './persisted';

/**
 * The company's approval policies (issue 24: an admin edits them), starting from the scenario's
 * and kept for that scenario: another scenario starts from its own again.
 */
export interface StoredPolicies {
  scenario: string;
  policies: ApprovalPolicy[];
  /** The number of the next policy's id (POL-0002 ...). */
  next: number;
}

export const policiesStore = persisted<StoredPolicies | null>('mockbank:policies', () => null, {
  version: 1,
});

const idNumber = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? 0);

/** The approval policies: the scenario's until an admin changes them, then the stored ones. */
export class PolicyBook {
  private state: StoredPolicies;

  constructor(private readonly scenario: Scenario) {
    this.state = this.seed();
    this.reload();
  }

  private seed(): StoredPolicies {
    const policies = this.scenario.approvalPolicies.map((p) => ({ ...p }));
    const next = Math.max(0, ...policies.map((p) => idNumber(p.id))) + 1;
    return { scenario: this.scenario.name, policies, next };
  }

  reload(): void {
    const stored = policiesStore.load();
    this.state = stored?.scenario === this.scenario.name ? stored : this.seed();
  }

  /** Oldest first: the order the policies were made in. */
  list(): ApprovalPolicy[] {
    return this.state.policies.map((p) => ({ ...p }));
  }

  get(id: string): ApprovalPolicy | undefined {
    const found = this.state.policies.find((p) => p.id === id);
    return found ? { ...found } : undefined;
  }

  /** A new policy's id: POL-0002 after the seeded POL-0001; never reused after a delete. */
  newId(): string {
    return `POL-${String(this.state.next).padStart(4, '0')}`;
  }

  save(policy: ApprovalPolicy): void {
    const at = this.state.policies.findIndex((p) => p.id === policy.id);
    if (at >= 0) this.state.policies[at] = policy;
    else {
      this.state.policies.push(policy);
      this.state.next = Math.max(this.state.next, idNumber(policy.id) + 1);
    }
    policiesStore.save(this.state);
  }

  remove(id: string): void {
    this.state.policies = this.state.policies.filter((p) => p.id !== id);
    policiesStore.save(this.state);
  }
}
