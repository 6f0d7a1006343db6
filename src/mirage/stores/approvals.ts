import type { MockApproval, Scenario } from '../types';
import { isRecord, ledgerPart } from './legacyLedger';
import { persisted } from './persisted';

/** Approval requests created or changed since the scenario, by referenceId. */
export interface StoredApprovals {
  scenario: string;
  changed: Record<string, MockApproval>;
}

export const approvalsStore = persisted<StoredApprovals | null>('mockbank:approvals', () => null, {
  version: 1,
  legacy: ledgerPart((old) =>
    isRecord(old.approvals) && Object.keys(old.approvals).length > 0
      ? { scenario: old.scenario, changed: old.approvals as Record<string, MockApproval> }
      : undefined,
  ),
});

/** The approval requests: the scenario's, with those created or changed since. */
export class ApprovalBook {
  private byId = new Map<string, MockApproval>();
  private state: StoredApprovals;

  constructor(private readonly scenario: Scenario) {
    this.state = { scenario: scenario.name, changed: {} };
    this.reload();
  }

  reload(): void {
    const stored = approvalsStore.load();
    this.state =
      stored?.scenario === this.scenario.name
        ? stored
        : { scenario: this.scenario.name, changed: {} };
    this.byId = new Map(this.scenario.approvalRequests.map((r) => [r.referenceId, r]));
    for (const r of Object.values(this.state.changed)) this.byId.set(r.referenceId, r);
  }

  list(): MockApproval[] {
    return [...this.byId.values()];
  }

  get(referenceId: string): MockApproval | undefined {
    return this.byId.get(referenceId);
  }

  save(request: MockApproval): void {
    this.byId.set(request.referenceId, request);
    this.state.changed[request.referenceId] = request;
    approvalsStore.save(this.state);
  }
}
