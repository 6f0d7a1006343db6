import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { SUPPORT_CONTACT } from '../../../shared/supportContact';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import './SettingsPages.css';

/**
 * Settings › Support (/settings/support): how to reach Customer Service, the phone and e-mail of
 * spec-3 (constants.tsv support_contact; the values in src/shared/supportContact.ts). The chat of
 * spec-1 §7 is not offered: no chat service is set up (docs/decisions/settings.md 'Support page').
 */
export function SupportPage() {
  return (
    <div className="settings-page">
      <PageHeader title="Support" subtitle="Questions about your account or a payment? Ask us." />
      <Card title="Contact us">
        <dl className="settings-page__contacts">
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${SUPPORT_CONTACT.phone.replace(/\s/g, '')}`}>{SUPPORT_CONTACT.phone}</a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
          </dd>
        </dl>
      </Card>
      <Card title="If something looks wrong">
        <p>
          If you see a payment you did not make, or think someone else knows your password, call us
          now and <Link href={paths.settings.password()}>change your password</Link>.
        </p>
      </Card>
    </div>
  );
}
