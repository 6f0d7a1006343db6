import { useId, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  title?: string;
  /** A line under the title. */
  subtitle?: string;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  /** No inner padding, for a table or list that runs to the card's edges. */
  flush?: boolean;
  className?: string;
  children: ReactNode;
}

/** A surface for one block of a page; with a title it is a labelled section for screen readers. */
export function Card({ title, subtitle, actions, flush = false, className, children }: CardProps) {
  const titleId = useId();
  const classes = ['ui-card', flush && 'ui-card--flush', className].filter(Boolean).join(' ');
  const header = (title || actions) && (
    <div className="ui-card__header">
      {title && (
        <div className="ui-card__heading">
          <h2 id={titleId} className="ui-card__title">
            {title}
          </h2>
          {subtitle && <p className="ui-card__subtitle">{subtitle}</p>}
        </div>
      )}
      {actions && <div className="ui-card__actions">{actions}</div>}
    </div>
  );
  if (!title) {
    return (
      <div className={classes}>
        {header}
        {children}
      </div>
    );
  }
  return (
    <section className={classes} aria-labelledby={titleId}>
      {header}
      {children}
    </section>
  );
}
