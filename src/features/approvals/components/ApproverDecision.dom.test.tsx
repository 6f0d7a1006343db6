import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { actOnApproval } from '../../../api/approvals';
import { requestQuote } from '../../../api/fx';
import { sendPayoutCode, verifyPayoutCode } from '../../../api/payoutCodes';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import type { FxQuote } from '../../../shared/domain/fx';
import { clearToasts } from '../../../shared/ui/toastStore';
import { MONEY_OFFLINE } from '../../../entities/money/MoneyOffline';
import { setOnline } from '../../../sync/syncStatus';
import { shownAuthorisation } from '../../../test/codeAuthorisation';
import { anApprovalRequest } from '../testRequests';
import { ApproverDecision } from './ApproverDecision';

vi.mock('../../../api/approvals', () => ({
  actOnApproval: vi.fn<typeof import('../../../api/approvals').actOnApproval>(),
}));
vi.mock('../../../api/fx', () => ({
  requestQuote: vi.fn<typeof import('../../../api/fx').requestQuote>(),
}));
vi.mock('../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutTotp>(),
}));
vi.mock('../../../sync/writeThrough', () => ({
  writeThrough: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

/** 1 SGD = 0.742311 USD. */
function aQuote(id: string, secondsAhead = 180): FxQuote {
  return {
    referenceId: id,
    sellCurrency: 'SGD',
    buyCurrency: 'USD',
    bidRate: 742_311,
    validTo: new Date(Date.now() + secondsAhead * 1000).toISOString(),
    country: 'US',
  };
}

const rateSection = () => screen.findByRole('group', { name: 'Exchange rate' });
const amounts = () => within(screen.getByRole('region', { name: 'At this rate' }));

beforeEach(() => {
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
  vi.mocked(actOnApproval).mockImplementation((_id, body) =>
    Promise.resolve({
      request: { ...anApprovalRequest(), status: body.actionStatus },
      touched: { accounts: [], transactions: [] },
    }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  clearToasts();
});

async function approveWithCode() {
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
  await within(code).findByText('Enter the 6-digit code we sent to ****4321.');
  fireEvent.change(within(code).getByLabelText('Verification code'), {
    target: { value: '123456' },
  });
  fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(actOnApproval).toHaveBeenCalledTimes(1));
  return vi.mocked(actOnApproval).mock.calls[0]!;
}

function renderDecision(request: ApprovalRequest) {
  render(<ApproverDecision request={request} methods={['SMS']} onDone={() => undefined} />);
}

describe("the approver's rate (spec-3 §4: the rate at approval time)", () => {
  it('shows a fresh quote, the amounts at it and the fee, and approves at that quote and fee', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-A'));
    // 12,500.00 SGD typed by the requester: it stays; the USD side follows the rate, rounded down.
    renderDecision(anApprovalRequest({ sourceAmount: 12_500_000_000, targetAmount: null }));
    const rate = await rateSection();
    expect(within(rate).getByText('1 SGD = 0.742311 USD')).toBeTruthy();
    expect(requestQuote).toHaveBeenCalledWith('SGD', 'USD');
    expect(within(rate).getByText(/^Rate valid for/)).toBeTruthy();
    expect(amounts().getByText('S$12,500.00')).toBeTruthy();
    expect(amounts().getByText('US$9,278.88')).toBeTruthy();
    expect(amounts().getByText('Free')).toBeTruthy();
    const [referenceId, body] = await approveWithCode();
    expect(referenceId).toBe('APR-1');
    expect(body).toEqual({
      actionStatus: 'Accepted',
      remarks: '',
      otpReferenceID: 'OTP-1',
      fxReferenceId: 'FXQ-A',
      fee: 0,
    });
  });

  it('keeps a typed receiving amount and derives the sending one, rounded up', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-B'));
    renderDecision(anApprovalRequest({ sourceAmount: 9_999_990_000, targetAmount: 7_423_110_000 }));
    within(await rateSection()).getByText('1 SGD = 0.742311 USD');
    expect(amounts().getByText('S$10,000.00')).toBeTruthy();
    expect(amounts().getByText('US$7,423.11')).toBeTruthy();
  });

  it('asks for no code on a quote that can no longer be used: Approve becomes Refresh', async () => {
    // Arrived with under 2 minutes left: unusable (README decision on quote life).
    vi.mocked(requestQuote)
      .mockResolvedValueOnce(aQuote('FXQ-OLD', 100))
      .mockResolvedValueOnce(aQuote('FXQ-NEW'));
    renderDecision(anApprovalRequest());
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      screen.getByText('This rate can no longer be used. Refresh to get a new rate.'),
    ).toBeTruthy();
    fireEvent.click(refresh);
    await screen.findByRole('button', { name: 'Approve' });
    expect(requestQuote).toHaveBeenCalledTimes(2);
    expect(sendPayoutCode).not.toHaveBeenCalled();
    const [, body] = await approveWithCode();
    expect(body).toMatchObject({ fxReferenceId: 'FXQ-NEW', fee: 0 });
  });

  it('needs no quote for an internal transfer, and sends its fee (free)', async () => {
    renderDecision(
      anApprovalRequest({
        kind: 'internalTransfer',
        receiverAccount: '885164000002',
        receiverName: 'Payroll',
        targetCurrency: 'SGD',
        targetAmount: 12_500_000_000,
      }),
    );
    expect(screen.queryByRole('group', { name: 'Exchange rate' })).toBeNull();
    const [, body] = await approveWithCode();
    expect(body).toEqual({
      actionStatus: 'Accepted',
      remarks: '',
      otpReferenceID: 'OTP-1',
      fee: 0,
    });
    expect(requestQuote).not.toHaveBeenCalled();
  });

  it('rejects without a rate or a fee', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-C'));
    renderDecision(anApprovalRequest());
    within(await rateSection()).getByText('1 SGD = 0.742311 USD');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
    await within(code).findByText('Enter the 6-digit code we sent to ****4321.');
    fireEvent.change(within(code).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(actOnApproval).toHaveBeenCalledTimes(1));
    expect(vi.mocked(actOnApproval).mock.calls[0]![1]).toEqual({
      actionStatus: 'Rejected',
      remarks: '',
      otpReferenceID: 'OTP-1',
    });
  });
});

/** Opens the code step of a decision; resolves with its dialog once the code was sent. */
const openCode = async (button: 'Approve' | 'Reject') => {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
  await within(code).findByText('Enter the 6-digit code we sent to ****4321.');
  return code;
};

describe('what the code of a decision authorises (dynamic linking)', () => {
  it('approving: the request, the amount the requester typed with its currency, both accounts, and the code bound to them', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-D'));
    renderDecision(anApprovalRequest());
    await rateSection();
    expect(shownAuthorisation(await openCode('Approve'))).toEqual([
      'Approve request APR-1',
      'Amount sent: SGD 12,500.00',
      'From: Main SGD · 885164000001',
      'To: USD Wallet · 885165000002',
    ]);
    expect(sendPayoutCode).toHaveBeenCalledWith(
      {
        purpose: 'approval',
        subject: 'APR-1',
        payee: 'Accepted',
        amount: 12_500_000_000,
        currency: 'SGD',
      },
      'SMS',
    );
  });

  it('rejecting a request whose receiving amount was typed: that amount, as received, bound to the rejection', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-E'));
    renderDecision(
      anApprovalRequest({
        referenceId: 'APR-7',
        sourceAmount: 9_999_990_000,
        targetAmount: 7_423_110_000,
      }),
    );
    await rateSection();
    expect(shownAuthorisation(await openCode('Reject'))).toEqual([
      'Reject request APR-7',
      'Amount received: USD 7,423.11',
      'From: Main SGD · 885164000001',
      'To: USD Wallet · 885165000002',
    ]);
    expect(sendPayoutCode).toHaveBeenCalledWith(
      {
        purpose: 'approval',
        subject: 'APR-7',
        payee: 'Rejected',
        amount: 7_423_110_000,
        currency: 'USD',
      },
      'SMS',
    );
  });

  it('switching from Reject to Approve shows, and binds, the other decision', async () => {
    renderDecision(
      anApprovalRequest({
        kind: 'internalTransfer',
        receiverAccount: '885164000002',
        receiverName: 'Payroll',
        targetCurrency: 'SGD',
        targetAmount: 12_500_000_000,
      }),
    );
    expect(shownAuthorisation(await openCode('Reject'))[0]).toBe('Reject request APR-1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownAuthorisation(await openCode('Approve'))).toEqual([
      'Approve request APR-1',
      'Amount sent: SGD 12,500.00',
      'From: Main SGD · 885164000001',
      'To: Payroll · 885164000002',
    ]);
    expect(vi.mocked(sendPayoutCode).mock.calls.map(([binding]) => binding.payee)).toEqual([
      'Rejected',
      'Accepted',
    ]);
  });
});

describe('a decision the bank did not answer', () => {
  it('says the outcome is unknown, locks the remarks, and Try again sends the same decision under the same key', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-D'));
    vi.mocked(actOnApproval).mockRejectedValueOnce(
      new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' }),
    );
    renderDecision(anApprovalRequest());
    await rateSection();
    fireEvent.change(screen.getByLabelText('Remarks (optional)'), {
      target: { value: 'Checked' },
    });
    const [, firstBody, firstIntent] = await approveWithCode();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No answer from the bank');
    expect(alert.textContent).toContain(
      "We didn't get the bank's answer, so we can't tell yet whether this was done. Try again: the bank will not do it twice.",
    );
    // What was typed stays, and cannot change under the request already sent.
    const remarks = screen.getByLabelText('Remarks (optional)') as HTMLTextAreaElement;
    expect(remarks.value).toBe('Checked');
    expect(remarks.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actOnApproval).toHaveBeenCalledTimes(2));
    const [, secondBody, secondIntent] = vi.mocked(actOnApproval).mock.calls[1]!;
    expect(secondBody).toEqual(firstBody);
    expect(secondIntent.idempotencyKey).toBe(firstIntent.idempotencyKey);
    // No new code was asked for: the retry is the same request.
    expect(sendPayoutCode).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a refusal the bank did answer offers no Try again', async () => {
    vi.mocked(requestQuote).mockResolvedValue(aQuote('FXQ-E'));
    vi.mocked(actOnApproval).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' }),
    );
    renderDecision(anApprovalRequest());
    await rateSection();
    await approveWithCode();
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((screen.getByLabelText('Remarks (optional)') as HTMLTextAreaElement).disabled).toBe(
      false,
    );
  });
});

/** The connection drops or comes back (valtio tells its readers in a microtask). */
const goOnline = (online: boolean) =>
  act(async () => {
    setOnline(online);
    await Promise.resolve();
  });

describe('the decision offline', () => {
  afterEach(() => goOnline(true));

  it('says it is offline at once, not that the rate is missing; Approve and Reject wait and the remarks stay', async () => {
    vi.mocked(requestQuote).mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, code: 'NETWORK' }),
    );
    await goOnline(false);
    renderDecision(anApprovalRequest({ sourceAmount: 12_500_000_000, targetAmount: null }));
    const notice = await screen.findByText(MONEY_OFFLINE.decide);
    expect(screen.getByText(MONEY_OFFLINE.title)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Remarks (optional)'), {
      target: { value: 'Checked' },
    });
    await waitFor(() => expect(requestQuote).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.queryByText('Exchange function not available now. Please try again later.'),
    ).toBeNull();
    for (const name of ['Approve', 'Reject']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')).toContain(
        notice,
      );
    }
    expect(screen.getByLabelText('Remarks (optional)')).toHaveProperty('value', 'Checked');
    expect(sendPayoutCode).not.toHaveBeenCalled();
  });
});
