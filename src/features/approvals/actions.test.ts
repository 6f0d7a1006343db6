import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { sendPayoutCode, verifyPayoutCode } from '../../api/transfers';
import { decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import { decisionCode } from './actions';
import { anApprovalRequest } from './testRequests';

vi.mock('../../api/transfers', () => ({
  sendPayoutCode: vi.fn<typeof import('../../api/transfers').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../api/transfers').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../api/transfers').verifyPayoutTotp>(),
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
