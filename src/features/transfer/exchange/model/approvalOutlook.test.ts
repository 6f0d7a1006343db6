import { describe, expect, it } from 'vitest';
import type { ApprovalPolicy } from '../../../../shared/domain/approvals';
import { approvalOutlook, type OutlookInput } from './approvalOutlook';
import { approvalNotice } from './schemas';

/** The demo policy: finance, accountant and general users' transfers above S$10,000. */
const POLICY: ApprovalPolicy = {
  id: 'POL-0001',
  policyName: 'Transfers above S$10,000',
  amountGreaterThan: 10_000_000_000,
  currency: 'SGD',
  approvers: ['sub-admin', 'accountant'],
  targetedMembers: ['finance', 'accountant', 'general'],
  secondStepApprovers: [],
  createdBy: '',
  updatedBy: '',
};
/** 1 USD = 1.338795 SGD (a bid rate as the accounts sync caches it). */
const USD_SGD = 1_338_795;

const outlook = (overrides: Partial<OutlookInput>) =>
  approvalOutlook({
    policies: [POLICY],
    role: 'finance',
    amount: 20_000_000_000,
    currency: 'SGD',
    sgdRate: undefined,
    ...overrides,
  });

describe('approvalOutlook', () => {
  it('is exact for an SGD sender: strictly above the threshold needs approval', () => {
    expect(outlook({})).toEqual({ kind: 'required', threshold: 10_000_000_000 });
    expect(outlook({ amount: 10_000_010_000 })).toEqual({
      kind: 'required',
      threshold: 10_000_000_000,
    });
    expect(outlook({ amount: 10_000_000_000 })).toEqual({ kind: 'none' });
  });

  it('says nothing to roles the policy does not target, nor to admins', () => {
    expect(outlook({ role: 'sub-admin' })).toEqual({ kind: 'none' });
    expect(
      outlook({ role: 'admin', policies: [{ ...POLICY, targetedMembers: ['admin'] }] }),
    ).toEqual({ kind: 'none' });
    expect(outlook({ role: null })).toEqual({ kind: 'none' });
    expect(outlook({ policies: [] })).toEqual({ kind: 'none' });
  });

  it('cannot tell when the policies could not be read', () => {
    expect(outlook({ policies: 'failed' })).toEqual({ kind: 'unknown' });
  });

  it('values another currency at the cached rate, and near a threshold says approval may be needed', () => {
    // 10,000 USD is about S$13,387.95: well above.
    expect(outlook({ currency: 'USD', amount: 10_000_000_000, sgdRate: USD_SGD })).toEqual({
      kind: 'required',
      threshold: 10_000_000_000,
    });
    // 7,470 USD is about S$10,000.79: within 1 % of the threshold, either way.
    expect(outlook({ currency: 'USD', amount: 7_470_000_000, sgdRate: USD_SGD })).toEqual({
      kind: 'possible',
      threshold: 10_000_000_000,
      estimate: 10_000_790_000,
    });
    expect(outlook({ currency: 'USD', amount: 7_400_000_000, sgdRate: USD_SGD })).toMatchObject({
      kind: 'possible',
    });
    // 5,000 USD is about S$6,693.97: well below.
    expect(outlook({ currency: 'USD', amount: 5_000_000_000, sgdRate: USD_SGD })).toEqual({
      kind: 'none',
    });
    expect(outlook({ currency: 'USD', amount: 5_000_000_000, sgdRate: undefined })).toEqual({
      kind: 'unknown',
    });
    expect(outlook({ currency: 'USD', role: 'sub-admin', sgdRate: undefined })).toEqual({
      kind: 'none',
    });
  });
});

describe("approvalNotice (the product's own texts)", () => {
  it('names the threshold, and the estimate when it is one', () => {
    expect(approvalNotice({ kind: 'required', threshold: 10_000_000_000 })).toBe(
      'This transfer needs approval: transfers above S$10,000.00 go to an approver. After you confirm, it is sent for approval and made only once it is approved.',
    );
    expect(
      approvalNotice({ kind: 'possible', threshold: 10_000_000_000, estimate: 10_000_790_000 }),
    ).toBe(
      'This transfer is worth about S$10,000.79, close to the S$10,000.00 above which transfers need approval. It may go to an approver after you confirm.',
    );
    expect(approvalNotice({ kind: 'unknown' })).toBe(
      'We could not check whether this transfer needs approval. If it does, you can send it to an approver after you confirm.',
    );
    expect(approvalNotice({ kind: 'none' })).toBeNull();
  });
});
