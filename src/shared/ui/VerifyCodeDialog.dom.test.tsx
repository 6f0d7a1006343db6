import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownAuthorisation } from '../../test/codeAuthorisation';
import { registerDemoCodeReader } from '../demoCodes';
import { runtimeInfo } from '../runtimeInfo';
import type { OtpType } from '../domain/auth';
import type { CodeAuthorisation } from '../domain/codeAuthorisation';
import {
  VerifyCodeDialog,
  type CodeDelivery,
  type VerifyCodeDialogProps,
} from './VerifyCodeDialog';

const LOCK_WARNING =
  'To keep your account secure, your account will be locked for 30 mins after 2 more failed attempts.';

function setup(overrides: Partial<VerifyCodeDialogProps<OtpType>> = {}) {
  const props = {
    open: true,
    authorises: null as CodeAuthorisation | null,
    methods: ['SMS', 'TOTP'] as OtpType[],
    initialMethod: 'SMS' as OtpType,
    onSend: vi
      .fn<(channel: 'SMS' | 'EMAIL') => Promise<CodeDelivery>>()
      .mockResolvedValue({ destination: '+65 ****1234', resendInSeconds: 179 }),
    onVerify: vi
      .fn<(method: OtpType, code: string) => Promise<string>>()
      .mockResolvedValue('ref-1'),
    onVerified: vi.fn<(method: OtpType, reference: string) => void>(),
    onClose: vi.fn<() => void>(),
    ...overrides,
  };
  const view = render(<VerifyCodeDialog {...props} />);
  return { props, view };
}

/** A promise settled by the test, for a call still in flight. */
function deferred<T>() {
  const settle: { resolve?: (value: T) => void } = {};
  const promise = new Promise<T>((r) => {
    settle.resolve = r;
  });
  return { promise, resolve: (value: T) => settle.resolve?.(value) };
}

const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyCodeDialog', () => {
  it('renders nothing when closed', () => {
    const { props } = setup({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('sends an SMS code once when opened on SMS and says where it went', async () => {
    const { props } = setup();
    expect(screen.getByRole('dialog', { name: 'Verify via SMS' })).toBeDefined();
    expect(
      await screen.findByText('Enter the 6-digit code we sent to +65 ****1234.'),
    ).toBeDefined();
    expect(props.onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Resend code in/).textContent).toBe('Resend code in 2:59');
  });

  it('verifies a 6-digit code and reports the reference', async () => {
    const { props } = setup();
    await screen.findByText(/we sent to/);
    typeCode('123456');
    verify();
    await waitFor(() => expect(props.onVerified).toHaveBeenCalledWith('SMS', 'ref-1'));
    expect(props.onVerify).toHaveBeenCalledWith('SMS', '123456');
  });

  it('asks for a code and refuses fewer than 6 digits without calling onVerify', async () => {
    const { props } = setup();
    await screen.findByText(/we sent to/);
    verify();
    expect(await screen.findByText('This field is required')).toBeDefined();
    typeCode('12a34');
    verify();
    expect(await screen.findByText('Invalid or expired code')).toBeDefined();
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('starts on the authenticator app without sending an SMS, and switches to SMS on request', async () => {
    const { props } = setup({ initialMethod: 'TOTP' });
    expect(screen.getByRole('dialog', { name: 'Verify with authenticator app' })).toBeDefined();
    expect(
      screen.getByText('Enter the 6-digit code shown in your authenticator app.'),
    ).toBeDefined();
    expect(props.onSend).not.toHaveBeenCalled();
    typeCode('654321');
    verify();
    await waitFor(() => expect(props.onVerified).toHaveBeenCalledWith('TOTP', 'ref-1'));
    expect(props.onVerify).toHaveBeenCalledWith('TOTP', '654321');

    fireEvent.click(screen.getByRole('button', { name: 'Send a code by SMS instead' }));
    expect(screen.getByRole('dialog', { name: 'Verify via SMS' })).toBeDefined();
    await screen.findByText(/we sent to/);
    expect(props.onSend).toHaveBeenCalledTimes(1);
    // Back and forth again does not send a second SMS.
    fireEvent.click(screen.getByRole('button', { name: 'Use authenticator app instead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send a code by SMS instead' }));
    expect(props.onSend).toHaveBeenCalledTimes(1);
  });

  it('offers no switch when only one method is allowed', () => {
    setup({ methods: ['SMS'], initialMethod: 'TOTP' });
    expect(screen.getByRole('dialog', { name: 'Verify via SMS' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /instead/ })).toBeNull();
  });

  it('shows the described error of a wrong code with its tone, and clears the code', async () => {
    const { props } = setup({
      onVerify: vi
        .fn<(method: OtpType, code: string) => Promise<string>>()
        .mockRejectedValue(new Error('wrong')),
      describeError: () => ({ lines: [LOCK_WARNING], tone: 'warning' }),
    });
    await screen.findByText(/we sent to/);
    typeCode('111111');
    verify();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(LOCK_WARNING);
    expect(alert.className).toContain('ui-alert--warning');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(props.onVerified).not.toHaveBeenCalled();
  });

  it('falls back to the error message when no describeError is given', async () => {
    setup({
      onVerify: vi
        .fn<(method: OtpType, code: string) => Promise<string>>()
        .mockRejectedValue(new Error('Invalid or expired code')),
    });
    await screen.findByText(/we sent to/);
    typeCode('111111');
    verify();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code');
  });

  it('verifies once when Verify is pressed twice quickly', async () => {
    const pending = deferred<string>();
    const onVerify = vi.fn<(method: OtpType, code: string) => Promise<string>>(
      () => pending.promise,
    );
    const { props } = setup({ onVerify, initialMethod: 'TOTP' });
    typeCode('123456');
    const form = screen.getByRole('button', { name: 'Verify' }).closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    // The code is checked (react-hook-form, codeFormSchema) before onVerify runs.
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1));
    await act(async () => pending.resolve('ref-9'));
    expect(onVerify).toHaveBeenCalledTimes(1);
    expect(props.onVerified).toHaveBeenCalledTimes(1);
    expect(props.onVerified).toHaveBeenCalledWith('TOTP', 'ref-9');
  });

  it('offers Resend code when the countdown has run out, and restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi
      .fn<(channel: 'SMS' | 'EMAIL') => Promise<CodeDelivery>>()
      .mockResolvedValueOnce({ destination: '+65 ****1234', resendInSeconds: 3 })
      .mockResolvedValueOnce({ destination: '+65 ****1234', resendInSeconds: 179 });
    setup({ onSend });
    await screen.findByText(/we sent to/);
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect((await screen.findByText(/Resend code in/)).textContent).toBe('Resend code in 2:59');
  });

  it('shows a failed send and lets the user try again at once', async () => {
    const onSend = vi
      .fn<(channel: 'SMS' | 'EMAIL') => Promise<CodeDelivery>>()
      .mockRejectedValueOnce(new Error('The code could not be sent.'))
      .mockResolvedValueOnce({ destination: '+65 ****1234', resendInSeconds: 179 });
    setup({ onSend, describeError: (e) => ({ lines: [(e as Error).message], tone: 'error' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('The code could not be sent.');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('Enter the 6-digit code we sent to +65 ****1234.'),
    ).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes through onClose', () => {
    const { props } = setup({ initialMethod: 'TOTP' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('uses a given title instead of the method title', () => {
    setup({ title: 'Approve request', initialMethod: 'TOTP' });
    expect(screen.getByRole('dialog', { name: 'Approve request' })).toBeDefined();
  });
});

describe('VerifyCodeDialog: what a money code authorises (dynamic linking)', () => {
  const exchange: CodeAuthorisation = {
    kind: 'exchange',
    amount: 1_000_000_000,
    currency: 'SGD',
    from: { name: 'Main account', number: '885164302117' },
    to: { name: 'USD operations', number: '885165410552' },
  };

  it('states the amount with its currency and both accounts first, above the code', () => {
    setup({ authorises: exchange });
    const dialog = screen.getByRole('dialog', { name: 'Verify via SMS' });
    expect(shownAuthorisation(dialog)).toEqual([
      'Currency exchange',
      'Amount sent: SGD 1,000.00',
      'From: Main account · 885164302117',
      'To: USD operations · 885165410552',
    ]);
    const region = screen.getByRole('region', { name: 'You are authorising' });
    expect(dialog.querySelector('form')?.firstElementChild).toBe(region);
  });

  it('states both sides of an exchange: the amount sent and the amount received', () => {
    setup({ authorises: { ...exchange, received: { amount: 742_310_000, currency: 'USD' } } });
    expect(shownAuthorisation()).toEqual([
      'Currency exchange',
      'Amount sent: SGD 1,000.00',
      'Amount received: USD 742.31',
      'From: Main account · 885164302117',
      'To: USD operations · 885165410552',
    ]);
  });

  it('names an internal transfer, in a zero-decimal currency without decimals', () => {
    setup({
      authorises: {
        ...exchange,
        kind: 'internalTransfer',
        amount: 150_000_000_000,
        currency: 'JPY',
        to: { name: 'JPY reserve', number: '885169000001' },
      },
    });
    expect(shownAuthorisation()).toEqual([
      'Internal transfer',
      'Amount sent: JPY 150,000',
      'From: Main account · 885164302117',
      'To: JPY reserve · 885169000001',
    ]);
  });

  it('names the decision and the request, and a received amount as received', () => {
    setup({
      authorises: {
        kind: 'decision',
        decision: 'Rejected',
        referenceId: 'APR-300001',
        amount: 7_423_110_000,
        currency: 'USD',
        side: 'target',
        from: exchange.from,
        to: exchange.to,
      },
    });
    expect(shownAuthorisation()).toEqual([
      'Reject request APR-300001',
      'Amount received: USD 7,423.11',
      'From: Main account · 885164302117',
      'To: USD operations · 885165410552',
    ]);
  });

  it('shows nothing of the kind for a code that moves no money (sign-in)', () => {
    setup({ authorises: null });
    expect(screen.queryByRole('region', { name: 'You are authorising' })).toBeNull();
    expect(screen.queryByText('You are authorising')).toBeNull();
  });
});

describe('VerifyCodeDialog demo hint (mock mode only)', () => {
  afterEach(() => {
    registerDemoCodeReader(null);
    runtimeInfo.mock = false;
  });

  it("shows the demo user's current code inside the dialog, marked as a demo aid", async () => {
    runtimeInfo.mock = true;
    registerDemoCodeReader((method) => ({
      email: 'finance@demo.test',
      code: method === 'TOTP' ? '654321' : '123456',
      ...(method === 'TOTP' ? { secondsLeft: 12 } : {}),
    }));
    setup({ initialMethod: 'TOTP' });
    const hint = screen.getByRole('complementary', { name: 'Demo only' });
    expect(hint.textContent).toContain('Demo only · mock bank');
    expect(hint.textContent).toContain(
      'The authenticator app of finance@demo.test shows 654321 (next code in 12 s)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send a code by SMS instead' }));
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Demo only' }).textContent).toContain(
        'The SMS code sent to finance@demo.test is 123456',
      ),
    );
  });

  it('shows nothing with a real backend, even if a reader were registered', () => {
    registerDemoCodeReader(() => ({ email: 'x@y', code: '111111' }));
    setup({ initialMethod: 'TOTP' });
    expect(screen.queryByRole('complementary', { name: 'Demo only' })).toBeNull();
  });
});
