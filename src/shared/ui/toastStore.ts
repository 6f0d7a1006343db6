import { proxy } from 'valtio';

/** Notification duration from the spec (constants.tsv notification_duration): 6 seconds. */
export const TOAST_DURATION_MS = 6000;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string | undefined;
  /** A toast with an action (e.g. 'Reload') stays until it is acted on or dismissed. */
  action?: ToastAction | undefined;
}

export interface ToastInput extends Omit<Toast, 'id'> {
  /** Overrides the 6 s default; ignored for toasts with an action. */
  durationMs?: number;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

/** Timers live outside the store: they are not state to render. */
interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}
const timers = new Map<number, Timer>();
let nextId = 1;

function startTimer(id: number, ms: number): void {
  timers.set(id, {
    handle: setTimeout(() => dismissToast(id), ms),
    remaining: ms,
    startedAt: Date.now(),
  });
}

export function showToast({ durationMs, ...toast }: ToastInput): number {
  const id = nextId++;
  toastStore.toasts.push({ id, ...toast });
  if (!toast.action) startTimer(id, durationMs ?? TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  toastStore.toasts = toastStore.toasts.filter((t) => t.id !== id);
}

/**
 * Hovering or focusing a toast holds it (WCAG 2.2.1: people who read slowly, or reach for the
 * dismiss button, are not raced by the clock); leaving it resumes the time that was left.
 */
export function pauseToast(id: number): void {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timers.set(id, {
    handle: undefined,
    remaining: timer.remaining - (Date.now() - timer.startedAt),
    startedAt: 0,
  });
}

export function resumeToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle) return;
  // At least a second more, so a toast never vanishes the instant the pointer leaves it.
  startTimer(id, Math.max(timer.remaining, 1000));
}

/** Removes every toast (sign-out, tests). */
export function clearToasts(): void {
  for (const timer of timers.values()) if (timer.handle) clearTimeout(timer.handle);
  timers.clear();
  toastStore.toasts = [];
}
