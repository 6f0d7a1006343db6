import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import './StatusPage.css';

interface StatusPageProps {
  icon: LucideIcon;
  code: string;
  title: string;
  message: string;
  action: { label: string; href: string } | { label: string; onClick: () => void };
}

/** 403, 404 and start-up failures: what happened, and the one way forward. */
export function StatusPage({ icon: Icon, code, title, message, action }: StatusPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <span className="status-page__icon" aria-hidden>
        <Icon size={32} />
      </span>
      <p className="status-page__code">{code}</p>
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__message">{message}</p>
      {'href' in action ? (
        <Link href={action.href} className="ui-button ui-button--primary ui-button--md">
          {action.label}
        </Link>
      ) : (
        <button type="button" className="ui-button ui-button--primary ui-button--md" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </section>
  );
}
