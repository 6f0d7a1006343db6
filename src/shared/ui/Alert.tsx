import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, error: XCircle };

/** Errors and warnings interrupt (role=alert); info and success are polite (role=status). */
export function Alert({ kind, title, children }: { kind: AlertKind; title?: string | undefined; children?: ReactNode }) {
  const Icon = ICONS[kind];
  return (
    <div className={`ui-alert ui-alert--${kind}`} role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}>
      <Icon className="ui-alert__icon" size={20} aria-hidden />
      <div className="ui-alert__body">
        {title && <p className="ui-alert__title">{title}</p>}
        {children && <div className="ui-alert__text">{children}</div>}
      </div>
    </div>
  );
}
