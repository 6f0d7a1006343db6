import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, establishSession } from '../../../../api/session';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { forgetMaintenanceNotices } from '../../../../entities/maintenance/notices';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { signIn } from '../../../../mirage/testing';
import { formatDateTime } from '../../../../shared/dates';
import { startSync, stopSync } from '../../../../sync/syncEngine';
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
  stopSync();
  clearSession();
  bank.shutdown();
  await deleteAllCacheDatabases();
});

const HOUR = 3_600_000;

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
