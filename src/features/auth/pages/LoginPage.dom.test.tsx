import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetMaintenanceNotices } from '../../../entities/maintenance/notices';
import type { MockBankControls } from '../../../mirage/mockBank';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { startBankWithClient, stopBank } from '../../../test/bankSession';
import { LoginPage } from './LoginPage';

// The login page's maintenance banner in mock mode: asking for the notices would start the bank,
// so the page asks once the bank runs (the visitor's first click, key or focus, or a test).
let bank: MockBankControls;
beforeEach(() => {
  forgetMaintenanceNotices();
  bank = startBankWithClient();
  Object.assign(runtimeInfo, { configured: true, mock: true, mockBankRunning: false });
});
afterEach(async () => {
  Object.assign(runtimeInfo, { configured: false, mock: false, mockBankRunning: false });
  await stopBank(bank);
});

describe('LoginPage maintenance banner', () => {
  it('asks for the notices only once the mock bank runs, then shows those of the login page', async () => {
    const start = Date.now() - 60_000;
    bank.scheduleMaintenance({
      maintenanceModeType: 'Outage',
      startDateTime: start,
      endDateTime: start + 3_600_000,
      impactedFeatures: 'login',
    });
    bank.clearCalls();
    render(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bank.calls()).toEqual([]);
    act(() => {
      runtimeInfo.mockBankRunning = true;
    });
    expect(await screen.findByText('Temporary system outage')).toBeTruthy();
    expect(bank.calls().map((c) => c.path)).toEqual(['/v1/boom/auth/maintenance']);
  });

  it('with a real backend, reads the notices once as it opens, for the banner and the reachability check', async () => {
    runtimeInfo.mock = false;
    const start = Date.now() + 3_600_000;
    bank.scheduleMaintenance({
      maintenanceModeType: 'E6Ledger',
      startDateTime: start,
      endDateTime: start + 3_600_000,
      impactedFeatures: 'login',
    });
    bank.clearCalls();
    render(<LoginPage />);
    expect(await screen.findByText('Scheduled maintenance')).toBeTruthy();
    expect(bank.calls().map((c) => c.path)).toEqual(['/v1/boom/auth/maintenance']);
  });
});
