import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClassName } from '../../shared/ui/Button';
import './StatusPage.css';

export type StatusPageAction =
  { label: string; href: string } | { label: string; onClick: () => void };

export interface StatusPageProps {
  icon: LucideIcon;
  /** A short tag above the title: '403', '404', 'Offline'. */
  code?: string;
  title: string;
  message: string;
  action: StatusPageAction;
  /**
   * Rendered outside any layout (a start-up failure): the page brings its own <main> and
   * fills the screen. Inside AppLayout or AuthLayout leave it off, they have the <main>.
   */
  standalone?: boolean;
}

/** 403, 404 and start-up failures: what happened, and the one way forward. */
export function StatusPage({
  icon: Icon,
  code,
  title,
  message,
  action,
  standalone = false,
}: StatusPageProps) {
  const primary = buttonClassName({ variant: 'primary' });
  const body = (
    <section className="status-page" aria-labelledby="status-page-title">
      <span className="status-page__icon" aria-hidden>
        <Icon />
      </span>
      {code && <p className="status-page__code">{code}</p>}
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__message">{message}</p>
      {'href' in action ? (
        <Link href={action.href} className={primary}>
          {action.label}
        </Link>
      ) : (
        <button type="button" className={primary} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </section>
  );
  if (!standalone) return body;
  return (
    <main id="main" className="status-page-screen">
      {body}
    </main>
  );
}
