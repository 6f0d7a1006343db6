import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDisbursedRewards, getEstimatedRewards, type RewardDetail } from '../../../api/rewards';
import { session } from '../../../api/session';
import { SGD_RATES_KEY, writeMeta } from '../../../db/meta';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import { setOnline } from '../../../sync/syncStatus';
import { todayUtc } from '../totals';
import { CashbackPage } from './CashbackPage';

type Api = typeof import('../../../api/rewards');
vi.mock('../../../api/rewards', () => ({
  getEstimatedRewards: vi.fn<Api['getEstimatedRewards']>(),
  getDisbursedRewards: vi.fn<Api['getDisbursedRewards']>(),
}));

const account = (
  accountNumber: string,
  accountName: string,
  currency: Account['currency'],
  accountOrder: number,
): Account => ({
  accountNumber,
  accountName,
  currency,
  currentBalance: 1_000_000_000,
  accountHolderName: 'Demo Trading Pte. Ltd.',
  bankName: 'Bank',
  bankSwift: 'BANKSGSG',
  isDefaultAccount: accountOrder === 0,
  isLowAccountBalance: false,
  accountOrder,
});
const USD = account('885165000002', 'USD operations', 'USD', 0);
const SGD = account('885164000001', 'Main SGD', 'SGD', 1);

const reward = (
  rewardsAmt: number,
  currency: Account['currency'],
  month: string,
): RewardDetail => ({
  rewardsAmt,
  currency,
  rewardsType: 'CASHBACK',
  disbursedAt: `${month}-28T00:00:00.000Z`,
  month,
  vaAccountNumber: currency === 'SGD' ? SGD.accountNumber : USD.accountNumber,
  vaAccountName: currency === 'SGD' ? SGD.accountName : USD.accountName,
  transactionId: `TXM-${month}-${currency}`,
  description: `Cashback for ${month}`,
});

async function open(rates: Record<string, number> | null) {
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([USD, SGD].map(accountRow));
  if (rates) await writeMeta(db, SGD_RATES_KEY, rates);
  render(<CashbackPage />);
}

beforeEach(() => {
  session.claims = {
    role: 'finance',
    corpID: 'C',
    sub: 'U',
    email: 'finance@demo.test',
    exp: 0,
    scope: 'access',
  };
  vi.mocked(getEstimatedRewards).mockResolvedValue({ currency: 'SGD', rewardsAmt: 2_000_000 });
  vi.mocked(getDisbursedRewards).mockResolvedValue([
    reward(1_250_000, 'SGD', '2026-10'),
    reward(10_000_000, 'USD', '2026-09'),
  ]);
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  setOnline(true);
  session.claims = null;
  await deleteAllCacheDatabases();
});

describe('Cashback page', () => {
  it('estimates this month so far on the first SGD account, and lists what was credited with its total in SGD at bid rates', async () => {
    await open({ USD: 1_345_678 });
    expect((await screen.findByTestId('cashback-estimate')).textContent).toBe('S$2.00');
    const today = todayUtc();
    expect(getEstimatedRewards).toHaveBeenCalledWith({
      vaNumber: SGD.accountNumber,
      startDate: `${today.slice(0, 7)}-01`,
      endDate: today,
      rewardsType: 'CASHBACK',
    });
    const list = await screen.findByRole('list', { name: 'Cashback received' });
    expect(list.textContent).toContain('Oct 2026Main SGD · SGD+S$1.25');
    expect(list.textContent).toContain('Sep 2026USD operations · USD+US$10.00');
    // S$1.25 + US$10.00 at 1.345678, rounded down to the cent.
    expect(screen.getByText('Total in SGD').nextElementSibling?.textContent).toBe('S$14.70');
  });

  it("shows '--.--' for the total while a currency has no rate", async () => {
    await open(null);
    await screen.findByRole('list', { name: 'Cashback received' });
    expect(screen.getByText('Total in SGD').nextElementSibling?.textContent).toBe('--.--');
  });

  it('asks again for another account and range; a reversed range is said on the end date and not sent', async () => {
    await open({ USD: 1_345_678 });
    await screen.findByTestId('cashback-estimate');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: USD.accountNumber } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(getEstimatedRewards).toHaveBeenLastCalledWith({
        vaNumber: USD.accountNumber,
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        rewardsType: 'CASHBACK',
      }),
    );
    const calls = vi.mocked(getEstimatedRewards).mock.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-30' } });
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeTruthy();
    expect(vi.mocked(getEstimatedRewards).mock.calls.length).toBe(calls);
  });

  it('says offline that cashback needs a connection, without asking the bank', async () => {
    setOnline(false);
    await open({ USD: 1_345_678 });
    expect(await screen.findByText('Cashback needs a connection')).toBeTruthy();
    expect(getDisbursedRewards).not.toHaveBeenCalled();
  });
});
