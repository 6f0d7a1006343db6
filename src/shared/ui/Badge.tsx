import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export function Badge({ tone = 'neutral', count = false, children }: { tone?: BadgeTone; count?: boolean; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${tone} ${count ? 'ui-badge--count' : ''}`}>{children}</span>;
}
