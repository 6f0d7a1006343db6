import { describe, expect, it } from 'vitest';
import {
  approvalPolicyFromWire,
  approvalPolicyToWire,
  policyFor,
  policyHolds,
  policySteps,
  type ApprovalPolicy,
} from './approvals';

const POLICY: ApprovalPolicy = {
  id: 'POL-1',
  policyName: 'Above S$10,000',
  amountGreaterThan: 10_000_000_000,
  currency: 'SGD',
  approvers: ['admin', 'sub-admin', 'accountant'],
  targetedMembers: ['admin', 'finance', 'general'],
  secondStepApprovers: [],
  createdBy: 'Ada Admin',
  updatedBy: 'Ada Admin',
};

describe('approval policy on the wire (spec-3 §3)', () => {
  it('joins the role lists with commas and leaves admin out', () => {
    const { secondStepApprovers: _none, ...oneStep } = POLICY;
    expect(approvalPolicyToWire(POLICY)).toEqual({
      ...oneStep,
      approvers: 'SUB_ADMIN,ACCOUNTANT',
      targetedMembers: 'FINANCE,GENERAL',
    });
  });

  it('sends a second step only when there is one, and reads it back', () => {
    const twoStep = {
      ...POLICY,
      approvers: ['accountant'],
      secondStepApprovers: ['admin', 'sub-admin'],
    } as const;
    const wire = approvalPolicyToWire({
      ...twoStep,
      approvers: [...twoStep.approvers],
      secondStepApprovers: [...twoStep.secondStepApprovers],
    });
    expect(wire.secondStepApprovers).toBe('SUB_ADMIN');
    expect(approvalPolicyFromWire(wire).secondStepApprovers).toEqual(['sub-admin']);
    expect(approvalPolicyFromWire(approvalPolicyToWire(POLICY)).secondStepApprovers).toEqual([]);
    expect(policySteps({ approvers: ['accountant'], secondStepApprovers: ['sub-admin'] })).toEqual([
      ['accountant'],
      ['sub-admin'],
    ]);
    expect(policySteps({ approvers: ['accountant'], secondStepApprovers: [] })).toEqual([
      ['accountant'],
    ]);
  });

  it('reads the lists back, ignoring names it does not know and spaces', () => {
    const wire = { ...approvalPolicyToWire(POLICY), targetedMembers: 'FINANCE, GENERAL,SOMEONE' };
    expect(approvalPolicyFromWire(wire)).toMatchObject({
      approvers: ['sub-admin', 'accountant'],
      targetedMembers: ['finance', 'general'],
    });
  });
});

describe('policyFor', () => {
  it('applies the highest threshold the amount passes, the oldest on a tie', () => {
    const low = { ...POLICY, id: 'LOW', amountGreaterThan: 5_000_000_000 };
    const high = { ...POLICY, id: 'HIGH', amountGreaterThan: 10_000_000_000 };
    const twin = { ...POLICY, id: 'TWIN', amountGreaterThan: 5_000_000_000 };
    expect(policyFor([high, low, twin], 'finance', 6_000_000_000)?.id).toBe('LOW');
    expect(policyFor([low, high], 'finance', 12_000_000_000)?.id).toBe('HIGH');
    expect(policyFor([low, high], 'finance', 5_000_000_000)).toBeNull();
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
