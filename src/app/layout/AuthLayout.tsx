import { ArrowLeftRight, CheckSquare, Globe, Send, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { BrandMark } from './BrandMark';
import { LegalLinks } from './LegalLinks';
import './AuthLayout.css';
import { PRODUCT_NAME } from '../../shared/config/product';

/** What the product does today (README 'What works today'); what comes later is said as planned. */
export const BENEFITS = [
  {
    icon: Globe,
    text: 'Accounts in nine currencies, with every balance and transaction in one place',
  },
  {
    icon: ArrowLeftRight,
    text: 'Exchange and move money between your accounts at a live rate, held for 3 minutes',
  },
  {
    icon: Send,
    text: 'Pay suppliers locally or overseas, each payout confirmed with a one-time code',
  },
  {
    icon: CheckSquare,
    text: 'Large transfers wait for an approver, who decides with a one-time code',
  },
  {
    icon: WifiOff,
    text: 'Balances, transactions and pending approvals stay readable on a poor connection',
  },
];
export const PLANNED = 'Coming next: cards, expense claims and invoices.';

/** A decorative glimpse of the product: currency balances on a glass card. */
function Preview() {
  return (
    <div className="auth-layout__preview" aria-hidden>
      {['USD', 'EUR', 'GBP', 'SGD'].map((code) => (
        <span key={code} className="auth-layout__chip">
          {code}
        </span>
      ))}
    </div>
  );
}

/**
 * Login and sign-up: the form on the left, a marketing panel on the right (hidden under 992 px,
 * where the form alone fills the screen).
 */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  // Under 992 px the panel is not shown, so it is not built either (a phone's first paint is the form).
  const wide = useMediaQuery('(min-width: 992px)');
  return (
    <div className="auth-layout">
      <div className="auth-layout__column">
        <main id="main" className="auth-layout__main">
          <BrandMark className="auth-layout__brand" />
          <div className="auth-layout__content">{children}</div>
        </main>
        <footer className="auth-layout__footer">
          <span>© 2026 {PRODUCT_NAME}</span>
          {/* The terms and the privacy policy are readable before signing in too. */}
          <LegalLinks />
        </footer>
      </div>
      {wide && (
        <aside className="auth-layout__aside" aria-label={`About ${PRODUCT_NAME}`}>
          {aside ?? (
            <div className="auth-layout__pitch">
              <Preview />
              <p className="auth-layout__headline">
                One business account for every currency you work in.
              </p>
              <ul className="auth-layout__benefits">
                {BENEFITS.map(({ icon: Icon, text }) => (
                  <li key={text}>
                    <span className="auth-layout__benefit-icon" aria-hidden>
                      <Icon />
                    </span>
                    {text}
                  </li>
                ))}
              </ul>
              <p className="auth-layout__planned">{PLANNED}</p>
            </div>
          )}
        </aside>
      )}
    </div>
  );
}
