import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getDisbursedRewards, getEstimatedRewards, getReferral } from '../../../api/rewards';
import { session } from '../../../api/session';
import { SGD_RATES_KEY, TOGGLES_KEY, writeMeta } from '../../../db/meta';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { RewardsPage } from './RewardsPage';

type Api = typeof import('../../../api/rewards');
vi.mock('../../../api/rewards', () => ({
  getEstimatedRewards: vi.fn<Api['getEstimatedRewards']>(),
  getDisbursedRewards: vi.fn<Api['getDisbursedRewards']>(),
  getReferral: vi.fn<Api['getReferral']>(),
}));

const account = (
  accountNumber: string,
  currency: Account['currency'],
  accountOrder: number,
): Account => ({
  accountNumber,
  accountName: `${currency} account`,
  currency,
  currentBalance: 1_000_000_000,
  accountHolderName: 'Demo Trading Pte. Ltd.',
  bankName: 'Bank',
  bankSwift: 'BANKSGSG',
  isDefaultAccount: accountOrder === 0,
  isLowAccountBalance: false,
  accountOrder,
});

async function open(toggles: Record<string, boolean>) {
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([account('1001', 'SGD', 0), account('1002', 'USD', 1)].map(accountRow));
  await writeMeta(db, SGD_RATES_KEY, { USD: 1_300_000 });
  await writeMeta(db, TOGGLES_KEY, toggles);
  render(
    <Router hook={memoryLocation({ path: '/rewards' }).hook}>
      <RewardsPage />
    </Router>,
  );
}

beforeEach(() => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'U',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
  runtimeInfo.perksUrl = 'https://perks.example.com';
  vi.mocked(getEstimatedRewards).mockImplementation(({ vaNumber }) =>
    Promise.resolve(
      vaNumber === '1001'
        ? { currency: 'SGD', rewardsAmt: 2_000_000 }
        : { currency: 'USD', rewardsAmt: 1_000_000 },
    ),
  );
  vi.mocked(getDisbursedRewards).mockResolvedValue([]);
  vi.mocked(getReferral).mockResolvedValue({
    referralCode: 'DEMOTR0001',
    referralValue: 50,
    currency: 'SGD',
    referralFirstPurchaseMin: 5,
    referralEligibleFirstPurchaseTimespan: 90,
    carouselOrder: ['referral', 'cashback'],
    referralBannerDescription: '',
    referrals: [],
  });
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  runtimeInfo.perksUrl = undefined;
  session.claims = null;
  await deleteAllCacheDatabases();
});

describe('Rewards page', () => {
  it("sums this month's cashback of every account in SGD at bid rates, and links Cashback, Referrals and Perks", async () => {
    await open({ cashback: true });
    // S$2.00 + US$1.00 at 1.30.
    expect(await screen.findByText('S$3.30')).toBeTruthy();
    expect(await screen.findByText('S$0.00')).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Rewards pages' })).getAllByRole(
      'link',
    );
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Cashback', '/rewards/cashback'],
      ['Referrals', '/rewards/referrals'],
      ['Perks (opens in a new tab)', 'https://perks.example.com/'],
    ]);
    expect(
      screen.getByText(
        'Get S$50 for each business you refer that makes a first card purchase of at least S$5 within 90 days of approval.',
      ),
    ).toBeTruthy();
  });

  it('shows no cashback, and asks none, while the cashback toggle is off', async () => {
    await open({ cashback: false });
    await screen.findByText(/Get S\$50/);
    expect(screen.queryByText('Cashback this month')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cashback' })).toBeNull();
    expect(getEstimatedRewards).not.toHaveBeenCalled();
    expect(getDisbursedRewards).not.toHaveBeenCalled();
  });
});
