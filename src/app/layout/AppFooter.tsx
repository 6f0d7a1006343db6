import './AppFooter.css';

export interface AppFooterProps {
  version: string;
  /** Who holds the copyright; the product by default. */
  copyrightHolder?: string;
  termsUrl?: string;
  privacyUrl?: string;
}

/** Copyright, version and the legal links (spec-3 §2 Footer). */
export function AppFooter({ version, copyrightHolder = 'Business Banking', termsUrl = '/terms', privacyUrl = '/privacy' }: AppFooterProps) {
  return (
    <footer className="app-footer">
      <p className="app-footer__meta">
        <span>© 2026 {copyrightHolder}</span>
        <span className="app-footer__version">Version {version}</span>
      </p>
      <ul className="app-footer__links">
        <li>
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">
            Terms and Conditions
          </a>
        </li>
        <li>
          <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
        </li>
      </ul>
    </footer>
  );
}
