import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  text?: string;
  /** A button or link that gets the user out of the empty state ('Add a recipient'). */
  action?: ReactNode;
  className?: string;
}

/** What an empty list says instead of a blank area: what would be here, and how to get some. */
export function EmptyState({
  icon: Icon = Inbox,
  title,
  text,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={['ui-empty', className].filter(Boolean).join(' ')}>
      <span className="ui-empty__icon" aria-hidden>
        <Icon />
      </span>
      <p className="ui-empty__title">{title}</p>
      {text && <p className="ui-empty__text">{text}</p>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
