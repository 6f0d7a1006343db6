import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import './Alert.css';

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleX };

export interface AlertProps {
  kind: AlertKind;
  title?: string | undefined;
  children?: ReactNode;
  /** Buttons or links under the text (e.g. 'Try again'). */
  actions?: ReactNode;
  className?: string;
}

/**
 * An inline message. Errors and warnings interrupt (role=alert); info and success wait for a
 * pause (role=status). The icon repeats the colour's meaning for people who can't see colour.
 */
export function Alert({ kind, title, children, actions, className }: AlertProps) {
  const Icon = ICONS[kind];
  return (
    <div
      className={['ui-alert', `ui-alert--${kind}`, className].filter(Boolean).join(' ')}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
    >
      <Icon className="ui-alert__icon" aria-hidden />
      <div className="ui-alert__body">
        {title && <p className="ui-alert__title">{title}</p>}
        {children && <div className="ui-alert__text">{children}</div>}
        {actions && <div className="ui-alert__actions">{actions}</div>}
      </div>
    </div>
  );
}
