import { useEffect, useState } from 'react';
import {
  bannersFor,
  pausingWindow,
  registryMaintenanceActive,
  REGISTRY_MODE_TYPE,
  type MaintenanceBanner,
  type MaintenancePage,
} from '../../shared/domain/maintenance';
import type { MaintenanceNotice } from '../../shared/domain/toggles';

/**
 * The bank's maintenance notices (GET /v1/boom/auth/maintenance, public), read once for every page
 * that shows them and kept a few minutes: the login page, the transfer and approvals pages and the
 * payout wizard ask the same list. A failed read shows nothing new (the last list read, or none).
 */
const FRESH_MS = 5 * 60_000;
let kept: { at: number; notices: MaintenanceNotice[] } | null = null;
let reading: Promise<MaintenanceNotice[]> | null = null;
let generation = 0;

/** Rejects as the call does (the login page tells an unreachable bank from it). */
export function loadMaintenanceNotices(): Promise<MaintenanceNotice[]> {
  const age = kept ? Date.now() - kept.at : Number.NaN;
  if (kept && age >= 0 && age < FRESH_MS) return Promise.resolve(kept.notices);
  const asked = generation;
  // The API module (the contracts' schemas) loads with the first read, not with the login page.
  reading ??= import('../../api/maintenance')
    .then((api) => api.getMaintenanceNotices())
    .then((notices) => {
      if (asked === generation) kept = { at: Date.now(), notices };
      return notices;
    })
    .finally(() => {
      if (asked === generation) reading = null;
    });
  return reading;
}

/** The identity registry's notices, asked afresh (POST /v1/boom/auth/maintenance by type). */
function readRegistryNotices(): Promise<MaintenanceNotice[]> {
  return import('../../api/maintenance').then((api) =>
    api.getMaintenanceNoticesOf([REGISTRY_MODE_TYPE]),
  );
}

/** Tests: forget the list read; a read under way keeps its answer to itself. */
export function forgetMaintenanceNotices(): void {
  generation += 1;
  kept = null;
  reading = null;
}

/** The notices, read when `enabled` (the login page waits for the mock bank); none until read. */
export function useMaintenanceNotices(enabled = true): readonly MaintenanceNotice[] {
  const [notices, setNotices] = useState<readonly MaintenanceNotice[]>(() => kept?.notices ?? []);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    loadMaintenanceNotices().then(
      (read) => live && setNotices(read),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return notices;
}

const MINUTE = 60_000;

/** Now, again every minute while `ticking`: a banner's lead time or a window may start meanwhile. */
function useMinuteClock(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The maintenance banners `page` shows now (spec-1 §4). */
export function useMaintenanceBanners(page: MaintenancePage, enabled = true): MaintenanceBanner[] {
  const notices = useMaintenanceNotices(enabled);
  const now = useMinuteClock(notices.length > 0);
  return bannersFor(notices, page, now);
}

/** The window that pauses `page`'s money action now, or null (spec-2 §5). */
export function usePausingWindow(page: MaintenancePage): MaintenanceNotice | null {
  const notices = useMaintenanceNotices();
  const now = useMinuteClock(notices.length > 0);
  return pausingWindow(notices, page, now);
}

/**
 * spec-1 §4: the identity registry's window is on now, so onboarding tells the user to apply
 * manually (the onboarding pages read it; false until the notices are read or when they cannot be).
 */
export function useRegistryMaintenanceActive(): boolean {
  const listed = useMaintenanceNotices();
  // The choice of path asks the bank afresh for the registry's own notices (the kept list may be
  // minutes old); while that answer is out, or when it fails, the kept list decides.
  const [fresh, setFresh] = useState<readonly MaintenanceNotice[] | null>(null);
  useEffect(() => {
    let live = true;
    readRegistryNotices().then(
      (read) => live && setFresh(read),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const notices = fresh ?? listed;
  const now = useMinuteClock(notices.length > 0);
  return registryMaintenanceActive(notices, now);
}
