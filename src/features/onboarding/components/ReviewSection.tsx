import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import '../../../shared/ui/Field.css';
import type { ReviewRow } from '../model/reviewRows';

/** A step's part of the review: its values, each row's issue, and Edit back to the step. */
export function ReviewSection({
  title,
  editHref,
  rows,
}: {
  title: string;
  editHref: string;
  rows: readonly ReviewRow[];
}) {
  return (
    <Card
      title={title}
      actions={
        <Link
          href={editHref}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          aria-label={`Edit ${title}`}
        >
          Edit
        </Link>
      }
    >
      <dl className="details-list">
        {rows.map((row) => (
          <div key={row.label} className="details-list__row">
            <dt>{row.label}</dt>
            <dd>
              {row.value || '-'}
              {row.issue && (
                <span className="ui-field__error onboarding-review__issue">
                  <CircleAlert aria-hidden />
                  {row.issue}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
