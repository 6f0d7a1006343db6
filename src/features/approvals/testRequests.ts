import type { ApprovalRequest } from '../../shared/domain/approvals';

/** A small typed builder of approval requests for the tests of this area. */
export function anApprovalRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    referenceId: 'APR-1',
    kind: 'exchange',
    status: 'PendingApproval',
    requesterId: 'USR-FIN',
    requesterName: 'Fiona Finance',
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    remarks: 'Supplier payment',
    senderAccount: '885164000001',
    senderAccountName: 'Main SGD',
    sourceCurrency: 'SGD',
    sourceAmount: 12_500_000_000,
    receiverAccount: '885165000002',
    receiverName: 'USD Wallet',
    targetCurrency: 'USD',
    targetAmount: null,
    fee: 0,
    approvers: 'Ada Admin',
    approvalLayers: [
      { approverRole: ['ADMIN', 'SUB_ADMIN'], approverUser: [{ userName: 'Ada Admin' }] },
    ],
    ...overrides,
  };
}
