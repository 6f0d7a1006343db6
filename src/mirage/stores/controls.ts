import type { Announcement } from '../../shared/domain/notices';
import type { MaintenanceNotice } from '../../shared/domain/toggles';
import { completedFrom, persisted } from './persisted';
import { LEGACY_STATE_KEY } from './security';

/**
 * What the Demo panel, the console and tests set on the bank beside faults: its clock, published
 * announcements, scheduled maintenance windows. Read on every request (each read goes to
 * storage), so another tab of the demo sees them at once.
 */
export interface BankControls {
  /** How far the bank's clock runs ahead of the real one (rules/bankClock.ts), in ms. */
  clockOffsetMs: number;
  /** Announcements published from the demo panel or the console (rules/announcements.ts). */
  announcements: Announcement[];
  /** Maintenance windows scheduled from the demo panel, the console or tests (rules/maintenance.ts). */
  maintenance: MaintenanceNotice[];
}

const noControls = (): BankControls => ({ clockOffsetMs: 0, announcements: [], maintenance: [] });

export const controlsStore = persisted('mockbank:controls', noControls, {
  version: 1,
  legacy: { key: LEGACY_STATE_KEY, read: (old) => completedFrom(old, noControls()) },
});

export const loadControls = (): BankControls =>
  completedFrom(controlsStore.load(), noControls()) ?? noControls();

/** Reads the controls, lets `change` edit them, and writes them back. */
export function updateControls<T>(change: (controls: BankControls) => T): T {
  const controls = loadControls();
  const result = change(controls);
  controlsStore.save(controls);
  return result;
}
