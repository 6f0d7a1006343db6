import { describe, expect, it } from 'vitest';
import type { ApprovalPolicy } from '../../shared/domain/approvals';
import { approvalTabsFor, mayBeApprover, tabFrom } from './approverTabs';

const POLICY: ApprovalPolicy = {
  id: 'P1',
  policyName: 'Above S$10,000',
  amountGreaterThan: 10_000_000_000,
  currency: 'SGD',
  // As read: admin removed (spec-3 §3).
  approvers: ['sub-admin', 'accountant'],
  targetedMembers: ['finance', 'accountant'],
  secondStepApprovers: [],
  createdBy: '',
  updatedBy: '',
};

describe('approvals tabs by role', () => {
  it('makes an approver of a role a policy names, and of admin always', () => {
    expect(mayBeApprover('sub-admin', [POLICY])).toBe(true);
    expect(mayBeApprover('accountant', [POLICY])).toBe(true);
    expect(mayBeApprover('admin', [POLICY])).toBe(true);
    expect(mayBeApprover('finance', [POLICY])).toBe(false);
    expect(mayBeApprover('finance', [{ ...POLICY, approvers: ['finance'] }])).toBe(true);
  });

  it('makes an approver of a role only a second step names', () => {
    expect(mayBeApprover('finance', [{ ...POLICY, secondStepApprovers: ['finance'] }])).toBe(true);
  });

  it('drops Pending for a viewer who can never approve, keeps it while unknown', () => {
    expect(approvalTabsFor(false)).toEqual(['my-requests', 'completed']);
    expect(approvalTabsFor(true)).toEqual(['pending', 'my-requests', 'completed']);
    expect(approvalTabsFor(undefined)).toEqual(['pending', 'my-requests', 'completed']);
  });

  it("opens the address's tab when the viewer has it, else the first", () => {
    const all = approvalTabsFor(true);
    const noPending = approvalTabsFor(false);
    expect(tabFrom('?tab=completed', all)).toBe('completed');
    expect(tabFrom('', all)).toBe('pending');
    expect(tabFrom('?tab=pending', noPending)).toBe('my-requests');
    expect(tabFrom('', noPending)).toBe('my-requests');
  });
});
