import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Countdown, formatCountdown } from './Countdown';
import { Modal } from './Modal';
import { OtpInput } from './OtpInput';
import { TextField } from './TextField';
import { showToast, TOAST_DURATION_MS, toastStore } from './toastStore';

afterEach(() => {
  vi.useRealTimers();
  toastStore.toasts = [];
});

describe('Countdown', () => {
  it('formats m:ss', () => {
    expect(formatCountdown(179)).toBe('2:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('ticks down and calls onDone once at 0:00', () => {
    vi.useFakeTimers();
    const onDone = vi.fn<() => void>();
    render(<Countdown endsAt={Date.now() + 3000} onDone={onDone} urgentBelowSeconds={10} />);
    expect(screen.getByText('0:03')).toHaveProperty('className', 'ui-countdown ui-countdown--urgent');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('0:00')).toBeDefined();
    act(() => vi.advanceTimersByTime(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('toasts', () => {
  it('last 6 seconds', () => {
    vi.useFakeTimers();
    showToast({ kind: 'success', title: 'Saved' });
    expect(toastStore.toasts).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toastStore.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('with an action stay until acted on', () => {
    vi.useFakeTimers();
    showToast({ kind: 'info', title: 'A new version is available', action: { label: 'Reload', onClick: () => undefined } });
    vi.advanceTimersByTime(60_000);
    expect(toastStore.toasts).toHaveLength(1);
  });
});

describe('Modal', () => {
  it('is named by its title and closes on Escape', () => {
    const onClose = vi.fn<() => void>();
    render(
      <Modal open title="Verify via SMS" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Verify via SMS' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('form controls', () => {
  it('OtpInput drops non-digits and stops at 6', () => {
    render(<OtpInput label="Verification code" />);
    const input = screen.getByLabelText<HTMLInputElement>('Verification code');
    fireEvent.change(input, { target: { value: '12a3-4567890' } });
    expect(input.value).toBe('123456');
    expect(input.autocomplete).toBe('one-time-code');
  });

  it('TextField links its error to the input', () => {
    render(<TextField label="Email" error="This field is required." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('a loading Button is disabled, so it cannot fire twice', () => {
    const onClick = vi.fn<() => void>();
    render(
      <Button loading onClick={onClick}>
        Verify
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Verify' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
