import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { syncNow } from '../../../sync/syncEngine';
import { useSyncStatus } from '../../../sync/syncStatus';
import type { Profile } from '../../../shared/domain/profile';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { applyTheme, readTheme, type ThemeChoice } from '../../../shared/theme';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TotpTip } from '../components/TotpTip';
import './GeneralSettingsPage.css';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Same as my device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Settings > General: the user's basic info (from the cache) and the look of the app. */
export function GeneralSettingsPage() {
  const snap = useSnapshot(session);
  const profile = useMeta<Profile>(PROFILE_KEY);
  const sync = useSyncStatus();
  const [theme, setTheme] = useState<ThemeChoice>(readTheme);
  const [refreshing, setRefreshing] = useState(false);

  return (
    <div className="settings-general">
      <PageHeader title="General" subtitle="Your basic information and how the app looks." />
      <TotpTip shown={profile?.authenticatorAppPreference === false} />
      <Card
        title="Basic information"
        actions={
          <Button
            variant="secondary"
            size="sm"
            loading={refreshing}
            disabled={!sync.online}
            onClick={() => {
              setRefreshing(true);
              void syncNow(['profile']).finally(() => setRefreshing(false));
            }}
          >
            Refresh profile
          </Button>
        }
      >
        {profile ? (
          <dl className="settings-general__list">
            <dt>Name</dt>
            <dd>{profile.name}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Mobile number</dt>
            <dd>•••• {profile.phoneNumber.slice(-4)}</dd>
            <dt>Role</dt>
            <dd>{snap.claims ? ROLE_LABELS[snap.claims.role] : ''}</dd>
            <dt>Company</dt>
            <dd>{profile.companyName}</dd>
            <dt>Registered address</dt>
            <dd>{profile.registeredAddress}</dd>
          </dl>
        ) : (
          <Skeleton lines={5} />
        )}
      </Card>
      <Card title="Appearance">
        <fieldset className="settings-general__themes">
          <legend>Theme</legend>
          {THEMES.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="theme"
                value={option.value}
                checked={theme === option.value}
                onChange={() => {
                  setTheme(option.value);
                  applyTheme(option.value);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </Card>
    </div>
  );
}
