import { listActivity } from '../../shared/contracts/activity';
import { ACTIVITY_PAGE_SIZE } from '../../shared/domain/activity';
import { ADMIN_ROLES } from '../../shared/domain/roles';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { activityPage } from '../rules/activity';
import { corpIdOf } from '../rules/applicants';

/**
 * The activity log (issue 24; docs/decisions/activity.md): the admin's company's records, newest
 * first, by person and kind. The records are written by the one recorder (rules/activity.ts),
 * which bankRoutes.ts runs after each recorded call answers.
 */
export function activityHandlers(bank: Bank): ContractRoute[] {
  return [
    route(listActivity, ({ req, query }) => {
      const { user } = bank.authorize(req, ADMIN_ROLES);
      return activityPage(corpIdOf(user, bank.scenario), {
        ...(query.person ? { person: query.person } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.before ? { before: query.before } : {}),
        pageSize: query.pageSize ?? ACTIVITY_PAGE_SIZE,
      });
    }),
  ];
}
