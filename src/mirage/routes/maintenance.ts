import { findMaintenanceNotices, getMaintenanceNotices } from '../../shared/contracts/maintenance';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { maintenanceNotices } from '../rules/maintenance';

/**
 * Maintenance notices (contracts: src/shared/contracts/maintenance.ts). Public: the login page
 * shows them before anyone signs in. The scenario's and those scheduled from the demo panel, the
 * console or tests.
 */
export function maintenanceHandlers(bank: Bank): ContractRoute[] {
  const { scenario } = bank;
  return [
    route(getMaintenanceNotices, () => ({ notices: maintenanceNotices(scenario.maintenance) })),
    route(findMaintenanceNotices, ({ body }) => {
      const types = body.maintenanceModeTypes ?? [];
      return {
        notices: maintenanceNotices(scenario.maintenance).filter((n) =>
          types.includes(n.maintenanceModeType),
        ),
      };
    }),
  ];
}
