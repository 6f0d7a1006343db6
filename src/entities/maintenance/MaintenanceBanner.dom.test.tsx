import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockBankControls } from '../../mirage/mockBank';
import type { MaintenancePage } from '../../shared/domain/maintenance';
import { startBankWithClient, stopBank } from '../../test/bankSession';
import { MaintenanceBanner } from './MaintenanceBanner';
import { forgetMaintenanceNotices, useRegistryMaintenanceActive } from './notices';

// The banners against the mock bank's notices, through the real API client, at a chosen time.
const HOUR = 3_600_000;
const NOTICES = '/v1/boom/auth/maintenance';

let bank: MockBankControls;
beforeEach(() => {
  forgetMaintenanceNotices();
  bank = startBankWithClient();
});
afterEach(async () => {
  vi.useRealTimers();
  await stopBank(bank);
});

/** Local calendar times: the lead time counts the user's days. */
const at = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(2027, month - 1, day, hour, minute).getTime();
// Monday 1 March 2027, 02:00-04:00: its banner shows from Thursday 25 February, 00:00.
const MONDAY_0200 = at(3, 1, 2);
const PRODUCT_TEXT =
  'Some services may be unavailable from 1 Mar 2027, 02:00 to 1 Mar 2027, 04:00 while we carry out scheduled maintenance.';

function schedule(maintenanceModeType: string, start: number, impactedFeatures?: string) {
  bank.scheduleMaintenance({
    maintenanceModeType,
    startDateTime: start,
    endDateTime: start + 2 * HOUR,
    ...(impactedFeatures === undefined ? {} : { impactedFeatures }),
  });
}

function renderAt(now: number, page: MaintenancePage, enabled = true) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  return render(<MaintenanceBanner page={page} enabled={enabled} />);
}

describe('MaintenanceBanner', () => {
  it('does not show a Monday window on Wednesday 23:59 (an outage of the same page does)', async () => {
    schedule('E6Ledger', MONDAY_0200, 'login');
    schedule('Outage', at(2, 25, 1), 'login');
    renderAt(at(2, 24, 23, 59), 'login');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Temporary system outageSome services are temporarily unavailable from 25 Feb 2027, 01:00 to 25 Feb 2027, 03:00. We are working to restore them.',
    );
    expect(screen.queryByText(PRODUCT_TEXT)).toBeNull();
  });

  it('shows the Monday window from Thursday 00:00, with its window in the app’s format', async () => {
    schedule('E6Ledger', MONDAY_0200, 'login');
    renderAt(at(2, 25, 0, 0), 'login');
    const banner = await screen.findByRole('status');
    expect(banner.querySelector('.ui-alert__title')?.textContent).toBe('Scheduled maintenance');
    expect(banner.querySelector('.ui-alert__text')?.textContent).toBe(PRODUCT_TEXT);
  });

  it('shows a notice only on the pages it concerns', async () => {
    schedule('Payout maintenance', MONDAY_0200);
    schedule('Outage', MONDAY_0200, 'approvals');
    renderAt(at(2, 27, 9), 'localTransfer');
    expect(await screen.findByText('Transfers unavailable')).toBeTruthy();
    expect(
      screen.getByText(
        'Local and overseas transfers are unavailable from 1 Mar 2027, 02:00 to 1 Mar 2027, 04:00.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Temporary system outage')).toBeNull();
  });

  it('tells the user to apply manually while the identity registry window is on', async () => {
    schedule('identity-registry', MONDAY_0200);
    const { unmount } = renderAt(at(2, 28, 12), 'onboarding');
    expect(await screen.findByText('Identity registry maintenance')).toBeTruthy();
    expect(screen.queryByText('Please apply manually')).toBeNull();
    unmount();
    bank.clearCalls();
    vi.setSystemTime(at(3, 1, 2, 30));
    render(<MaintenanceBanner page="onboarding" />);
    expect(await screen.findByText('Please apply manually')).toBeTruthy();
    // The list read on Sunday is old by Monday: read again.
    await waitFor(() => expect(bank.calls().map((c) => c.path)).toEqual([NOTICES]));
  });

  it('shows nothing when the notices cannot be read, and asks nothing until enabled', async () => {
    schedule('Outage', MONDAY_0200, 'login');
    bank.clearCalls();
    const { rerender } = renderAt(at(2, 28, 12), 'login', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bank.calls()).toEqual([]);
    bank.faults.failNext(NOTICES, 'SERVICE_UNAVAILABLE', 503);
    rerender(<MaintenanceBanner page="login" enabled />);
    await waitFor(() => expect(bank.calls().map((c) => c.path)).toEqual([NOTICES]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells onboarding when the identity registry window is on', async () => {
    schedule('identity-registry', MONDAY_0200);
    vi.useFakeTimers({ now: at(3, 1, 2, 30), toFake: ['Date'] });
    const { result } = renderHook(() => useRegistryMaintenanceActive());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("asks the bank afresh for the registry's notices: a window scheduled after the list was read counts", async () => {
    vi.useFakeTimers({ now: at(3, 1, 2, 30), toFake: ['Date'] });
    // The list every page shares is read (and kept 5 minutes) before the window is scheduled.
    const before = renderHook(() => useRegistryMaintenanceActive());
    await waitFor(() => expect(bank.calls().filter((c) => c.method === 'POST')).toHaveLength(1));
    before.unmount();
    schedule('identity-registry', MONDAY_0200);
    const { result } = renderHook(() => useRegistryMaintenanceActive());
    await waitFor(() => expect(result.current).toBe(true));
    expect(
      bank
        .calls()
        .filter((c) => c.path === NOTICES)
        .map((c) => c.method),
    ).toEqual(['GET', 'POST', 'POST']);
  });
});
