import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import {
  getLowBalanceThresholds,
  setLowBalanceThreshold,
  type LowBalanceThreshold,
} from '../../../api/accounts';
import type { BankDatabase } from '../../../db/database';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import type { Micros } from '../../../shared/money';
import { setOnline } from '../../../sync/syncStatus';
import { LowBalanceAlertPage } from './LowBalanceAlertPage';
import { anAccount } from '../../../test/payouts';

vi.mock('../../../api/accounts', () => ({
  getAccounts: vi.fn<() => Promise<Account[]>>(),
  getLowBalanceThresholds: vi.fn<() => Promise<LowBalanceThreshold[]>>(),
  setLowBalanceThreshold:
    vi.fn<
      (
        accountNumber: string,
        threshold: Micros | null,
      ) => Promise<{ threshold: LowBalanceThreshold; account: Account }>
    >(),
}));

const SGD: Account = anAccount({ currentBalance: 1_500_000_000 });
const JPY: Account = {
  ...SGD,
  accountNumber: '885171733064',
  accountName: 'JPY account',
  currency: 'JPY',
  currentBalance: 3_450_000_000_000,
  isDefaultAccount: false,
  accountOrder: 1,
};

let db: BankDatabase;
beforeEach(async () => {
  setOnline(true);
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([SGD, JPY].map(accountRow));
  vi.mocked(getLowBalanceThresholds).mockResolvedValue([
    { accountNumber: SGD.accountNumber, currency: 'SGD', threshold: null },
    { accountNumber: JPY.accountNumber, currency: 'JPY', threshold: 100_000_000_000 },
  ]);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(setLowBalanceThreshold).mockReset();
  vi.mocked(getLowBalanceThresholds).mockClear();
  setOnline(true);
  await deleteAllCacheDatabases();
});

const save = (region: HTMLElement) =>
  fireEvent.click(within(region).getByRole('button', { name: 'Save alert' }));

async function renderPage() {
  const location = memoryLocation({ path: '/account/alert-low-balance' });
  render(
    <Router hook={location.hook}>
      <LowBalanceAlertPage />
    </Router>,
  );
  return screen.findByRole('region', { name: 'Main account SGD' });
}

describe('LowBalanceAlertPage', () => {
  it('shows each account with its alert and sets one above the balance: the row says Low balance', async () => {
    const main = await renderPage();
    const jpy = screen.getByRole('region', { name: 'JPY account JPY' });
    expect(within(main).getByText('Balance S$1,500.00 · No alert set')).toBeTruthy();
    expect(within(jpy).getByText('Balance JP¥3,450,000 · Alert below JP¥100,000')).toBeTruthy();
    expect(
      within(jpy).getByLabelText<HTMLInputElement>('Alert me when the balance is below (JPY)')
        .value,
    ).toBe('100,000');
    expect(within(main).queryByRole('button', { name: 'Remove alert' })).toBeNull();

    vi.mocked(setLowBalanceThreshold).mockResolvedValue({
      threshold: { accountNumber: SGD.accountNumber, currency: 'SGD', threshold: 2_000_000_000 },
      account: { ...SGD, isLowAccountBalance: true },
    });
    fireEvent.change(within(main).getByLabelText('Alert me when the balance is below (SGD)'), {
      target: { value: '2,000' },
    });
    fireEvent.click(within(main).getByRole('button', { name: 'Save alert' }));
    await within(main).findByText(
      "Saved: you'll be alerted when Main account is below S$2,000.00.",
    );
    expect(setLowBalanceThreshold).toHaveBeenCalledWith(SGD.accountNumber, 2_000_000_000);
    expect(within(main).getByText('Balance S$1,500.00 · Alert below S$2,000.00')).toBeTruthy();
    // Written through: the cached account is low now, and the row says so.
    await waitFor(async () =>
      expect((await db.accounts.get(SGD.accountNumber))?.data.isLowAccountBalance).toBe(true),
    );
    expect(await within(main).findByText('Low balance')).toBeTruthy();
  });

  it('says what is wrong with the amount before sending, with the exact texts', async () => {
    const main = await renderPage();
    const jpy = screen.getByRole('region', { name: 'JPY account JPY' });
    save(main);
    expect(await within(main).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(main).getByLabelText('Alert me when the balance is below (SGD)'), {
      target: { value: '-5' },
    });
    save(main);
    expect(
      await within(main).findByText('Please enter a valid amount, for example 100.00.'),
    ).toBeTruthy();
    fireEvent.change(within(main).getByLabelText('Alert me when the balance is below (SGD)'), {
      target: { value: '1,000,000,001' },
    });
    save(main);
    expect(
      await within(main).findByText('The alert amount can be at most S$1,000,000,000.00.'),
    ).toBeTruthy();
    fireEvent.change(within(jpy).getByLabelText('Alert me when the balance is below (JPY)'), {
      target: { value: '10.5' },
    });
    save(jpy);
    expect(
      await within(jpy).findByText(
        'JPY amounts are whole numbers. Please remove the decimal point.',
      ),
    ).toBeTruthy();
    expect(setLowBalanceThreshold).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the bank refuses or the device is offline, and says why', async () => {
    const main = await renderPage();
    const input = within(main).getByLabelText<HTMLInputElement>(
      'Alert me when the balance is below (SGD)',
    );
    vi.mocked(setLowBalanceThreshold).mockRejectedValue(
      new ApiError({ kind: 'http', status: 403, code: 'NO_PERMISSION_API' }),
    );
    fireEvent.change(input, { target: { value: '750.25' } });
    fireEvent.click(within(main).getByRole('button', { name: 'Save alert' }));
    expect(await within(main).findByRole('alert')).toBeTruthy();
    expect(within(main).getByRole('alert').textContent).toBe(
      'Your role does not allow this action. Please ask your company admin.',
    );
    expect(input.value).toBe('750.25');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(within(main).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe(
        "You're offline, so the alert was not changed. What you typed is kept here: save it again when you're back online.",
      ),
    );
    expect(input.value).toBe('750.25');
    expect(setLowBalanceThreshold).toHaveBeenCalledTimes(1);
  });

  it('removes an alert and says so', async () => {
    await renderPage();
    const jpy = screen.getByRole('region', { name: 'JPY account JPY' });
    vi.mocked(setLowBalanceThreshold).mockResolvedValue({
      threshold: { accountNumber: JPY.accountNumber, currency: 'JPY', threshold: null },
      account: JPY,
    });
    fireEvent.click(within(jpy).getByRole('button', { name: 'Remove alert' }));
    await within(jpy).findByText('Removed: there is no low balance alert on JPY account.');
    expect(setLowBalanceThreshold).toHaveBeenCalledWith(JPY.accountNumber, null);
    expect(within(jpy).getByText('Balance JP¥3,450,000 · No alert set')).toBeTruthy();
    expect(
      within(jpy).getByLabelText<HTMLInputElement>('Alert me when the balance is below (JPY)')
        .value,
    ).toBe('');
  });

  it('says the alerts load when the connection returns, offline', async () => {
    setOnline(false);
    const location = memoryLocation({ path: '/account/alert-low-balance' });
    render(
      <Router hook={location.hook}>
        <LowBalanceAlertPage />
      </Router>,
    );
    expect(
      await screen.findByText(
        "You're offline. Your low balance alerts load when you're back online.",
      ),
    ).toBeTruthy();
    expect(getLowBalanceThresholds).not.toHaveBeenCalled();
  });
});
