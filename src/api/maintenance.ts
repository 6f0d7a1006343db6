import * as contracts from '../shared/contracts/maintenance';
import type { MaintenanceNotice } from '../shared/domain/toggles';
import { call } from './contractCall';

/** spec-1 §3 Maintenance notice (contracts: src/shared/contracts/maintenance.ts). */

/** Public (no sign-in, no registered device): the login page also reads it to know the bank answers. */
export async function getMaintenanceNotices(): Promise<MaintenanceNotice[]> {
  return (await call(contracts.getMaintenanceNotices)).notices;
}

/** Public: the maintenance notices of the given types only (POST /v1/boom/auth/maintenance). */
export async function getMaintenanceNoticesOf(types: string[]): Promise<MaintenanceNotice[]> {
  return (await call(contracts.findMaintenanceNotices, { body: { maintenanceModeTypes: types } }))
    .notices;
}
