import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import './AuthLayout.css';

const BENEFITS = [
  'Hold, send and exchange money in 9 currencies',
  'Physical and virtual cards for your whole team',
  'Approvals, claims and invoices in one place',
];

/** Login and sign-up: the form on one side, a marketing panel on the other (hidden under 992 px). */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="auth-layout">
      <main id="main" className="auth-layout__main">
        <div className="auth-layout__brand">
          <span className="auth-layout__logo" aria-hidden>B</span>
          <span>Business Banking</span>
        </div>
        <div className="auth-layout__content">{children}</div>
      </main>
      <aside className="auth-layout__aside" aria-label="About Business Banking">
        {aside ?? (
          <div className="auth-layout__pitch">
            <p className="auth-layout__headline">One account for every currency your business runs on.</p>
            <ul>
              {BENEFITS.map((b) => (
                <li key={b}>
                  <CheckCircle2 size={20} aria-hidden /> {b}
                </li>
              ))}
            </ul>
          </div>
        )}
      </aside>
    </div>
  );
}
