import { CloudOff, History } from 'lucide-react';
import { useState } from 'react';
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityKind,
} from '../../../shared/domain/activity';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SelectField } from '../../../shared/ui/SelectField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { ActivityTable } from '../components/ActivityTable';
import { ACTIVITY_OFFLINE, useActivityLog, useTeamByName, type ActivityFilter } from '../queries';
import './ActivityPage.css';

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];

const isKind = (value: string): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(value);

/**
 * Manage > Activity log (issue 24, admin and sub-admin): who signed in and from where, changed a
 * second factor, a password, a role, a policy or an invitation, and who sent, approved or
 * rejected money; newest first, by person and kind. Read from the bank only (online).
 */
export function ActivityPage() {
  const [filter, setFilter] = useState<ActivityFilter>({ person: '', kind: '' });
  const log = useActivityLog(filter);
  const team = useTeamByName();
  const people = [
    { value: '', label: 'All people' },
    ...team.map((m) => ({ value: m.userReferenceID, label: m.name })),
  ];
  const filtered = filter.person !== '' || filter.kind !== '';
  return (
    <div className="activity">
      <PageHeader title="Activity log" subtitle="What your team did, newest first." />
      <Card>
        <div className="activity__filters">
          <SelectField
            label="Person"
            options={people}
            value={filter.person}
            onChange={(e) => setFilter((f) => ({ ...f, person: e.target.value }))}
          />
          <SelectField
            label="Kind"
            options={KIND_OPTIONS}
            value={filter.kind}
            onChange={(e) => {
              const kind = e.target.value;
              setFilter((f) => ({ ...f, kind: isKind(kind) ? kind : '' }));
            }}
          />
        </div>
        {log.offline ? (
          <EmptyState
            icon={CloudOff}
            title="The activity log needs a connection"
            text={ACTIVITY_OFFLINE}
          />
        ) : (
          <>
            {log.error && (
              <Alert
                kind="warning"
                title="Activity not loaded"
                actions={
                  <Button variant="secondary" size="sm" onClick={() => void log.retry()}>
                    Try again
                  </Button>
                }
              >
                <p>{log.error}</p>
              </Alert>
            )}
            {log.records.length > 0 ? (
              <ActivityTable records={log.records} />
            ) : log.loading ? (
              <Skeleton lines={6} />
            ) : (
              !log.error && (
                <EmptyState
                  icon={History}
                  title={filtered ? 'No activity matches' : 'No activity yet'}
                  text={
                    filtered
                      ? 'Nothing was recorded for this person and kind. Try another filter.'
                      : 'Sign-ins, changes to people and settings, and money moved appear here.'
                  }
                />
              )
            )}
            {log.hasMore && (
              <div className="activity__more">
                <Button
                  variant="secondary"
                  loading={log.loading}
                  onClick={() => void log.loadMore()}
                >
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
