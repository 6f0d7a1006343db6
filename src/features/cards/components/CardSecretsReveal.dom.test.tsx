import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateCardToken } from '../../../api/cardProvider';
import { cardDetailsToken, sendCardDetailsCode, verifyCardDetailsCode } from '../../../api/cards';
import { ApiError } from '../../../api/ApiError';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { aCard } from '../test/cards';
import { CardSecretsReveal } from './CardSecretsReveal';

type Cards = typeof import('../../../api/cards');
vi.mock('../../../api/cards', () => ({
  sendCardDetailsCode: vi.fn<Cards['sendCardDetailsCode']>(),
  verifyCardDetailsCode: vi.fn<Cards['verifyCardDetailsCode']>(),
  cardDetailsToken: vi.fn<Cards['cardDetailsToken']>(),
}));
vi.mock('../../../api/cardProvider', () => ({
  validateCardToken: vi.fn<typeof import('../../../api/cardProvider').validateCardToken>(),
}));

const PROVIDER = 'https://card-provider.demo.test';
const SECRETS = { pan: '4000123412341195', expiry: '08/29', cvv2: '314' };
const FAILED = 'Failed to get the card detail. Please try again later.';

beforeEach(() => {
  runtimeInfo.cardProviderUrl = PROVIDER;
  vi.mocked(sendCardDetailsCode).mockResolvedValue({
    otpID: 'otp-1',
    resendInSeconds: 180,
    maskedPhone: '****4321',
  });
  vi.mocked(verifyCardDetailsCode).mockResolvedValue('verified-1');
  vi.mocked(cardDetailsToken).mockResolvedValue({ tokenId: 'token-1', expiresInSeconds: 60 });
  vi.mocked(validateCardToken).mockResolvedValue(SECRETS);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  runtimeInfo.cardProviderUrl = '';
});

/** Show card details, then the texted code 123456. */
async function reveal(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Verify to see the card details' }),
  );
  await waitFor(() => expect(sendCardDetailsCode).toHaveBeenCalledWith('CARD-0003'));
  fireEvent.change(dialog.getByLabelText('Verification code'), { target: { value: '123456' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Verify' }));
}

const shownNumber = () => screen.queryByText('4000 1234 1234 1195');

describe('card details behind a code', () => {
  it('shows the number, expiry and security code after the code, with a countdown', async () => {
    render(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    await reveal();
    expect(await screen.findByText('4000 1234 1234 1195')).toBeDefined();
    expect(screen.getByText('08/29')).toBeDefined();
    expect(screen.getByText('314')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toBe('Hidden again in 60 s');
    expect(verifyCardDetailsCode).toHaveBeenCalledWith('CARD-0003', {
      otpID: 'otp-1',
      OTP: '123456',
    });
    expect(cardDetailsToken).toHaveBeenCalledWith('CARD-0003', 'verified-1');
    expect(validateCardToken).toHaveBeenCalledWith(PROVIDER, 'token-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("verifies with the authenticator's code when that is the user's method", async () => {
    render(<CardSecretsReveal card={aCard()} methods={['TOTP', 'SMS']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('4000 1234 1234 1195')).toBeDefined();
    expect(verifyCardDetailsCode).toHaveBeenCalledWith('CARD-0003', { totp: '654321' });
    expect(sendCardDetailsCode).not.toHaveBeenCalled();
  });

  it('counts down and masks the details again after 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    await reveal();
    await screen.findByText('4000 1234 1234 1195');
    // The countdown's interval starts with the effects of the render that shows them.
    await act(() => Promise.resolve());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Hidden again in 59 s');
    act(() => vi.advanceTimersByTime(59_000));
    expect(shownNumber()).toBeNull();
    expect(screen.queryByText('314')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show card details' })).toBeDefined();
  });

  it('masks them on Hide, when the window loses focus and when the page is hidden', async () => {
    render(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    await reveal();
    await screen.findByText('4000 1234 1234 1195');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(shownNumber()).toBeNull();

    await reveal();
    await screen.findByText('4000 1234 1234 1195');
    fireEvent.blur(window);
    expect(shownNumber()).toBeNull();

    await reveal();
    await screen.findByText('4000 1234 1234 1195');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    visibility.mockRestore();
    expect(shownNumber()).toBeNull();
  });

  it("says 'Failed to get the card detail. Please try again later.' when the token or the provider fails", async () => {
    vi.mocked(validateCardToken).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 401, code: 'INVALID_TOKEN' }),
    );
    render(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    await reveal();
    expect(await screen.findByText(FAILED)).toBeDefined();
    expect(shownNumber()).toBeNull();
    vi.mocked(cardDetailsToken).mockRejectedValueOnce(new Error('network'));
    await reveal();
    await waitFor(() => expect(cardDetailsToken).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(FAILED)).toBeDefined();
  });

  it('copies each value, and writes none of them to the console', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level),
    );
    render(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    await reveal();
    await screen.findByText('4000 1234 1234 1195');
    fireEvent.click(screen.getByRole('button', { name: 'Copy card number' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy security code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy expiry' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(3));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([
      '4000123412341195',
      '314',
      '08/29',
    ]);
    const printed = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    expect(printed).not.toContain('4000123412341195');
    expect(printed).not.toContain('314');
    for (const spy of logged) spy.mockRestore();
  });

  it('offers nothing without a card provider, or for a card that is not in use', () => {
    runtimeInfo.cardProviderUrl = '';
    const view = render(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    expect(screen.queryByRole('button', { name: 'Show card details' })).toBeNull();
    runtimeInfo.cardProviderUrl = PROVIDER;
    view.rerender(<CardSecretsReveal card={aCard({ status: 'SUSPENDED' })} methods={['SMS']} />);
    expect(screen.queryByRole('button', { name: 'Show card details' })).toBeNull();
    view.rerender(<CardSecretsReveal card={aCard()} methods={['SMS']} />);
    expect(screen.getByRole('button', { name: 'Show card details' })).toBeDefined();
  });
});
