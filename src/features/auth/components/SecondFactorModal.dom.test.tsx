import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { generateMfaOtp, verifyMfaOtp } from '../../../api/twoFactor';
import type { TokenPair } from '../../../shared/domain/auth';
import { SecondFactorModal } from './SecondFactorModal';

vi.mock('../../../api/twoFactor', () => ({
  generateMfaOtp: vi.fn<typeof generateMfaOtp>(),
  verifyMfaOtp: vi.fn<typeof verifyMfaOtp>(),
}));

const PAIR: TokenPair = { accessToken: 'a', refreshToken: 'r' };
const WARNING =
  'To keep your account secure, your account will be locked for 30 mins after 3 more failed attempts.';

beforeEach(() => {
  vi.mocked(generateMfaOtp).mockReset();
  vi.mocked(verifyMfaOtp).mockReset();
  vi.mocked(generateMfaOtp).mockImplementation(async (_token, otpType) => ({
    otpId: `otp-${otpType}`,
    otpType,
    maskedPhone: '****4321',
    maskedEmail: 'fi****@demo.test',
    resendInSeconds: 0,
  }));
  vi.mocked(verifyMfaOtp).mockResolvedValue(PAIR);
});

function open(isAuthenticatorEnabled: boolean) {
  const props = {
    onVerified: vi.fn<(pair: TokenPair) => Promise<void>>().mockResolvedValue(undefined),
    onLocked: vi.fn<(code: string) => void>(),
    onCancel: vi.fn<() => void>(),
  };
  render(
    <SecondFactorModal
      preMfaToken="pre-mfa"
      isAuthenticatorEnabled={isAuthenticatorEnabled}
      {...props}
    />,
  );
  return props;
}

const enter = (code: string) => {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('SecondFactorModal (sign-in)', () => {
  it('sends the SMS code, verifies it with its otpId and remembers the browser when asked', async () => {
    const { onVerified } = open(false);
    expect(screen.getByRole('dialog', { name: 'Verify via SMS' })).toBeDefined();
    await screen.findByText('Enter the 6-digit code we sent to ****4321.');
    // A sign-in code moves no money: nothing to authorise is shown.
    expect(screen.queryByText('You are authorising')).toBeNull();
    // 179 s when the bank gives no wait: the resend countdown starts at 2:59.
    expect(screen.getByText(/Resend code in/).textContent).toBe('Resend code in 2:59');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember this browser' }));
    enter('123456');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(PAIR));
    expect(verifyMfaOtp).toHaveBeenCalledWith('pre-mfa', {
      otp: '123456',
      otpId: 'otp-SMS',
      otpType: 'SMS',
      rememberDevice: true,
    });
    expect(screen.queryByRole('button', { name: 'Use authenticator app instead' })).toBeNull();
  });

  it('starts on the authenticator and offers SMS and e-mail, each code sent once', async () => {
    open(true);
    expect(screen.getByRole('dialog', { name: 'Verify with authenticator app' })).toBeDefined();
    expect(generateMfaOtp).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send a code by email instead' }));
    expect(screen.getByRole('dialog', { name: 'Verify via email' })).toBeDefined();
    await screen.findByText('Enter the 6-digit code we sent to fi****@demo.test.');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code by SMS instead' }));
    await screen.findByText('Enter the 6-digit code we sent to ****4321.');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code by email instead' }));
    expect(screen.getByText('Enter the 6-digit code we sent to fi****@demo.test.')).toBeDefined();
    expect(vi.mocked(generateMfaOtp).mock.calls.map(([, type]) => type)).toEqual(['EMAIL', 'SMS']);
    enter('654321');
    await waitFor(() =>
      expect(verifyMfaOtp).toHaveBeenCalledWith('pre-mfa', {
        otp: '654321',
        otpId: 'otp-EMAIL',
        otpType: 'EMAIL',
        rememberDevice: false,
      }),
    );
  });

  it("shows the countdown text and 'Invalid or expired code' for a wrong authenticator code", async () => {
    vi.mocked(verifyMfaOtp).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'ACCOUNT_LOCK_WARNING',
        description: WARNING,
        remainingAttempts: 3,
      }),
    );
    const { onLocked } = open(true);
    enter('111111');
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      WARNING,
      'Invalid or expired code',
    ]);
    expect(onLocked).not.toHaveBeenCalled();
  });

  it("shows the bank's wait when the code cannot be sent: too many codes were asked for", async () => {
    const wait = 'Too many codes were sent. You can ask for a new code in 7 minutes.';
    vi.mocked(generateMfaOtp).mockRejectedValue(
      new ApiError({ kind: 'http', status: 429, code: 'TOO_MANY_REQUEST', description: wait }),
    );
    open(false);
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
  });

  it('ends the attempt through onLocked when the account locks', async () => {
    vi.mocked(verifyMfaOtp).mockRejectedValue(
      new ApiError({ kind: 'http', status: 423, code: 'ACCOUNT_LOCKED' }),
    );
    const { onLocked, onVerified } = open(false);
    await screen.findByText(/we sent to/);
    enter('000000');
    await waitFor(() => expect(onLocked).toHaveBeenCalledWith('ACCOUNT_LOCKED'));
    expect(onVerified).not.toHaveBeenCalled();
  });
});
