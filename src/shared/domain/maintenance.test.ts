import { describe, expect, it } from 'vitest';
import {
  bannerKindOf,
  bannersFor,
  bannerShownFrom,
  isBannerShown,
  leadDays,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_MODE_TYPES,
  pagesOf,
  pausingWindow,
  registryMaintenanceActive,
} from './maintenance';
import type { MaintenanceNotice } from './toggles';

/** Local calendar times (the rule counts the user's days), whatever the machine's zone. */
const at = (y: number, month: number, d: number, h = 0, min = 0) =>
  new Date(y, month - 1, d, h, min).getTime();
const MINUTE = 60_000;

function notice(
  startMs: number,
  hours = 2,
  extra: Partial<MaintenanceNotice> = {},
): MaintenanceNotice {
  return {
    maintenanceModeType: 'E6Ledger',
    startDateTime: new Date(startMs).toISOString(),
    endDateTime: new Date(startMs + hours * 60 * MINUTE).toISOString(),
    isExpired: false,
    impactedFeatures: '',
    ...extra,
  };
}

// 1-7 March 2027: Monday 1st ... Sunday 7th.
const MONDAY_0200 = at(2027, 3, 1, 2);
const TUESDAY_2300 = at(2027, 3, 2, 23);
const WEDNESDAY_0900 = at(2027, 3, 3, 9);
const SATURDAY_0000 = at(2027, 3, 6, 0);
const SUNDAY_0100 = at(2027, 3, 7, 1);

describe('the lead time before a maintenance start (spec-1 §4)', () => {
  it('is 3 days for a Sunday start, 4 for Monday or Tuesday, 2 for the other days', () => {
    expect(leadDays(new Date(SUNDAY_0100))).toBe(3);
    expect(leadDays(new Date(MONDAY_0200))).toBe(4);
    expect(leadDays(new Date(TUESDAY_2300))).toBe(4);
    expect(leadDays(new Date(WEDNESDAY_0900))).toBe(2);
    expect(leadDays(new Date(at(2027, 3, 4, 12)))).toBe(2);
    expect(leadDays(new Date(at(2027, 3, 5, 12)))).toBe(2);
    expect(leadDays(new Date(SATURDAY_0000))).toBe(2);
  });

  it('counts calendar days: a Monday 02:00 start shows from Thursday 00:00, not a minute before', () => {
    const n = notice(MONDAY_0200);
    expect(bannerShownFrom(n)).toBe(at(2027, 2, 25, 0));
    expect(isBannerShown(n, at(2027, 2, 24, 23, 59))).toBe(false);
    expect(isBannerShown(n, at(2027, 2, 25, 0, 0))).toBe(true);
    expect(isBannerShown(n, at(2027, 2, 25, 0, 1))).toBe(true);
  });

  it('a Tuesday 23:00 start shows from Friday 00:00', () => {
    const n = notice(TUESDAY_2300);
    expect(isBannerShown(n, at(2027, 2, 25, 23, 59))).toBe(false);
    expect(isBannerShown(n, at(2027, 2, 26, 0, 0))).toBe(true);
  });

  it('a Sunday 01:00 start shows from Thursday 00:00', () => {
    const n = notice(SUNDAY_0100);
    expect(isBannerShown(n, at(2027, 3, 3, 23, 59))).toBe(false);
    expect(isBannerShown(n, at(2027, 3, 4, 0, 0))).toBe(true);
  });

  it('a Wednesday or Saturday start shows 2 days before, from midnight', () => {
    expect(isBannerShown(notice(WEDNESDAY_0900), at(2027, 2, 28, 23, 59))).toBe(false);
    expect(isBannerShown(notice(WEDNESDAY_0900), at(2027, 3, 1, 0, 0))).toBe(true);
    expect(isBannerShown(notice(SATURDAY_0000), at(2027, 3, 3, 23, 59))).toBe(false);
    expect(isBannerShown(notice(SATURDAY_0000), at(2027, 3, 4, 0, 0))).toBe(true);
  });

  it('keeps showing during the window and stops at its end or when the bank says it expired', () => {
    const n = notice(MONDAY_0200, 2);
    expect(isBannerShown(n, MONDAY_0200 + MINUTE)).toBe(true);
    expect(isBannerShown(n, at(2027, 3, 1, 3, 59))).toBe(true);
    expect(isBannerShown(n, at(2027, 3, 1, 4, 0))).toBe(false);
    expect(isBannerShown({ ...n, isExpired: true }, at(2027, 2, 27, 12))).toBe(false);
  });

  it('shows nothing for a notice whose dates cannot be read', () => {
    expect(isBannerShown({ ...notice(MONDAY_0200), startDateTime: 'soon' }, MONDAY_0200)).toBe(
      false,
    );
    expect(isBannerShown({ ...notice(MONDAY_0200), endDateTime: '' }, MONDAY_0200)).toBe(false);
  });
});

describe('banner kinds and pages', () => {
  it('maps every type to one of the four kinds', () => {
    expect(MAINTENANCE_MODE_TYPES.map((t) => [t, bannerKindOf(t)])).toEqual([
      ['Unknown', 'product'],
      ['E6Card', 'product'],
      ['E6Ledger', 'product'],
      ['identity-registry', 'registry'],
      ['BankIntegration', 'product'],
      ['AccountingIntegration', 'product'],
      ['PartnerIntegration', 'product'],
      ['Outage', 'outage'],
      ['Payout maintenance', 'payoutDisabled'],
      ['Payout outage', 'payoutDisabled'],
    ]);
    expect(bannerKindOf('Something new')).toBe('product');
  });

  it('takes the pages from impactedFeatures, else from the kind', () => {
    const start = MONDAY_0200;
    expect(pagesOf(notice(start, 2, { impactedFeatures: ' login , approvals,cards,' }))).toEqual([
      'login',
      'approvals',
    ]);
    expect(pagesOf(notice(start, 2, { maintenanceModeType: 'Payout outage' }))).toEqual([
      'localTransfer',
      'overseasTransfer',
      'batchTransfer',
    ]);
    expect(pagesOf(notice(start, 2, { maintenanceModeType: 'identity-registry' }))).toEqual([
      'onboarding',
    ]);
    expect(pagesOf(notice(start, 2, { maintenanceModeType: 'Outage' }))).toHaveLength(9);
    expect(pagesOf(notice(start, 2, { impactedFeatures: 'cards' }))).toHaveLength(9);
  });

  it('lists the banners a page shows now, with their kind and whether the window is on', () => {
    const payout = notice(MONDAY_0200, 2, { maintenanceModeType: 'Payout maintenance' });
    const registry = notice(MONDAY_0200, 2, { maintenanceModeType: 'identity-registry' });
    const later = notice(at(2027, 3, 10, 2), 2, { maintenanceModeType: 'Outage' });
    const notices = [payout, registry, later];
    expect(bannersFor(notices, 'localTransfer', at(2027, 2, 26, 9))).toEqual([
      { kind: 'payoutDisabled', notice: payout, active: false },
    ]);
    expect(bannersFor(notices, 'onboarding', MONDAY_0200)).toEqual([
      { kind: 'registry', notice: registry, active: true },
    ]);
    expect(bannersFor(notices, 'login', at(2027, 2, 26, 9))).toEqual([]);
  });
});

describe('windows that are on', () => {
  const registry = notice(MONDAY_0200, 2, { maintenanceModeType: 'identity-registry' });

  it('the identity registry window is active from its start to its end', () => {
    expect(registryMaintenanceActive([registry], MONDAY_0200 - MINUTE)).toBe(false);
    expect(registryMaintenanceActive([registry], MONDAY_0200)).toBe(true);
    expect(registryMaintenanceActive([registry], at(2027, 3, 1, 3, 59))).toBe(true);
    expect(registryMaintenanceActive([registry], at(2027, 3, 1, 4, 0))).toBe(false);
    expect(registryMaintenanceActive([{ ...registry, isExpired: true }], MONDAY_0200)).toBe(false);
    expect(
      registryMaintenanceActive([{ ...registry, maintenanceModeType: 'Outage' }], MONDAY_0200),
    ).toBe(false);
  });

  it('a payout window pauses the payout pages while on, and not exchange', () => {
    const payout = notice(MONDAY_0200, 1, { maintenanceModeType: 'Payout outage' });
    expect(pausingWindow([payout], 'localTransfer', MONDAY_0200 - MINUTE)).toBeNull();
    expect(pausingWindow([payout], 'localTransfer', MONDAY_0200)).toBe(payout);
    expect(pausingWindow([payout], 'overseasTransfer', MONDAY_0200 + 59 * MINUTE)).toBe(payout);
    expect(pausingWindow([payout], 'overseasTransfer', MONDAY_0200 + 60 * MINUTE)).toBeNull();
    expect(pausingWindow([payout], 'currencyExchange', MONDAY_0200)).toBeNull();
  });

  it('an outage pauses the pages it names; the registry pauses none', () => {
    const outage = notice(MONDAY_0200, 1, {
      maintenanceModeType: 'Outage',
      impactedFeatures: 'accountToAccount',
    });
    expect(pausingWindow([registry, outage], 'accountToAccount', MONDAY_0200)).toBe(outage);
    expect(pausingWindow([registry, outage], 'localTransfer', MONDAY_0200)).toBeNull();
    expect(pausingWindow([registry], 'onboarding', MONDAY_0200)).toBeNull();
  });
});

describe('texts', () => {
  it('says the window in the app’s date format', () => {
    const n = notice(MONDAY_0200, 2, { maintenanceModeType: 'Payout maintenance' });
    expect(MAINTENANCE_MESSAGES.applyManually).toBe('Please apply manually');
    expect(MAINTENANCE_MESSAGES.body('payoutDisabled', n)).toBe(
      'Local and overseas transfers are unavailable from 1 Mar 2027, 02:00 to 1 Mar 2027, 04:00.',
    );
    expect(MAINTENANCE_MESSAGES.body('registry', n)).toBe(
      'Retrieving your business data from the identity registry is unavailable from 1 Mar 2027, 02:00 to 1 Mar 2027, 04:00.',
    );
    expect(MAINTENANCE_MESSAGES.body('product', n)).toBe(
      'Some services may be unavailable from 1 Mar 2027, 02:00 to 1 Mar 2027, 04:00 while we carry out scheduled maintenance.',
    );
    expect(MAINTENANCE_MESSAGES.body('outage', n)).toBe(
      'Some services are temporarily unavailable from 1 Mar 2027, 02:00 to 1 Mar 2027, 04:00. We are working to restore them.',
    );
    expect(MAINTENANCE_MESSAGES.paused(n)).toBe(
      'Transfers are paused for maintenance until 1 Mar 2027, 04:00. Please try again after that.',
    );
  });
});
