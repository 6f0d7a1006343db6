import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, establishSession } from '../../../../api/session';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { forgetMaintenanceNotices } from '../../../../entities/maintenance/notices';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { signIn } from '../../../../mirage/testing';
import { formatDateTime } from '../../../../shared/dates';
import { MONEY_OFFLINE } from '../../../../entities/money/MoneyOffline';
import { startSync, stopSync } from '../../../../sync/syncEngine';
import { setOnline } from '../../../../sync/syncStatus';
import { accountsTask } from '../../../../sync/tasks/accountsTask';
import { recipientsTask } from '../../../../sync/tasks/recipientsTask';
import { togglesTask } from '../../../../sync/tasks/togglesTask';
import { startBankWithClient } from '../../../../test/bankSession';
import { PayoutWizard } from './PayoutWizard';

// The wizard against the mock bank, its accounts, recipients and toggles synced into the cache,
// and the maintenance windows it serves.
let bank: MockBankControls;
beforeEach(async () => {
  forgetMaintenanceNotices();
  bank = startBankWithClient();
  const claims = establishSession(await signIn('admin@demo.test'), {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  const db = await openUserDatabase(claims);
  await startSync({ db, tasks: [togglesTask(), accountsTask(), recipientsTask()] });
});
afterEach(async () => {
  await goOnline(true);
  stopSync();
  clearSession();
  bank.shutdown();
  await deleteAllCacheDatabases();
});

const HOUR = 3_600_000;

/** The connection drops or comes back (valtio tells its readers in a microtask). */
const goOnline = (online: boolean) =>
  act(async () => {
    setOnline(online);
    await Promise.resolve();
  });

/** Picks the first local recipient and types an amount, reference and purpose. */
async function details() {
  const rows = await screen.findAllByRole('button', { name: /^Miller Wilderman/ });
  fireEvent.click(rows[0]!);
  fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: '10' } });
}

describe('PayoutWizard during maintenance', () => {
  it('says transfers are paused and keeps Next disabled while a payout window is on', async () => {
    const window = bank.scheduleMaintenance({
      maintenanceModeType: 'Payout maintenance',
      startDateTime: Date.now() - 60_000,
      endDateTime: Date.now() + HOUR,
    });
    render(<PayoutWizard type="LOCAL" />);
    expect(
      await screen.findByText(
        `Transfers are paused for maintenance until ${formatDateTime(window.endDateTime)}. Please try again after that.`,
      ),
    ).toBeTruthy();
    await details();
    // Long enough for the amount to settle (500 ms): Next stays disabled for the window alone.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('lets Next go on when the window has not started yet', async () => {
    bank.scheduleMaintenance({
      maintenanceModeType: 'Payout maintenance',
      startDateTime: Date.now() + HOUR,
      endDateTime: Date.now() + 2 * HOUR,
    });
    render(<PayoutWizard type="LOCAL" />);
    await details();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByText(/^Transfers are paused/)).toBeNull();
  });
});

describe('PayoutWizard with a preset currency', () => {
  it("opens on that currency's recipients ('Send CNY'), and adds one in that currency", async () => {
    render(<PayoutWizard type="OVERSEAS" preset={{ country: 'CN', currency: 'CNY' }} />);
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('.rcp-row__currency'), (el) => el.textContent),
      ).toEqual(['CNY', 'CNY']),
    );
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search recipients' }).value,
    ).toBe('CNY');
    fireEvent.click(screen.getByRole('button', { name: 'Add Overseas Recipient' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' }).value).toBe('CNY');
  });
});

describe('PayoutWizard: withdraw funds', () => {
  it("offers only the user's own accounts, and adds one in the company's name", async () => {
    render(<PayoutWizard type="LOCAL" withdraw />);
    expect(
      screen.getByText(
        'Select your personal or corporate bank account to withdraw funds from your YouBiz accounts',
      ),
    ).toBeTruthy();
    // The demo company's recipients are its suppliers: none is its own account.
    expect(await screen.findByText('No bank account of yours yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Miller Wilderman/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Local Recipient' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Recipient name' }).value).toBe(
      'Demo Trading Pte. Ltd.',
    );
  });

  it('offers every recipient to an ordinary local transfer', async () => {
    render(<PayoutWizard type="LOCAL" />);
    expect(await screen.findByRole('button', { name: /^Miller Wilderman/ })).toBeTruthy();
    expect(screen.queryByText(/^Only accounts held in the name of/)).toBeNull();
  });
});

const notice = () => screen.queryByText(MONEY_OFFLINE.send);

describe('PayoutWizard offline', () => {
  it('says it is offline on the details at once, keeps what was typed, and Next waits', async () => {
    render(<PayoutWizard type="LOCAL" />);
    await details();
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'INV 1001' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
    await goOnline(false);
    expect(notice()).toBeTruthy();
    expect(screen.getByText(MONEY_OFFLINE.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Amount/)).toHaveProperty('value', '10');
    expect(screen.getByLabelText(/^Reference/)).toHaveProperty('value', 'INV 1001');
    await goOnline(true);
    expect(notice()).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
  });

  it('on the review, Transfer Now waits with the notice as its reason, and nothing is sent', async () => {
    render(<PayoutWizard type="LOCAL" />);
    await details();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fireEvent.click(next);
    const transferNow = await screen.findByRole('button', { name: 'Transfer Now' });
    await waitFor(() => expect(transferNow).toHaveProperty('disabled', false));
    await goOnline(false);
    expect(transferNow).toHaveProperty('disabled', true);
    const reason = document.getElementById(transferNow.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(`${MONEY_OFFLINE.title}${MONEY_OFFLINE.send}`);
    fireEvent.click(transferNow);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back keeps the details.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Amount/)).value).toMatch(
      /^10(\.00)?$/,
    );
  });

  it('overseas: the details say it is offline, not that the rate is unavailable, and Next waits', async () => {
    render(<PayoutWizard type="OVERSEAS" />);
    const rows = await screen.findAllByRole('button', { name: /^Darrion Barrows/ });
    // The connection drops: the bank cannot be reached, and the app knows it is offline.
    bank.faults.setNetworkDown(true);
    await goOnline(false);
    fireEvent.click(rows[0]!);
    const gets = await screen.findByLabelText('Recipient gets (USD)');
    fireEvent.change(gets, { target: { value: '100.00' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(notice()).toBeTruthy();
    expect(
      screen.queryByText(
        'Overseas transfer exchange rate is not available now. Please try again later.',
      ),
    ).toBeNull();
    expect(screen.queryByText('The fee could not be loaded. Please try again.')).toBeNull();
    // Next (or the quote's Refresh in its place) waits for the connection.
    expect(screen.getByRole('button', { name: /^(Next|Refresh)$/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByLabelText('Recipient gets (USD)')).toHaveProperty('value', '100.00');
    bank.faults.setNetworkDown(false);
  });
});
