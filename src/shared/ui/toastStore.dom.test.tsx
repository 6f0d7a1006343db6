import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import {
  clearToasts,
  dismissToast,
  pauseToast,
  resumeToast,
  showToast,
  TOAST_DURATION_MS,
  toastStore,
} from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps a toast for the 6 seconds of the spec, then removes it', () => {
    expect(TOAST_DURATION_MS).toBe(6000);
    showToast({ kind: 'success', title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toastStore.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('keeps a toast with an action until it is acted on or dismissed', () => {
    const id = showToast({
      kind: 'info',
      title: 'A new version is available',
      action: { label: 'Reload', onClick: () => undefined },
    });
    vi.advanceTimersByTime(10 * 60_000);
    expect(toastStore.toasts).toHaveLength(1);
    dismissToast(id);
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('honours a custom duration and returns distinct ids', () => {
    const a = showToast({ kind: 'info', title: 'A', durationMs: 1000 });
    const b = showToast({ kind: 'info', title: 'B' });
    expect(a).not.toBe(b);
    vi.advanceTimersByTime(1000);
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['B']);
  });

  it('holds the clock while paused and resumes with the time that was left', () => {
    const id = showToast({ kind: 'warning', title: 'Held' });
    vi.advanceTimersByTime(4000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect(toastStore.toasts).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect(toastStore.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.toasts).toHaveLength(0);
  });
});

// valtio tells React about a change in a microtask, hence the async act() around changes.
describe('Toaster', () => {
  it('announces errors assertively and the rest politely, and can be dismissed', async () => {
    render(<Toaster />);
    await act(async () => {
      showToast({ kind: 'error', title: 'Transfer failed' });
      showToast({
        kind: 'success',
        title: 'Recipient added',
        message: 'You can now send money to Ada.',
      });
    });
    expect(
      screen.getByText('Transfer failed').closest('[aria-live]')?.getAttribute('aria-live'),
    ).toBe('assertive');
    expect(
      screen.getByText('Recipient added').closest('[aria-live]')?.getAttribute('aria-live'),
    ).toBe('polite');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    });
    expect(screen.queryByText('Transfer failed')).toBeNull();
    expect(screen.getByText('Recipient added')).toBeDefined();
  });

  it('runs the action and closes the toast', async () => {
    const onClick = vi.fn<() => void>();
    render(<Toaster />);
    await act(async () => {
      showToast({
        kind: 'info',
        title: 'A new version is available',
        action: { label: 'Reload', onClick },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('disappears from the screen after 6 seconds', async () => {
    render(<Toaster />);
    await act(async () => {
      showToast({ kind: 'info', title: 'Copied' });
    });
    expect(screen.getByText('Copied')).toBeDefined();
    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });
});
