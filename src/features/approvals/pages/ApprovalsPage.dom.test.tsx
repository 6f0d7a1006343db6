import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import {
  actOnApproval,
  cancelApproval,
  getApprovalsByIds,
  getApprovalsFirstPage,
  saveApprovalRemarks,
} from '../../../api/approvals';
import { session } from '../../../api/session';
import { sendPayoutCode, verifyPayoutCode } from '../../../api/payoutCodes';
import type { BankDatabase } from '../../../db/database';
import { approvalRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { shownAuthorisation } from '../../../test/codeAuthorisation';
import { DECISION_OFFLINE } from '../actions';
import { anApprovalRequest } from '../testRequests';
import { ApprovalsPage } from './ApprovalsPage';

vi.mock('../../../api/approvals', () => ({
  getApprovalsFirstPage: vi.fn<typeof import('../../../api/approvals').getApprovalsFirstPage>(),
  getApprovalsByIds: vi.fn<typeof import('../../../api/approvals').getApprovalsByIds>(),
  saveApprovalRemarks: vi.fn<typeof import('../../../api/approvals').saveApprovalRemarks>(),
  actOnApproval: vi.fn<typeof import('../../../api/approvals').actOnApproval>(),
  cancelApproval: vi.fn<typeof import('../../../api/approvals').cancelApproval>(),
  // The demo policy as read: admin removed from the approvers (spec-3 §3).
  getApprovalPolicies: vi.fn<typeof import('../../../api/approvals').getApprovalPolicies>(() =>
    Promise.resolve([
      {
        id: 'P1',
        policyName: 'Above S$10,000',
        amountGreaterThan: 10_000_000_000,
        currency: 'SGD',
        approvers: ['sub-admin', 'accountant'],
        targetedMembers: ['finance', 'accountant'],
        secondStepApprovers: [],
        createdBy: '',
        updatedBy: '',
      },
    ]),
  ),
}));
// An approver's exchange is decided at a fresh quote (spec-3 §4): 1 SGD = 0.742311 USD, for 3 minutes.
vi.mock('../../../api/fx', () => ({
  requestQuote: vi.fn<typeof import('../../../api/fx').requestQuote>((sell, buy) =>
    Promise.resolve({
      referenceId: 'FXQ-1',
      sellCurrency: sell,
      buyCurrency: buy,
      bidRate: 742_311,
      validTo: new Date(Date.now() + 180_000).toISOString(),
      country: 'US',
    }),
  ),
}));
// The page's maintenance banner asks the bank; this file has none (a failed read would count as offline).
vi.mock('../../../api/maintenance', () => ({
  getMaintenanceNotices: vi.fn<typeof import('../../../api/maintenance').getMaintenanceNotices>(
    () => Promise.resolve([]),
  ),
}));
vi.mock('../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutTotp>(),
}));

const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const PENDING = Array.from({ length: 12 }, (_, i) =>
  anApprovalRequest({
    referenceId: `APR-${100 + i}`,
    createdAt: at(i + 1),
    requesterName: `Requester ${i}`,
    sourceAmount: (i + 1) * 1_000_000_000,
  }),
);
const MINE = anApprovalRequest({
  referenceId: 'APR-900',
  requesterId: 'ME',
  requesterName: 'Me Myself',
  remarks: 'Old remarks',
  createdAt: at(25),
});

let db: BankDatabase;

function openPage(tab = 'pending') {
  window.history.replaceState(null, '', `/manage/approvals?tab=${tab}`);
  return render(<ApprovalsPage />);
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

beforeEach(async () => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'ME',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
  db = await openUserDatabase({ corpID: 'C', sub: 'ME' });
  await db.approvals.bulkPut([
    ...PENDING.map((r) => approvalRow(r, 'pending')),
    approvalRow(MINE, 'mine'),
  ]);
  vi.mocked(sendPayoutCode).mockResolvedValue({
    otpRefID: 'OTP-1',
    otpType: 'SMS',
    maskedEmail: '',
    maskedPhone: '****4321',
    resendInSeconds: 60,
  });
  vi.mocked(verifyPayoutCode).mockResolvedValue({
    isVerified: true,
    remainingAttempts: 5,
    referenceId: 'OTP-1',
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.mocked(actOnApproval).mockReset();
  vi.mocked(saveApprovalRemarks).mockReset();
  vi.mocked(cancelApproval).mockReset();
  vi.mocked(getApprovalsFirstPage).mockReset();
  vi.mocked(getApprovalsByIds).mockReset();
  clearToasts();
  session.claims = null;
  await deleteAllCacheDatabases();
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ApprovalsPage', () => {
  it('shows the pending requests from the cache, 10 first and 10 more on Load more', async () => {
    openPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Showing 10 of 12')).toBeDefined();
    // Newest first.
    expect(rows()[0]?.textContent).toContain('Requester 11');
    expect(rows()[0]?.textContent).toContain('S$12,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no Pending tab to a role no policy makes an approver, and opens its own requests', async () => {
    session.claims = { ...session.claims!, role: 'finance', email: 'finance@demo.test' };
    openPage('pending');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'My requests',
        'Completed',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'My requests' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('Me Myself');
  });

  it('keeps the Pending tab for an approver the policy names, and for admin', async () => {
    session.claims = { ...session.claims!, role: 'accountant', email: 'accountant@demo.test' };
    const view = openPage('pending');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Pending',
      'My requests',
      'Completed',
    ]);
    view.unmount();
    session.claims = { ...session.claims, role: 'admin' };
    openPage('');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab named in the URL and puts a chosen tab in the URL', async () => {
    openPage('my-requests');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('Me Myself');
    vi.mocked(getApprovalsFirstPage).mockResolvedValue({
      firstPageResults: [],
      ids: [],
      totalPendingRequestIds: 12,
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(window.location.search).toBe('?tab=completed');
    await screen.findByText('No completed requests');
    expect(getApprovalsFirstPage).toHaveBeenCalledWith('completed', 10);
  });

  it('approves with a code bound to the request, once, and takes the request out of the pending list', async () => {
    const request = PENDING[11]!;
    vi.mocked(actOnApproval).mockResolvedValue({
      request: { ...request, status: 'Accepted' },
      touched: { accounts: [], transactions: [] },
    });
    openPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(
      within(rows()[0]!).getByRole('button', { name: `View request ${request.referenceId}` }),
    );
    const detail = dialog('Approval request');
    // spec-2 §3/§4: one layer reads 'Approver'; ADMIN and SUB_ADMIN both read 'Admin', once.
    const layer = within(detail).getByText('Approver', { exact: true }).parentElement!;
    expect([...layer.children].map((c) => c.textContent)).toEqual([
      'Approver',
      'Admin',
      'Ada Admin',
    ]);
    fireEvent.change(within(detail).getByLabelText('Remarks (optional)'), {
      target: { value: '  Looks right  ' },
    });
    await within(detail).findByText('1 SGD = 0.742311 USD');
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Enter the 6-digit code we sent to ****4321.');
    // The code dialog (over the request's details) says what the code authorises: this request.
    expect(shownAuthorisation(dialog('Verify via SMS'))).toEqual([
      'Approve request APR-111',
      'Amount sent: SGD 12,000.00',
      'From: Main SGD · 885164000001',
      'To: USD Wallet · 885165000002',
    ]);
    expect(sendPayoutCode).toHaveBeenCalledWith(
      {
        purpose: 'approval',
        subject: request.referenceId,
        payee: 'Accepted',
        amount: 12_000_000_000,
        currency: 'SGD',
      },
      'SMS',
    );
    fireEvent.change(within(dialog('Verify via SMS')).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog('Verify via SMS')).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(actOnApproval).toHaveBeenCalledTimes(1));
    const [referenceId, body, intent] = vi.mocked(actOnApproval).mock.calls[0]!;
    expect(referenceId).toBe(request.referenceId);
    expect(body).toEqual({
      actionStatus: 'Accepted',
      remarks: 'Looks right',
      otpReferenceID: 'OTP-1',
      fxReferenceId: 'FXQ-1',
      fee: 0,
    });
    expect(intent.idempotencyKey).toMatch(/[\w-]{20,}/);
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toContain('Request approved'),
    );
    await waitFor(() => expect(screen.getByText('Showing 10 of 11')).toBeDefined());
    expect((await db.approvals.get(request.referenceId))?.list).toBe('completed');
  });

  it('rejects with a code dialog that names the rejection and the request opened, and binds the code to them', async () => {
    openPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'View request APR-110' }));
    fireEvent.click(within(dialog('Approval request')).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Enter the 6-digit code we sent to ****4321.');
    expect(shownAuthorisation(dialog('Verify via SMS'))).toEqual([
      'Reject request APR-110',
      'Amount sent: SGD 11,000.00',
      'From: Main SGD · 885164000001',
      'To: USD Wallet · 885165000002',
    ]);
    expect(sendPayoutCode).toHaveBeenCalledWith(
      {
        purpose: 'approval',
        subject: 'APR-110',
        payee: 'Rejected',
        amount: 11_000_000_000,
        currency: 'SGD',
      },
      'SMS',
    );
  });

  it('refuses to decide offline with a clear message and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /View request/ }));
    fireEvent.click(within(dialog('Approval request')).getByRole('button', { name: 'Reject' }));
    expect(within(dialog('Approval request')).getByRole('alert').textContent).toContain(
      DECISION_OFFLINE,
    );
    expect(sendPayoutCode).not.toHaveBeenCalled();
    expect(actOnApproval).not.toHaveBeenCalled();
  });

  it('says how many attempts are left after a wrong code, and sends no decision', async () => {
    vi.mocked(verifyPayoutCode).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'INVALID_OTP', remainingAttempts: 4 }),
    );
    openPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /View request/ }));
    await within(dialog('Approval request')).findByText('1 SGD = 0.742311 USD');
    fireEvent.click(within(dialog('Approval request')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Enter the 6-digit code we sent to ****4321.');
    fireEvent.change(within(dialog('Verify via SMS')).getByLabelText('Verification code'), {
      target: { value: '111111' },
    });
    fireEvent.click(within(dialog('Verify via SMS')).getByRole('button', { name: 'Verify' }));
    await screen.findByText(
      'To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
    );
    expect(actOnApproval).not.toHaveBeenCalled();
  });

  it("shows the bank's refusal and keeps the request pending", async () => {
    vi.mocked(actOnApproval).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'INSUFFICIENT_FUNDS_IN_VA' }),
    );
    openPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /View request/ }));
    await within(dialog('Approval request')).findByText('1 SGD = 0.742311 USD');
    fireEvent.click(within(dialog('Approval request')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Enter the 6-digit code we sent to ****4321.');
    fireEvent.change(within(dialog('Verify via SMS')).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog('Verify via SMS')).getByRole('button', { name: 'Verify' }));
    await screen.findByText(
      'The account balance is not enough for this transfer. Please top up or enter a smaller amount.',
    );
    expect(screen.getByText('Showing 10 of 12')).toBeDefined();
  });

  it('submits a held request of the requester with the spec notice', async () => {
    vi.mocked(saveApprovalRemarks).mockResolvedValue(undefined);
    await db.approvals.put(
      approvalRow(
        { ...MINE, referenceId: 'APR-901', status: 'PendingCheck', remarks: '', createdAt: at(26) },
        'mine',
      ),
    );
    openPage('my-requests');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.textContent).toContain('Not submitted');
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /View request/ }));
    fireEvent.change(within(dialog('Approval request')).getByLabelText('Remarks'), {
      target: { value: 'Quarter-end hedge' },
    });
    fireEvent.click(
      within(dialog('Approval request')).getByRole('button', { name: 'Submit request' }),
    );
    await waitFor(() =>
      expect(saveApprovalRemarks).toHaveBeenCalledWith('APR-901', 'Quarter-end hedge'),
    );
    await waitFor(() =>
      expect(toastStore.toasts).toContainEqual(
        expect.objectContaining({
          title: 'Request submitted',
          message: 'Request has been submitted to Approver successfully',
        }),
      ),
    );
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Pending'));
  });

  it('lets the requester edit the remarks of their pending request and cancel it after confirming', async () => {
    vi.mocked(saveApprovalRemarks).mockResolvedValue(undefined);
    vi.mocked(cancelApproval).mockResolvedValue(undefined);
    openPage('my-requests');
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /View request/ }));
    const detail = dialog('Approval request');
    expect(within(detail).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.change(within(detail).getByLabelText('Remarks'), {
      target: { value: 'New remarks ' },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Save remarks' }));
    await waitFor(() => expect(saveApprovalRemarks).toHaveBeenCalledWith('APR-900', 'New remarks'));
    await waitFor(async () =>
      expect((await db.approvals.get('APR-900'))?.data.remarks).toBe('New remarks'),
    );

    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /View request/ }));
    fireEvent.click(
      within(dialog('Approval request')).getByRole('button', { name: 'Cancel request' }),
    );
    const confirm = dialog('Cancel this request?');
    expect(cancelApproval).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    });
    await waitFor(() => expect(cancelApproval).toHaveBeenCalledWith('APR-900'));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toContain('Request cancelled'),
    );
  });
});
