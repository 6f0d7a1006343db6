import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './Countdown';

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(179)).toBe('2:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(600)).toBe('10:00');
  });

  it('rounds part seconds up, so 0:00 only shows when time is up', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second and calls onDone once at 0:00', () => {
    const onDone = vi.fn<() => void>();
    render(<Countdown endsAt={Date.now() + 3000} onDone={onDone} />);
    expect(screen.getByText('0:03')).toBeDefined();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0:02')).toBeDefined();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('0:00')).toBeDefined();
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes the urgent style under urgentBelowSeconds', () => {
    render(<Countdown endsAt={Date.now() + 12_000} urgentBelowSeconds={10} />);
    const timer = screen.getByText('0:12');
    expect(timer.classList.contains('ui-countdown--urgent')).toBe(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(timer.textContent).toBe('0:09');
    expect(timer.classList.contains('ui-countdown--urgent')).toBe(true);
  });

  it('restarts from the real time when endsAt moves (a resent code)', () => {
    const onDone = vi.fn<() => void>();
    const { rerender } = render(<Countdown endsAt={Date.now() + 1000} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onDone).toHaveBeenCalledTimes(1);
    rerender(<Countdown endsAt={Date.now() + 60_000} onDone={onDone} />);
    expect(screen.getByText('1:00')).toBeDefined();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
