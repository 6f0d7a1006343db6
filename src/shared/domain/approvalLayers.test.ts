import { describe, expect, it } from 'vitest';
import {
  approvalLayerLabel,
  approverRoleLabel,
  describeApprovalLayers,
  stepStateText,
} from './approvalLayers';

describe('approval layers', () => {
  it("shows SUB_ADMIN and ADMIN as 'Admin', FINANCE as 'Finance', ACCOUNTANT as 'Accountant'", () => {
    expect(['ADMIN', 'SUB_ADMIN', 'FINANCE', 'ACCOUNTANT'].map(approverRoleLabel)).toEqual([
      'Admin',
      'Admin',
      'Finance',
      'Accountant',
    ]);
  });

  it("labels one layer 'Approver' and two 'First step approver' / 'Second step approver'", () => {
    expect(approvalLayerLabel(0, 1)).toBe('Approver');
    expect([approvalLayerLabel(0, 2), approvalLayerLabel(1, 2)]).toEqual([
      'First step approver',
      'Second step approver',
    ]);
  });

  it('lists each role label once per layer, with the named approvers', () => {
    const layers = describeApprovalLayers([
      {
        approverRole: ['ADMIN', 'SUB_ADMIN', 'ACCOUNTANT'],
        approverUser: [{ userName: 'Ada Admin' }, { userName: 'Sam Sub' }],
      },
    ]);
    expect(layers).toEqual([
      { label: 'Approver', roles: ['Admin', 'Accountant'], users: ['Ada Admin', 'Sam Sub'] },
    ]);
  });
});

describe('stepStateText', () => {
  it('names who approved step 1 and says step 2 is awaited; nothing for one step', () => {
    const progress = {
      status: 'PendingApproval',
      currentStep: 1,
      stepDecisions: [{ step: 0, by: 'Ann Lee' }],
    };
    expect(stepStateText(progress, 0, 2)).toBe('Approved by Ann Lee');
    expect(stepStateText(progress, 1, 2)).toBe('Waiting for this approval');
    expect(stepStateText({ status: 'PendingApproval' }, 1, 2)).toBe('After the step before');
    expect(stepStateText({ status: 'PendingApproval' }, 0, 1)).toBeNull();
    expect(stepStateText({ ...progress, status: 'Rejected' }, 1, 2)).toBeNull();
  });
});
