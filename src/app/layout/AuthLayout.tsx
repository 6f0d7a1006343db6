import { ArrowLeftRight, CreditCard, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import './AuthLayout.css';

const BENEFITS = [
  { icon: Globe, text: 'Hold, receive and pay in multiple currencies from one account' },
  { icon: ArrowLeftRight, text: 'Send local and overseas transfers at clear, upfront rates' },
  { icon: CreditCard, text: 'Cards, approvals and expense claims for your whole team' },
];

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
  return (
    <div className="auth-layout">
      <div className="auth-layout__column">
        <main id="main" className="auth-layout__main">
          <BrandMark className="auth-layout__brand" />
          <div className="auth-layout__content">{children}</div>
        </main>
        <footer className="auth-layout__footer">
          <span>© 2026 Business Banking</span>
        </footer>
      </div>
      <aside className="auth-layout__aside" aria-label="About Business Banking">
        {aside ?? (
          <div className="auth-layout__pitch">
            <Preview />
            <p className="auth-layout__headline">One business account for every currency you work in.</p>
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
          </div>
        )}
      </aside>
    </div>
  );
}
