import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { saveApprovalRemarks } from '../../../../api/approvals';
import { submit, type BatchSubmitResult } from '../../../../api/batchTransfers';
import { sendPayoutCode, verifyPayoutCode } from '../../../../api/payoutCodes';
import type { PayoutCodeIssued, PayoutCodeVerified } from '../../../../shared/domain/transfers';
import { setOnline } from '../../../../sync/syncStatus';
import { MONEY_OFFLINE } from '../../../../entities/money/MoneyOffline';
import { NO_ANSWER, NO_ANSWER_TITLE } from '../../../../api/unknownOutcome';
import { shownAuthorisation } from '../../../../test/codeAuthorisation';
import { summary } from '../test/fixtures';
import { BatchSubmit } from './BatchSubmit';

vi.mock('../../../../api/batchTransfers', () => ({
  submit: vi.fn<typeof import('../../../../api/batchTransfers').submit>(),
  getBatchTransfers: vi.fn<typeof import('../../../../api/batchTransfers').getBatchTransfers>(() =>
    Promise.reject(new Error('not read in this test')),
  ),
}));
vi.mock('../../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<() => Promise<PayoutCodeIssued>>(() =>
    Promise.resolve({
      otpRefID: 'OTP-1',
      otpType: 'SMS',
      maskedEmail: '',
      maskedPhone: '+65 ****1234',
      resendInSeconds: 179,
    }),
  ),
  verifyPayoutCode: vi.fn<() => Promise<PayoutCodeVerified>>(() =>
    Promise.resolve({ isVerified: true, remainingAttempts: 5, referenceId: 'OTP-REF-9' }),
  ),
  verifyPayoutTotp: vi.fn<() => Promise<PayoutCodeVerified>>(),
}));
vi.mock('../../../../api/approvals', () => ({
  saveApprovalRemarks: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));
vi.mock('../../../../sync/syncEngine', () => ({
  syncNow: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

function paid(change: Partial<BatchSubmitResult> = {}): BatchSubmitResult {
  return {
    approvalStatus: 'NotRequired',
    referenceID: 'BATCH-1',
    transferCount: 995,
    transactionReferenceIds: [],
    totalDebit: 99_500_000_000,
    batch: {
      batchReferenceId: 'BATCH-1',
      fileName: 'payroll.csv',
      status: 'SUBMITTED',
      revision: 3,
      transferCount: 995,
      validCount: 0,
      invalidCount: 0,
      submittedCount: 995,
      createdAt: '2026-11-27T20:00:00.000Z',
    },
    touched: { accounts: [], transactions: [] },
    ...change,
  };
}

const goOnline = (online: boolean) =>
  act(async () => {
    setOnline(online);
    await Promise.resolve();
  });

beforeEach(() => goOnline(true));
afterEach(() => {
  vi.mocked(submit).mockReset();
  vi.mocked(sendPayoutCode).mockClear();
  vi.mocked(verifyPayoutCode).mockClear();
});

async function enterCode() {
  const dialog = await screen.findByRole('dialog', { name: 'Verify via SMS' });
  await within(dialog).findByText('Enter the 6-digit code we sent to +65 ****1234.');
  fireEvent.change(within(dialog).getByLabelText('Verification code'), {
    target: { value: '123456' },
  });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  });
}

/** The Send panel of a summary, with spies for what it reports back. */
function renderSubmit(props: Partial<Parameters<typeof BatchSubmit>[0]> = {}): {
  onStale: () => void;
  onSubmitted: (r: BatchSubmitResult) => void;
} {
  const onStale = vi.fn<() => void>();
  const onSubmitted = vi.fn<(r: BatchSubmitResult) => void>();
  render(
    <BatchSubmit summary={summary()} onStale={onStale} onSubmitted={onSubmitted} {...props} />,
  );
  return { onStale, onSubmitted };
}

describe('BatchSubmit', () => {
  it('states the summary: count, totals, fees, total debit, balance and approval', () => {
    renderSubmit();
    const group = screen.getByRole('region', { name: 'From Operating account 8850001234' });
    expect(screen.getByText('995 transfers ready to send')).toBeDefined();
    expect(group.textContent).toContain('Total debitSGD 99,500.00');
    expect(group.textContent).toContain('Available balanceSGD 250,000.00');
    expect(group.textContent).toContain('ApprovalNo approval needed');
  });

  it('sends one group with one code bound to the batch, stating count, totals and account', async () => {
    vi.mocked(submit).mockResolvedValue(paid());
    const { onSubmitted } = renderSubmit();
    fireEvent.click(screen.getByRole('button', { name: 'Send 995 transfers' }));
    expect(
      shownAuthorisation(await screen.findByRole('dialog', { name: 'Verify via SMS' })),
    ).toEqual([
      'Batch transfer of 995 transfers',
      'Total debit: SGD 99,500.00',
      'From: Operating account · 8850001234',
      'Recipients receive: SGD 99,500.00',
    ]);
    expect(vi.mocked(sendPayoutCode).mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ purpose: 'batch', subject: 'BATCH-1', payee: '8850001234@r3' }),
    );
    await enterCode();
    expect(verifyPayoutCode).toHaveBeenCalledWith('123456', 'OTP-1', 'BATCH-1');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(submit).mock.calls[0]?.slice(0, 2)).toEqual([
      'BATCH-1',
      { sourceCurrency: 'SGD', senderAccountNumber: '8850001234', otpRefID: 'OTP-REF-9' },
    ]);
    const done = await screen.findByRole('dialog', { name: 'Transfers sent' });
    expect(done.textContent).toContain(
      '995 payouts were sent. Each one is in Transactions with its own status.',
    );
    expect(within(done).getByRole('link', { name: 'View transactions' })).toBeDefined();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('a batch above the policy says whose approval it needs and goes as one request with the remarks', async () => {
    const base = summary();
    const group = { ...base.groups[0]!, needsApproval: true, approvers: 'Sub-admin' };
    vi.mocked(submit).mockResolvedValue(
      paid({ approvalStatus: 'PendingCheck', referenceID: 'APR-1', approvers: 'Sub-admin' }),
    );
    renderSubmit({ summary: { ...base, groups: [group] } });
    expect(screen.getByText('Needs approval from Sub-admin')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Remarks for the approver (optional)'), {
      target: { value: 'March payroll' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send 995 transfers for approval' }));
    await enterCode();
    const held = await screen.findByRole('dialog', { name: 'Sent for approval' });
    expect(held.textContent).toContain(
      '995 transfers wait for approval from Sub-admin as one request.',
    );
    // Held, then sent to its approvers with the remarks in the same step (as a held payout is).
    expect(saveApprovalRemarks).toHaveBeenCalledWith('APR-1', 'March payroll');
  });

  it('offline: Send is disabled and says why; nothing is sent and no code asked', async () => {
    renderSubmit();
    await goOnline(false);
    const send = screen.getByRole('button', { name: 'Send 995 transfers' });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText(MONEY_OFFLINE.send)).toBeDefined();
    const reason = document.getElementById(send.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain(MONEY_OFFLINE.send);
    fireEvent.click(send);
    expect(sendPayoutCode).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a batch changed since the summary',
      'BATCH_CHANGED',
      'The batch changed after the summary was read, so nothing was sent. Check the new summary and send again.',
    ],
    [
      'prices that ran out',
      'BATCH_PRICE_EXPIRED',
      'The prices of the summary ran out, so nothing was sent. Check the new summary and send again.',
    ],
  ])('%s (%s): says so, reads the summary again', async (_, code, text) => {
    vi.mocked(submit).mockRejectedValue(new ApiError({ kind: 'http', status: 409, code }));
    const { onStale } = renderSubmit();
    fireEvent.click(screen.getByRole('button', { name: 'Send 995 transfers' }));
    await enterCode();
    const failed = await screen.findByRole('dialog', { name: 'Transfer has failed!' });
    expect(failed.textContent).toContain(text);
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('a lost answer: Try again sends the same submit under the same key; a double click sends once', async () => {
    vi.mocked(submit)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' }))
      .mockResolvedValueOnce(paid());
    renderSubmit();
    const send = screen.getByRole('button', { name: 'Send 995 transfers' });
    fireEvent.click(send);
    fireEvent.click(send);
    await enterCode();
    const lost = await screen.findByRole('dialog', { name: NO_ANSWER_TITLE });
    expect(lost.textContent).toContain(NO_ANSWER);
    expect(sendPayoutCode).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(within(lost).getByRole('button', { name: 'Try again' }));
    });
    await screen.findByRole('dialog', { name: 'Transfers sent' });
    expect(submit).toHaveBeenCalledTimes(2);
    const [first, second] = vi.mocked(submit).mock.calls;
    expect(second?.[1]).toEqual(first?.[1]);
    expect(second?.[2]).toEqual(first?.[2]);
  });
});
