import { ACTIVITY_KEPT, type ActivityRecord } from '../../shared/domain/activity';
import { persisted } from './persisted';

/** A record as the bank keeps it: with the money call's key, so a replayed call is not logged twice. */
export interface StoredActivity extends ActivityRecord {
  replayKey?: string;
}

/**
 * The activity log (rules/activity.ts): each company's records, newest first, at most
 * ACTIVITY_KEPT each, of at most ACTIVITY_COMPANIES_KEPT companies (the HTTP bank signs up
 * companies for anyone: its memory must not grow with them). `seq` numbers the records.
 */
export interface ActivityLog {
  seq: number;
  companies: Record<string, StoredActivity[]>;
}

/** How many companies' logs are kept: the ones with the oldest latest record go first. */
export const ACTIVITY_COMPANIES_KEPT = 200;

const empty = (): ActivityLog => ({ seq: 0, companies: {} });

export const activityStore = persisted<ActivityLog>('mockbank:activity', empty, { version: 1 });

/** The log with `record` added at the top of its company's, pruned to the bounds. */
export function addActivity(corpID: string, record: Omit<StoredActivity, 'id'>): StoredActivity {
  return activityStore.update((log) => {
    log.seq += 1;
    const stored: StoredActivity = { id: `ACT-${String(log.seq).padStart(6, '0')}`, ...record };
    const company = [stored, ...(log.companies[corpID] ?? [])];
    log.companies[corpID] = company.slice(0, ACTIVITY_KEPT);
    const corps = Object.keys(log.companies);
    if (corps.length > ACTIVITY_COMPANIES_KEPT) {
      const latest = (id: string) => log.companies[id]?.[0]?.at ?? '';
      const oldest = corps.toSorted((a, b) => latest(a).localeCompare(latest(b)));
      for (const id of oldest.slice(0, corps.length - ACTIVITY_COMPANIES_KEPT))
        delete log.companies[id];
    }
    return stored;
  });
}

/** A company's records, newest first. */
export const activityOf = (corpID: string): StoredActivity[] =>
  activityStore.load().companies[corpID] ?? [];
