import { LegalLinks } from './LegalLinks';
import './AppFooter.css';
import { PRODUCT_NAME } from '../../shared/config/product';

export interface AppFooterProps {
  version: string;
  /** Who holds the copyright; the product by default. */
  copyrightHolder?: string;
  /** The legal pages: the app's own /terms and /privacy unless another address is given. */
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
}

/** Copyright, version and the legal links (spec-3 §2 Footer). */
export function AppFooter({
  version,
  copyrightHolder = PRODUCT_NAME,
  termsUrl,
  privacyUrl,
}: AppFooterProps) {
  return (
    <footer className="app-footer">
      <p className="app-footer__meta">
        <span>© 2026 {copyrightHolder}</span>
        <span className="app-footer__version">Version {version}</span>
      </p>
      <LegalLinks termsUrl={termsUrl} privacyUrl={privacyUrl} />
    </footer>
  );
}
