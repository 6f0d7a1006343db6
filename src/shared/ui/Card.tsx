import { useId, type ReactNode } from 'react';

export function Card({ title, actions, children }: { title?: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="ui-card" aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className="ui-card__header">
          {title && (
            <h2 id={titleId} className="ui-card__title">
              {title}
            </h2>
          )}
          {actions && <div className="ui-card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
