import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, establishSession } from '../../../../api/session';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { forgetMaintenanceNotices } from '../../../../entities/maintenance/notices';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { peopleOf } from '../../../../mirage/rules/approvalPolicy';
import { demoApprovalPolicy } from '../../../../mirage/scenarios/approvals';
import { defaultScenario } from '../../../../mirage/scenarios/default';
import { signIn } from '../../../../mirage/testing';
import { startSync, stopSync } from '../../../../sync/syncEngine';
import { accountsTask } from '../../../../sync/tasks/accountsTask';
import { recipientsTask } from '../../../../sync/tasks/recipientsTask';
import { togglesTask } from '../../../../sync/tasks/togglesTask';
import { startBankWithClient } from '../../../../test/bankSession';
import { shownAuthorisation } from '../../../../test/codeAuthorisation';
import { PayoutWizard } from './PayoutWizard';

// finance@demo.test against the mock bank: the demo policy holds finance's payouts above
// S$10,000 for the admin, the sub-admin or the accountant (src/mirage/scenarios/approvals.ts).
let bank: MockBankControls;
beforeEach(async () => {
  forgetMaintenanceNotices();
  bank = startBankWithClient();
  const claims = establishSession(await signIn('finance@demo.test'), {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  const db = await openUserDatabase(claims);
  await startSync({ db, tasks: [togglesTask(), accountsTask(), recipientsTask()] });
});
afterEach(async () => {
  stopSync();
  clearSession();
  bank.shutdown();
  await deleteAllCacheDatabases();
});

/** The first local recipient, an amount, then the review. */
async function review(amount: string) {
  const rows = await screen.findAllByRole('button', { name: /^Miller Wilderman/ });
  fireEvent.click(rows[0]!);
  fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'INV 1001' } });
  const next = screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toHaveProperty('disabled', false), { timeout: 3000 });
  fireEvent.click(next);
  await screen.findByLabelText('Transfer summary');
}

/** The people of the policy's approver roles, active (finance never approves its own). */
const APPROVERS = () =>
  peopleOf(defaultScenario())
    .filter((p) => demoApprovalPolicy().approvers.includes(p.role) && !p.suspended)
    .map((p) => p.name);

describe('the payout review says before the code whether it goes to an approver', () => {
  it('names the approvers the bank gives and offers Submit for approval above the policy', async () => {
    render(<PayoutWizard type="LOCAL" />);
    await review('12000');
    const notice = await screen.findByText('This transfer needs approval');
    const text = notice.parentElement?.textContent ?? '';
    const names = APPROVERS();
    expect(names.length).toBeGreaterThan(1);
    expect(text).toBe(
      `This transfer needs approvalAfter your code it goes to ${names.slice(0, -1).join(', ')}, or ${names.at(-1)} for approval. The money leaves your account only once it is approved.`,
    );
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer Now' })).toBeNull();
    // The answer is the bank's: it was asked with the payout.
    expect(bank.calls().some((c) => c.path.endsWith('/approval/payout-check'))).toBe(true);
  });

  it('says nothing of approval and offers Transfer Now below the policy', async () => {
    render(<PayoutWizard type="LOCAL" />);
    await review('100');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Transfer Now' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.queryByText('This transfer needs approval')).toBeNull();
    expect(screen.queryByLabelText('Remarks for the approver (optional)')).toBeNull();
  });

  it('submits the held payout to its approvers with the remarks, with the code, in one step', async () => {
    render(<PayoutWizard type="LOCAL" />);
    await review('12000');
    fireEvent.change(await screen.findByLabelText('Remarks for the approver (optional)'), {
      target: { value: 'Supplier deposit' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const code = await screen.findByRole('dialog');
    await within(code).findByText(/^Enter the 6-digit code we sent to/);
    // The code dialog states both sides: what leaves, what arrives.
    expect(shownAuthorisation(code).slice(0, 3)).toEqual([
      'Transfer to a recipient',
      'Amount sent: SGD 12,000.00',
      'Amount received: SGD 12,000.00',
    ]);
    fireEvent.change(within(code).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(
        bank.approvals().filter((r) => r.remarks === 'Supplier deposit' && r.kind === 'payout'),
      ).toHaveLength(1),
    );
    const [request] = bank.approvals().filter((r) => r.remarks === 'Supplier deposit');
    expect(request?.status).toBe('PendingApproval');
    // No second dialog to submit or to lose it by closing.
    expect(screen.queryByRole('dialog', { name: 'Request Approval' })).toBeNull();
  });
});
