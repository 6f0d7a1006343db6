import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_MODE_TYPES,
  MAINTENANCE_PAGES,
  pausingWindow,
  type MaintenancePage,
} from '../../shared/domain/maintenance';
import type { MaintenanceNotice } from '../../shared/domain/toggles';
import { BankError } from '../types';
import { bankNow } from './bankClock';
import { loadControls, updateControls } from '../stores/controls';

/** A window the demo panel, the console or a test schedules (window.__mockBank.scheduleMaintenance). */
export interface MaintenanceRequest {
  /** One of MAINTENANCE_MODE_TYPES ('Payout maintenance', 'Outage', 'identity-registry', ...). */
  maintenanceModeType: string;
  /** Anything Date.parse reads: an ISO string with its offset, or milliseconds. */
  startDateTime: string | number;
  endDateTime: string | number;
  /** Page types, comma-separated (spec-1 §2); none: the kind's pages. */
  impactedFeatures?: string;
}

/** Kept across reloads: a long demo does not grow storage without end. */
const MAX_SCHEDULED = 20;

const knownType = (type: string) => (MAINTENANCE_MODE_TYPES as readonly string[]).includes(type);
const knownPage = (page: string) => (MAINTENANCE_PAGES as readonly string[]).includes(page);

function isoOf(value: string | number, name: string): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`${name} '${value}' is not a date`);
  return new Date(ms).toISOString();
}

/** Checks and keeps a window (persisted state, so it survives a reload); the notice as served. */
export function scheduleMaintenance(request: MaintenanceRequest): MaintenanceNotice {
  if (!knownType(request.maintenanceModeType))
    throw new Error(
      `Unknown maintenance type '${request.maintenanceModeType}' (known: ${MAINTENANCE_MODE_TYPES.join(', ')})`,
    );
  const startDateTime = isoOf(request.startDateTime, 'startDateTime');
  const endDateTime = isoOf(request.endDateTime, 'endDateTime');
  if (Date.parse(endDateTime) <= Date.parse(startDateTime))
    throw new Error('A maintenance window ends after it starts');
  const features = (request.impactedFeatures ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = features.filter((f) => !knownPage(f));
  if (unknown.length > 0)
    throw new Error(
      `Unknown page types ${unknown.join(', ')} (known: ${MAINTENANCE_PAGES.join(', ')})`,
    );
  const notice: MaintenanceNotice = {
    maintenanceModeType: request.maintenanceModeType,
    startDateTime,
    endDateTime,
    isExpired: false,
    impactedFeatures: features.join(','),
  };
  updateControls((s) => {
    s.maintenance = [...s.maintenance.slice(-(MAX_SCHEDULED - 1)), notice];
  });
  return notice;
}

export function clearScheduledMaintenance(): void {
  updateControls((s) => {
    s.maintenance = [];
  });
}

/**
 * What GET /v1/boom/auth/maintenance answers: the scenario's notices, then the scheduled ones,
 * each expired once the bank's clock is past its end.
 */
export function maintenanceNotices(scenario: readonly MaintenanceNotice[]): MaintenanceNotice[] {
  const now = bankNow();
  return [...scenario, ...loadControls().maintenance].map((n) => ({
    ...n,
    isExpired: n.isExpired || Date.parse(n.endDateTime) <= now,
  }));
}

/**
 * Refuses a money action of `page` while a window pauses it (the app disables Continue then; a
 * call sent before the window began, or from an app that did not know, meets this):
 * 503 SERVICE_UNAVAILABLE, saying until when.
 */
export function assertNotPaused(
  scenario: readonly MaintenanceNotice[],
  page: MaintenancePage,
): void {
  const window = pausingWindow(maintenanceNotices(scenario), page, bankNow());
  if (window) throw new BankError(503, 'SERVICE_UNAVAILABLE', MAINTENANCE_MESSAGES.paused(window));
}
