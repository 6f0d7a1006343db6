import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../../api/session';
import { paths } from '../../../shared/routing/paths';
import { PageHeader } from '../../../shared/ui/PageHeader';
import './LegalPage.css';

/**
 * The frame of the Terms and Privacy pages: one h1, then h2 sections. Signed out, the pages sit
 * in the auth layout, which has no menu, so they offer the way back to login; signed in, the
 * shell's menu is there.
 */
export function LegalPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { authenticated } = useSnapshot(session);
  return (
    <article className="legal-page">
      <PageHeader title={title} subtitle={lead} />
      {children}
      {!authenticated && (
        <p className="legal-page__back">
          <Link href={paths.auth.login()}>Back to login</Link>
        </p>
      )}
    </article>
  );
}

/** One section with its h2, labelled by it, so the page's outline reads as its table of contents. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="legal-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
