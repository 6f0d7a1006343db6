import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <Icon size={32} aria-hidden className="ui-empty__icon" />
      <p className="ui-empty__title">{title}</p>
      {text && <p className="ui-empty__text">{text}</p>}
      {action}
    </div>
  );
}
