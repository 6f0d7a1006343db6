import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { APPLE_PAY_TEXTS } from '../texts';
import './AddCardPage.css';

/** /cards/apple-pay (spec-3 §2 Other screens): how to add a card to Apple Pay, with a close link. */
export function ApplePayPage() {
  return (
    <div className="apple-pay">
      <PageHeader
        title={APPLE_PAY_TEXTS.title}
        actions={
          <Link href={paths.cards.list()} className={buttonClassName({ variant: 'secondary' })}>
            {APPLE_PAY_TEXTS.close}
          </Link>
        }
      />
      <Card>
        <p className="apple-pay__offer">{APPLE_PAY_TEXTS.offer}</p>
        <p>{APPLE_PAY_TEXTS.intro}</p>
        <ol aria-label="Add a card to Apple Pay">
          {APPLE_PAY_TEXTS.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{APPLE_PAY_TEXTS.safety}</p>
      </Card>
    </div>
  );
}
