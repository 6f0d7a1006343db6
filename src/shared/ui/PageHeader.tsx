import type { ReactNode } from 'react';
import './PageHeader.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** The page's main buttons, at the right (below the title on a phone). */
  actions?: ReactNode;
  className?: string;
}

/** The page's one h1, with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <div className={['ui-page-header', className].filter(Boolean).join(' ')}>
      <div className="ui-page-header__text">
        <h1 className="ui-page-header__title">{title}</h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </div>
  );
}
