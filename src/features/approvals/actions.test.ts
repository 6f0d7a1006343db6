import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { sendPayoutCode, verifyPayoutCode } from '../../api/payoutCodes';
import { decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import { decisionCode, decisionFailure, withDecisionCode } from './actions';
import { anApprovalRequest } from './testRequests';

vi.mock('../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<typeof import('../../api/payoutCodes').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../api/payoutCodes').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../api/payoutCodes').verifyPayoutTotp>(),
}));

afterEach(() => vi.clearAllMocks());

describe('decision codes', () => {
  it('binds the code to the request, the action, and the amount the requester typed in its currency', async () => {
    vi.mocked(sendPayoutCode).mockResolvedValue({
      otpRefID: 'OTP-1',
      otpType: 'SMS',
      maskedEmail: '',
      maskedPhone: '****4321',
      resendInSeconds: 180,
    });
    await decisionCode(decisionAuthorisation(anApprovalRequest(), 'Rejected')).send();
    // The receiving amount was typed: it is the one bound, in USD.
    const typedTarget = anApprovalRequest({ referenceId: 'APR-2', targetAmount: 7_423_110_000 });
    await decisionCode(decisionAuthorisation(typedTarget, 'Accepted')).send();
    expect(vi.mocked(sendPayoutCode).mock.calls).toEqual([
      [
        {
          purpose: 'approval',
          subject: 'APR-1',
          payee: 'Rejected',
          amount: 12_500_000_000,
          currency: 'SGD',
        },
        'SMS',
      ],
      [
        {
          purpose: 'approval',
          subject: 'APR-2',
          payee: 'Accepted',
          amount: 7_423_110_000,
          currency: 'USD',
        },
        'SMS',
      ],
    ]);
  });

  it('reuses the code already sent when the code step is reopened within the resend wait, and sends anew after it', async () => {
    vi.mocked(sendPayoutCode).mockResolvedValue({
      otpRefID: 'OTP-1',
      otpType: 'SMS',
      maskedEmail: '',
      maskedPhone: '****4321',
      resendInSeconds: 180,
    });
    let clock = 1_000_000;
    const session = decisionCode(
      decisionAuthorisation(anApprovalRequest(), 'Accepted'),
      () => clock,
    );
    expect(await session.send()).toEqual({ destination: '****4321', resendInSeconds: 180 });
    clock += 60_000;
    expect(await session.send()).toEqual({ destination: '****4321', resendInSeconds: 120 });
    expect(sendPayoutCode).toHaveBeenCalledTimes(1);
    clock += 120_000;
    await session.send();
    expect(sendPayoutCode).toHaveBeenCalledTimes(2);
  });

  it("verifies with the sent code's reference and names a wrong code with the attempts left", async () => {
    vi.mocked(sendPayoutCode).mockResolvedValue({
      otpRefID: 'OTP-7',
      otpType: 'SMS',
      maskedEmail: '',
      maskedPhone: '****4321',
      resendInSeconds: 180,
    });
    vi.mocked(verifyPayoutCode).mockResolvedValueOnce({
      isVerified: true,
      remainingAttempts: 5,
      referenceId: 'OTP-7',
    });
    const session = decisionCode(decisionAuthorisation(anApprovalRequest(), 'Accepted'));
    await session.send();
    expect(await session.verify('SMS', '123456')).toBe('OTP-7');
    expect(verifyPayoutCode).toHaveBeenCalledWith('123456', 'OTP-7');
    const wrong = new ApiError({
      kind: 'http',
      status: 400,
      code: 'INVALID_OTP',
      remainingAttempts: 3,
    });
    expect(session.describe(wrong).lines).toEqual([
      'To keep your account secure, your account will be locked for 30 mins after 3 more failed attempts.',
    ]);
  });
});

describe('a decision as a money action', () => {
  it('carries its verified code, and an acceptance the terms as they stand when the code is verified', () => {
    const terms = { fxReferenceId: 'FXQ-9', fee: 5_000_000 };
    expect(withDecisionCode({ action: 'Accepted', remarks: 'OK' }, 'TOTP', 'T-1', terms)).toEqual({
      action: 'Accepted',
      remarks: 'OK',
      code: { method: 'TOTP', reference: 'T-1' },
      terms,
    });
    // A rejection executes nothing: no rate, no fee.
    expect(withDecisionCode({ action: 'Rejected', remarks: '' }, 'SMS', 'OTP-1', terms)).toEqual({
      action: 'Rejected',
      remarks: '',
      code: { method: 'SMS', reference: 'OTP-1' },
    });
  });

  it("says the bank's refusal in its catalogue text, and keeps no answer an unknown outcome to try again", () => {
    const refused = decisionFailure(
      new ApiError({ kind: 'http', status: 400, code: 'INSUFFICIENT_FUND' }),
    );
    expect(refused.retryable).toBe(false);
    expect(refused.code).toBe('INSUFFICIENT_FUND');
    const lost = decisionFailure(new ApiError({ kind: 'timeout', status: 0, code: 'TIMEOUT' }));
    expect(lost).toMatchObject({ title: 'No answer from the bank', retryable: true });
  });
});
