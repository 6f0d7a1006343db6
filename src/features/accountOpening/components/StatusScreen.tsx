import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_CONTACT } from '../../../shared/supportContact';
import { useStatusRecheck } from '../useStatusRecheck';
import './StatusScreen.css';

export interface StatusScreenProps {
  /** The screen's own path: the re-read status may lead elsewhere (useStatusRecheck). */
  path: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  /** The heading of the list: 'What happens next', 'What you can do'. */
  listTitle: string;
  items: readonly string[];
  /** A way forward under the list (the pre-order card link). */
  children?: ReactNode;
}

/**
 * One status screen (spec-1 §2 Account opening): what the status means, what comes next, and how
 * to reach support. It re-reads the status as it opens.
 */
export function StatusScreen({
  path,
  icon: Icon,
  title,
  lead,
  listTitle,
  items,
  children,
}: StatusScreenProps) {
  useStatusRecheck(path);
  return (
    <section className="status-screen" aria-labelledby="status-screen-title">
      <span className="status-screen__icon" aria-hidden>
        <Icon />
      </span>
      <h1 id="status-screen-title" className="status-screen__title">
        {title}
      </h1>
      <p className="status-screen__lead">{lead}</p>
      <div className="status-screen__next">
        <h2 className="status-screen__subtitle">{listTitle}</h2>
        <ul className="status-screen__list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {children}
      <p className="status-screen__support">
        Questions? Call us on{' '}
        <a href={`tel:${SUPPORT_CONTACT.phone.replace(/\s/g, '')}`}>{SUPPORT_CONTACT.phone}</a> or
        email <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>.
      </p>
    </section>
  );
}
