import { memo } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/routing/paths';
import './LegalLinks.css';

export interface LegalLinksProps {
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  className?: string;
}

/** An address inside the app ('/terms'), not another site ('https://...', '//host'). */
const isInApp = (url: string) => url.startsWith('/') && !url.startsWith('//');

function LegalLink({ url, label }: { url: string; label: string }) {
  // The app's own pages open in the same tab through the router; another site gets a new tab.
  if (isInApp(url)) return <Link href={url}>{label}</Link>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * 'Terms and Conditions' and 'Privacy Policy' (spec-3 §2 Footer), for both footers. Memoised: a
 * page re-rendering above it (the login form as it mounts) has nothing to change here.
 */
export const LegalLinks = memo(function LegalLinks({
  termsUrl = paths.legal.terms(),
  privacyUrl = paths.legal.privacy(),
  className,
}: LegalLinksProps) {
  return (
    <ul className={['legal-links', className].filter(Boolean).join(' ')}>
      <li>
        <LegalLink url={termsUrl} label="Terms and Conditions" />
      </li>
      <li>
        <LegalLink url={privacyUrl} label="Privacy Policy" />
      </li>
    </ul>
  );
});
