import type { ApprovalRequest } from '../shared/domain/approvals';
import type { BankDatabase } from './database';
import type { ApprovalList } from './rows';

export interface CachedApprovals {
  /** Newest first, at most the asked-for number. */
  requests: ApprovalRequest[];
  /** How many the list holds in all (for 'Load more'). */
  total: number;
}

/** A cached approvals list, newest first, through the [list+createdAt] index (schema.ts). */
export async function readCachedApprovals(
  db: BankDatabase,
  list: ApprovalList,
  limit: number,
): Promise<CachedApprovals> {
  // ISO timestamps sort as text, so '' and '\uffff' bound every createdAt of the list.
  const range = db.approvals
    .where('[list+createdAt]')
    .between([list, ''], [list, '\uffff'], true, true);
  // Dexie's Collection.reverse() (newest first) returns a new collection; it is no Array#reverse.
  // oxlint-disable-next-line unicorn/no-array-reverse
  const newestFirst = range.clone().reverse();
  const [rows, total] = await Promise.all([newestFirst.limit(limit).toArray(), range.count()]);
  return { requests: rows.map((r) => r.data), total };
}
