import { proxy } from 'valtio';

/** Notification duration from the spec: toasts last 6 seconds. */
export const TOAST_DURATION_MS = 6000;

export interface Toast {
  id: number;
  kind: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message?: string | undefined;
  /** A toast with an action stays until it is acted on or dismissed. */
  action?: { label: string; onClick: () => void } | undefined;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((t) => t.id !== id);
}

export function showToast(toast: Omit<Toast, 'id'> & { durationMs?: number }): number {
  const id = nextId++;
  const { durationMs, ...rest } = toast;
  toastStore.toasts.push({ id, ...rest });
  if (!rest.action) setTimeout(() => dismissToast(id), durationMs ?? TOAST_DURATION_MS);
  return id;
}
