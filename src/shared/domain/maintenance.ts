/**
 * Maintenance notices (spec-1 §3 Maintenance notice, §4 Maintenance display rules; spec-3 §4
 * Maintenance banners): which banner a notice makes, on which pages, from when, and whether its
 * window is on now. Pure: the app passes its clock, the mock bank its own (bankNow). The rules
 * the spec leaves open are in docs/decisions/maintenance.md 'Notices'.
 */
import { formatDateTime } from '../dates';
import type { MaintenanceNotice } from './toggles';

/** spec-1 §2: the page types that show maintenance banners (constants.tsv maintenance_banner_page_types). */
export const MAINTENANCE_PAGES = [
  'onboarding',
  'login',
  'localTransfer',
  'overseasTransfer',
  'batchTransfer',
  'accountToAccount',
  'currencyExchange',
  'approvals',
  'claims',
] as const;
export type MaintenancePage = (typeof MAINTENANCE_PAGES)[number];

/**
 * spec-1 §3 types on the wire (constants.tsv maintenance_mode_types). Where the spec gives only a
 * description (a bank, an accounting, a further partner integration) the name is ours.
 */
export const MAINTENANCE_MODE_TYPES = [
  'Unknown',
  'E6Card',
  'E6Ledger',
  'identity-registry',
  'BankIntegration',
  'AccountingIntegration',
  'PartnerIntegration',
  'Outage',
  'Payout maintenance',
  'Payout outage',
] as const;
export type MaintenanceModeType = (typeof MAINTENANCE_MODE_TYPES)[number];

/** The identity registry's maintenance type (its window tells applicants to apply manually). */
export const REGISTRY_MODE_TYPE: MaintenanceModeType = 'identity-registry';

/** spec-1 §4 banner kinds (constants.tsv maintenance_banner_kinds). */
export type MaintenanceBannerKind = 'registry' | 'product' | 'outage' | 'payoutDisabled';

export function bannerKindOf(type: string): MaintenanceBannerKind {
  if (type === REGISTRY_MODE_TYPE) return 'registry';
  if (type === 'Outage') return 'outage';
  if (type === 'Payout maintenance' || type === 'Payout outage') return 'payoutDisabled';
  // Unknown, the core systems (E6Card, E6Ledger), the integrations, and any type we do not know.
  return 'product';
}

const PAYOUT_PAGES: readonly MaintenancePage[] = [
  'localTransfer',
  'overseasTransfer',
  'batchTransfer',
];
const DEFAULT_PAGES: Record<MaintenanceBannerKind, readonly MaintenancePage[]> = {
  registry: ['onboarding'],
  payoutDisabled: PAYOUT_PAGES,
  product: MAINTENANCE_PAGES,
  outage: MAINTENANCE_PAGES,
};

const isPage = (name: string): name is MaintenancePage =>
  (MAINTENANCE_PAGES as readonly string[]).includes(name);

/**
 * The pages a notice concerns: the page types named in impactedFeatures (a comma list; names we
 * do not know are skipped), or, when it names none, its kind's pages.
 */
export function pagesOf(notice: MaintenanceNotice): readonly MaintenancePage[] {
  const named = notice.impactedFeatures
    .split(',')
    .map((f) => f.trim())
    .filter(isPage);
  return named.length > 0 ? named : DEFAULT_PAGES[bannerKindOf(notice.maintenanceModeType)];
}

/** constants.tsv maintenance_lead_time_*: days before the start a banner shows. */
export const LEAD_DAYS = { sunday: 3, mondayOrTuesday: 4, other: 2 } as const;

/** The lead time of a start, by its weekday in the user's local calendar. */
export function leadDays(start: Date): number {
  const day = start.getDay();
  if (day === 0) return LEAD_DAYS.sunday;
  if (day === 1 || day === 2) return LEAD_DAYS.mondayOrTuesday;
  return LEAD_DAYS.other;
}

const timeOf = (iso: string) => Date.parse(iso);

/**
 * When a notice's banner starts to show: local midnight of the start's calendar day less the lead
 * time ('the current date is on or after a lead time before its start': days, not 24-hour
 * periods). NaN when the start cannot be read.
 */
export function bannerShownFrom(notice: MaintenanceNotice): number {
  const start = new Date(timeOf(notice.startDateTime));
  if (Number.isNaN(start.getTime())) return Number.NaN;
  return new Date(
    start.getFullYear(),
    start.getMonth(),
    start.getDate() - leadDays(start),
  ).getTime();
}

/** Over: the bank says so, or its end has passed (a list read a while ago may not say it yet). */
export function isNoticeExpired(notice: MaintenanceNotice, now: number): boolean {
  const end = timeOf(notice.endDateTime);
  return notice.isExpired || Number.isNaN(end) || now >= end;
}

/** spec-1 §4: not expired, and now on or after the lead time before the start. */
export function isBannerShown(notice: MaintenanceNotice, now: number): boolean {
  return !isNoticeExpired(notice, now) && now >= bannerShownFrom(notice);
}

/** The window is on: start <= now < end, and not expired. */
export function isWindowActive(notice: MaintenanceNotice, now: number): boolean {
  return !isNoticeExpired(notice, now) && timeOf(notice.startDateTime) <= now;
}

export interface MaintenanceBanner {
  kind: MaintenanceBannerKind;
  notice: MaintenanceNotice;
  /** Its window is on now. */
  active: boolean;
}

/** The banners a page shows now, in the bank's order. */
export function bannersFor(
  notices: readonly MaintenanceNotice[],
  page: MaintenancePage,
  now: number,
): MaintenanceBanner[] {
  return notices
    .filter((n) => pagesOf(n).includes(page) && isBannerShown(n, now))
    .map((notice) => ({
      kind: bannerKindOf(notice.maintenanceModeType),
      notice,
      active: isWindowActive(notice, now),
    }));
}

/**
 * spec-1 §4: the identity registry's window is on, so onboarding tells the user to apply
 * manually (the onboarding pages read it).
 */
export function registryMaintenanceActive(
  notices: readonly MaintenanceNotice[],
  now: number,
): boolean {
  return notices.some(
    (n) => bannerKindOf(n.maintenanceModeType) === 'registry' && isWindowActive(n, now),
  );
}

/**
 * The window that pauses a page's money action now (spec-2 §5: Continue disabled during
 * maintenance): an active window of a payout, product or outage notice that concerns the page.
 * The identity registry's pauses nothing: onboarding goes on manually. Null when none is on.
 */
export function pausingWindow(
  notices: readonly MaintenanceNotice[],
  page: MaintenancePage,
  now: number,
): MaintenanceNotice | null {
  return (
    notices.find(
      (n) =>
        bannerKindOf(n.maintenanceModeType) !== 'registry' &&
        pagesOf(n).includes(page) &&
        isWindowActive(n, now),
    ) ?? null
  );
}

/**
 * Texts. 'Please apply manually' is the spec's (messages.tsv maintenance_apply_manually); the
 * spec gives no wording for the others (maintenance_banner_product, _outage, _payout_disabled):
 * written for the product, with the window in the app's date format.
 */
export const MAINTENANCE_MESSAGES = {
  applyManually: 'Please apply manually',
  titles: {
    registry: 'Identity registry maintenance',
    product: 'Scheduled maintenance',
    outage: 'Temporary system outage',
    payoutDisabled: 'Transfers unavailable',
  } satisfies Record<MaintenanceBannerKind, string>,
  body(kind: MaintenanceBannerKind, notice: MaintenanceNotice): string {
    const window = `from ${formatDateTime(notice.startDateTime)} to ${formatDateTime(notice.endDateTime)}`;
    switch (kind) {
      case 'registry':
        return `Retrieving your business data from the identity registry is unavailable ${window}.`;
      case 'product':
        return `Some services may be unavailable ${window} while we carry out scheduled maintenance.`;
      case 'outage':
        return `Some services are temporarily unavailable ${window}. We are working to restore them.`;
      case 'payoutDisabled':
        return `Local and overseas transfers are unavailable ${window}.`;
    }
  },
  /** Beside a disabled Continue (and the bank's refusal's description). */
  paused: (notice: MaintenanceNotice) =>
    `Transfers are paused for maintenance until ${formatDateTime(notice.endDateTime)}. Please try again after that.`,
};
