import { describe, expect, it } from 'vitest';
import {
  approvalPolicyFromWire,
  approvalPolicyToWire,
  policyHolds,
  type ApprovalPolicy,
} from './approvals';

const POLICY: ApprovalPolicy = {
  id: 'POL-1',
  policyName: 'Above S$10,000',
  amountGreaterThan: 10_000_000_000,
  currency: 'SGD',
  approvers: ['admin', 'sub-admin', 'accountant'],
  targetedMembers: ['admin', 'finance', 'general'],
  createdBy: 'Ada Admin',
  updatedBy: 'Ada Admin',
};

describe('approval policy on the wire (spec-3 §3)', () => {
  it('joins the role lists with commas and leaves admin out', () => {
    expect(approvalPolicyToWire(POLICY)).toEqual({
      ...POLICY,
      approvers: 'SUB_ADMIN,ACCOUNTANT',
      targetedMembers: 'FINANCE,GENERAL',
    });
  });

  it('reads the lists back, ignoring names it does not know and spaces', () => {
    const wire = { ...approvalPolicyToWire(POLICY), targetedMembers: 'FINANCE, GENERAL,SOMEONE' };
    expect(approvalPolicyFromWire(wire)).toMatchObject({
      approvers: ['sub-admin', 'accountant'],
      targetedMembers: ['finance', 'general'],
    });
  });
});

describe('policyHolds', () => {
  it('holds a targeted role strictly above the threshold, in SGD', () => {
    expect(policyHolds(POLICY, 'finance', 10_000_010_000)).toBe(true);
    expect(policyHolds(POLICY, 'finance', 10_000_000_000)).toBe(false);
    expect(policyHolds(POLICY, 'sub-admin', 50_000_000_000)).toBe(false);
    expect(policyHolds({ ...POLICY, currency: 'USD' }, 'finance', 50_000_000_000)).toBe(false);
  });

  it('never holds an admin, whom the policy does not show as a target', () => {
    expect(policyHolds(POLICY, 'admin', 50_000_000_000)).toBe(false);
  });
});
