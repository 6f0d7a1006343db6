import {
  getApprovalsByIds,
  getApprovalsFirstPage,
  type ApprovalFirstPage,
} from '../../api/approvals';
import { session } from '../../api/session';
import type { BankDatabase } from '../../db/database';
import { PENDING_COUNT_KEY, readMeta, TOGGLES_KEY, writeMeta } from '../../db/meta';
import type { ApprovalList } from '../../db/rows';
import { approvalRow } from '../../db/toRows';
import {
  APPROVAL_ROLES,
  type ApprovalFilter,
  type ApprovalRequest,
} from '../../shared/domain/approvals';
import { MAX_PAGING_IDS } from '../../shared/domain/transactions';
import type { FeatureToggles } from '../../shared/domain/toggles';
import { isToggleOn } from '../../shared/domain/toggles';
import type { SyncTask } from '../syncTask';

export interface ApprovalsTaskDeps {
  fetchFirstPage: (filter: ApprovalFilter, pageSize?: number) => Promise<ApprovalFirstPage>;
  fetchByIds: (ids: string[]) => Promise<ApprovalRequest[]>;
}

/** The lists kept offline (docs/architecture.md §5: pending and mine); completed ones are read online. */
const KEPT: readonly [ApprovalFilter, ApprovalList][] = [
  ['pending', 'pending'],
  ['my-requests', 'mine'],
];

async function mayUseApprovals(db: BankDatabase): Promise<boolean> {
  const role = session.claims?.role;
  if (!role || !APPROVAL_ROLES.includes(role)) return false;
  const toggles = await readMeta<FeatureToggles>(db, TOGGLES_KEY);
  // Toggles not synced yet: ask the bank, which refuses when the area is closed.
  return !toggles || isToggleOn(toggles, 'approvals', session.claims?.email ?? '');
}

export function approvalsTask(
  deps: ApprovalsTaskDeps = {
    fetchFirstPage: getApprovalsFirstPage,
    fetchByIds: getApprovalsByIds,
  },
): SyncTask {
  return {
    store: 'approvals',
    async run(db: BankDatabase) {
      if (!(await mayUseApprovals(db))) {
        await db.approvals.clear();
        await writeMeta(db, PENDING_COUNT_KEY, 0);
        return;
      }
      // Rows written through under another list (a decided request) go; the lists below are complete.
      await db.approvals
        .where('list')
        .noneOf(KEPT.map(([, list]) => list))
        .delete();
      for (const [filter, list] of KEPT) {
        const first = await deps.fetchFirstPage(filter);
        const have = new Set(first.firstPageResults.map((r) => r.referenceId));
        const rest = first.ids.filter((id) => !have.has(id));
        const all = [...first.firstPageResults];
        for (let start = 0; start < rest.length; start += MAX_PAGING_IDS) {
          all.push(...(await deps.fetchByIds(rest.slice(start, start + MAX_PAGING_IDS))));
        }
        await db.transaction('rw', db.approvals, async () => {
          await db.approvals.where('list').equals(list).delete();
          await db.approvals.bulkPut(all.map((r) => approvalRow(r, list)));
        });
        if (filter === 'pending')
          await writeMeta(db, PENDING_COUNT_KEY, first.totalPendingRequestIds);
      }
    },
  };
}
