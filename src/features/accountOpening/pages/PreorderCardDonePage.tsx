import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
// The status screens' look: a done page reads like them.
import '../components/StatusScreen.css';

/** The pre-order is in (spec-1 §2 /account-opening/preorder-card/successful). */
export function PreorderCardDonePage() {
  return (
    <section className="status-screen" aria-labelledby="preorder-done-title">
      <span className="status-screen__icon" aria-hidden>
        <CreditCard />
      </span>
      <h1 id="preorder-done-title" className="status-screen__title">
        Card pre-ordered
      </h1>
      <p className="status-screen__lead">
        We will post your card to the address you chose once your account is approved. It usually
        arrives within 5 to 7 days.
      </p>
      <Link
        href={paths.onboarding.accountOpening.index()}
        className={buttonClassName({ variant: 'primary' })}
      >
        Back to your application
      </Link>
    </section>
  );
}
