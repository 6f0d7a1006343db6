import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../api/session';
import { signOut } from '../../features/auth/actions';
import { paths } from '../../shared/routing/paths';
import { Button } from '../../shared/ui/Button';
import { BrandMark } from './BrandMark';
import { LegalLinks } from './LegalLinks';
import './OnboardingLayout.css';
import { PRODUCT_NAME } from '../../shared/config/product';

/**
 * An applicant's pages (onboarding, the status screens): the brand, the company applied for and
 * Log out, without the shell's menu (there are no accounts yet). Log out saves the progress first
 * (signOut runs the registered savers).
 */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const [, navigate] = useLocation();
  return (
    <div className="onboarding-layout">
      <header className="onboarding-layout__header">
        <BrandMark />
        <div className="onboarding-layout__who">
          {snap.companyName && (
            <span className="onboarding-layout__company">{snap.companyName}</span>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<LogOut aria-hidden />}
            onClick={() => {
              void signOut().finally(() => navigate(paths.auth.login(), { replace: true }));
            }}
          >
            Log out
          </Button>
        </div>
      </header>
      <main id="main" className="onboarding-layout__main">
        {children}
      </main>
      <footer className="onboarding-layout__footer">
        <span>© 2026 {PRODUCT_NAME}</span>
        <LegalLinks />
      </footer>
    </div>
  );
}
