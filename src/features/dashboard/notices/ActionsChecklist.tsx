import { Circle, CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../shared/ui/Card';
import { checklistPercent, type ChecklistItem } from './checklist';
import { NOTICE_TEXTS } from './texts';
import './notices.css';

/** The right panel's Actions checklist (spec-3 §2): a floored progress bar and the first steps. */
export function ActionsChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const percent = checklistPercent(items);
  return (
    <Card title={NOTICE_TEXTS.actionsTitle} className="dash-checklist">
      <div className="dash-checklist__progress">
        <div
          className="dash-checklist__bar"
          role="progressbar"
          aria-label="Actions completed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className="dash-checklist__percent">{percent}%</span>
      </div>
      <ul className="dash-checklist__items">
        {items.map((item) => (
          <li
            key={item.id}
            className={`dash-checklist__item${item.done ? ' dash-checklist__item--done' : ''}`}
          >
            {item.done ? <CircleCheck aria-hidden /> : <Circle aria-hidden />}
            {item.href && !item.done ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span>{item.label}</span>
            )}
            <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
