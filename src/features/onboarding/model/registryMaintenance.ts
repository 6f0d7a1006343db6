import type { MaintenanceNotice } from '../../../shared/domain/toggles';

/**
 * spec-1 §4 Maintenance display rules: the identity registry's window is active when now is
 * between its start and end; onboarding then tells the user to apply manually.
 * TODO(issue 12): use registryMaintenanceActive of src/shared/domain/maintenance.ts once it lands.
 */
export function registryWindowActive(notices: readonly MaintenanceNotice[], now: number): boolean {
  return notices.some(
    (n) =>
      n.maintenanceModeType === 'identity-registry' &&
      !n.isExpired &&
      Date.parse(n.startDateTime) <= now &&
      now < Date.parse(n.endDateTime),
  );
}
