import type { ReactNode } from 'react';
import './Badge.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  /** A solid round counter, as on a menu item (pending approvals). */
  count?: boolean;
  className?: string;
  children: ReactNode;
}

/** A short status label ('Active', 'Pending') or a count. */
export function Badge({ tone = 'neutral', count = false, className, children }: BadgeProps) {
  const classes = ['ui-badge', count ? 'ui-badge--count' : `ui-badge--${tone}`, className]
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{children}</span>;
}
