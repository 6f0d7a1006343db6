import { ShieldCheck, Building2, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { useMeta } from '../../../db/useMeta';
import type { Profile } from '../../../shared/domain/profile';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { greeting } from '../greeting';
import './DashboardPage.css';

/**
 * The landing page. This first version greets the user and shows who and where they are; the
 * money panels (accounts, balances, recent transactions, action tiles) arrive with them.
 */
export function DashboardPage() {
  const snap = useSnapshot(session);
  const profile = useMeta<Profile>('profile');
  const role = snap.claims?.role;
  const [hello] = useState(() => greeting(new Date()));

  return (
    <div className="dashboard">
      <PageHeader
        title={profile ? `${hello}, ${profile.firstName}` : 'Dashboard'}
        subtitle={snap.companyName}
      />
      <div className="dashboard__grid">
        <Card title="Your company">
          <p className="dashboard__fact">
            <Building2 aria-hidden size={18} /> {snap.companyName}
          </p>
          <p className="dashboard__muted">You are signed in as {role ? ROLE_LABELS[role] : '…'}.</p>
        </Card>
        <Card title="Your profile">
          {profile ? (
            <dl className="dashboard__list">
              <dt>Name</dt>
              <dd>{profile.name}</dd>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
              <dt>Phone</dt>
              <dd>•••• {profile.phoneNumber.slice(-4)}</dd>
            </dl>
          ) : (
            <Skeleton lines={3} />
          )}
        </Card>
        <Card title="Security">
          <p className="dashboard__fact">
            <ShieldCheck aria-hidden size={18} />
            {profile?.authenticatorAppPreference ? 'Authenticator app is your second factor.' : 'SMS codes protect your sign-in.'}
          </p>
          <p className="dashboard__fact dashboard__muted">
            <WifiOff aria-hidden size={18} /> This device keeps a copy of your data to show it offline; it is deleted when you log
            out.
          </p>
        </Card>
      </div>
    </div>
  );
}
