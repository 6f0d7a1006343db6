import { describe, expect, it } from 'vitest';
import type { Person } from './approvalPolicy';
import { assertEnoughApprovers, heldSteps, keepAdmin, type PolicyDraft } from './approvalPolicy';

const person = (id: string, role: Person['role'], suspended = false): Person => ({
  userReferenceID: id,
  name: `Person ${id}`,
  role,
  suspended,
});
const PEOPLE = [
  person('A', 'admin'),
  person('S', 'sub-admin'),
  person('C', 'accountant'),
  person('C2', 'accountant', true),
  person('F', 'finance'),
];
const DRAFT: PolicyDraft = {
  policyName: 'Two steps',
  amountGreaterThan: 5_000_000_000,
  currency: 'SGD',
  approvers: ['accountant'],
  targetedMembers: ['finance'],
  secondStepApprovers: ['sub-admin'],
};
const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('heldSteps', () => {
  it('gives one layer a step with its active approvers, never the requester', () => {
    const steps = heldSteps(
      { approvers: ['accountant', 'finance'], secondStepApprovers: ['sub-admin'] },
      'F',
      PEOPLE,
    );
    expect(steps?.layers).toEqual([
      { approverRole: ['ACCOUNTANT', 'FINANCE'], approverUser: [{ userName: 'Person C' }] },
      { approverRole: ['SUB_ADMIN'], approverUser: [{ userName: 'Person S' }] },
    ]);
    expect(steps?.approvers.map((p) => p.userReferenceID)).toEqual(['C', 'S']);
  });

  it('is null when a step has nobody, or only one person could decide both steps', () => {
    expect(heldSteps({ approvers: ['accountant'] }, 'C', PEOPLE)).toBeNull();
    expect(
      heldSteps({ approvers: ['sub-admin'], secondStepApprovers: ['sub-admin'] }, 'F', PEOPLE),
    ).toBeNull();
    expect(
      heldSteps({ approvers: ['sub-admin'], secondStepApprovers: [] }, 'F', PEOPLE),
    ).not.toBeNull();
  });
});

describe('assertEnoughApprovers', () => {
  it('accepts steps each with an active member, two different people for two steps', () => {
    expect(codeOf(() => assertEnoughApprovers(DRAFT, PEOPLE))).toBeNull();
  });

  it('refuses a step whose roles have only suspended members, or one person for both steps', () => {
    const noAccountant = PEOPLE.filter((p) => p.userReferenceID !== 'C');
    expect(codeOf(() => assertEnoughApprovers(DRAFT, noAccountant))).toBe('INSUFFICIENT_APPROVERS');
    expect(
      codeOf(() => assertEnoughApprovers({ ...DRAFT, approvers: ['sub-admin'] }, PEOPLE)),
    ).toBe('INSUFFICIENT_APPROVERS');
  });
});

describe('keepAdmin', () => {
  it('keeps admin where the policy had it, and adds it nowhere else', () => {
    expect(keepAdmin(['accountant'], ['admin', 'sub-admin'])).toEqual(['admin', 'accountant']);
    expect(keepAdmin(['accountant'], ['sub-admin'])).toEqual(['accountant']);
    expect(keepAdmin(['accountant'], undefined)).toEqual(['accountant']);
  });
});
