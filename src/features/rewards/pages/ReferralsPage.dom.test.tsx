import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { getDisbursedRewards, getReferral, verifyRewardCode } from '../../../api/rewards';
import { session } from '../../../api/session';
import type { Role } from '../../../shared/domain/roles';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { setOnline } from '../../../sync/syncStatus';
import { ReferralsPage } from './ReferralsPage';

type Api = typeof import('../../../api/rewards');
vi.mock('../../../api/rewards', () => ({
  getReferral: vi.fn<Api['getReferral']>(),
  getDisbursedRewards: vi.fn<Api['getDisbursedRewards']>(),
  verifyRewardCode: vi.fn<Api['verifyRewardCode']>(),
}));

const REFERRAL = {
  referralCode: 'DEMOTR0001',
  referralValue: 50,
  currency: 'SGD' as const,
  referralFirstPurchaseMin: 5,
  referralEligibleFirstPurchaseTimespan: 90,
  carouselOrder: ['referral' as const, 'cashback' as const],
  referralBannerDescription: 'Refer a business and get S$50.',
  referrals: [
    {
      businessName: 'Harbour Florist Pte. Ltd.',
      status: 'REWARDED' as const,
      invitedAt: '2026-09-01T00:00:00.000Z',
      rewardAmt: 50_000_000,
      currency: 'SGD' as const,
    },
    {
      businessName: 'Bay Tailors',
      status: 'INVITED' as const,
      invitedAt: '2026-11-20T00:00:00.000Z',
      rewardAmt: 0,
      currency: 'SGD' as const,
    },
  ],
};

function signInAs(role: Role) {
  session.claims = {
    role,
    corpID: 'C',
    sub: 'U',
    email: `${role}@demo.test`,
    exp: 0,
    scope: 'access',
  };
}

beforeEach(() => {
  vi.mocked(getReferral).mockResolvedValue(REFERRAL);
  vi.mocked(getDisbursedRewards).mockResolvedValue([
    {
      rewardsAmt: 50_000_000,
      currency: 'SGD',
      rewardsType: 'REFERRAL',
      disbursedAt: '2026-10-02T00:00:00.000Z',
      vaAccountNumber: '885164302117',
      vaAccountName: 'Main SGD',
      transactionId: 'TXM1',
      description: 'Referral reward',
    },
  ]);
  signInAs('admin');
});
afterEach(() => {
  setOnline(true);
  cleanup();
  vi.clearAllMocks();
  clearToasts();
  session.claims = null;
});

const codeField = () => screen.getByLabelText('Rewards code');
const verify = async (code: string) => {
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('Referrals page', () => {
  it("shows the company's code, the S$50 offer with its conditions, the referrals and the rewards received", async () => {
    render(<ReferralsPage />);
    expect((await screen.findByTestId('referral-code')).textContent).toContain('DEMOTR0001');
    expect(screen.getByRole('heading', { name: 'Earn S$50' })).toBeTruthy();
    expect(
      screen.getByText(
        "Refer a business to get S$50 when it makes a first card purchase of at least S$5 within 90 days of its account's approval.",
      ),
    ).toBeTruthy();
    const referred = screen.getByRole('list', { name: 'Businesses you referred' });
    expect(within(referred).getAllByRole('listitem')[0]?.textContent).toContain(
      'Harbour Florist Pte. Ltd.Rewarded+S$50.00Invited 1 Sep 2026',
    );
    expect(within(referred).getAllByRole('listitem')[1]?.textContent).toContain(
      'Bay TailorsInvited–',
    );
    expect(
      (await screen.findByRole('list', { name: 'Referral rewards received' })).textContent,
    ).toContain('Referral rewardMain SGD · SGD+S$50.00Credited 2 Oct 2026');
    expect(getDisbursedRewards).toHaveBeenCalledWith('REFERRAL');
  });

  it('copies the code', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ReferralsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('DEMOTR0001'));
    await waitFor(() => expect(toastStore.toasts[0]?.title).toBe('Referral code copied'));
  });

  it('says a malformed code on the field without sending it, keeping what was typed', async () => {
    render(<ReferralsPage />);
    await verify('ab c');
    expect(
      await screen.findByText('A rewards code has 4 to 20 letters and digits, without spaces.'),
    ).toBeTruthy();
    expect((codeField() as HTMLInputElement).value).toBe('ab c');
    expect(verifyRewardCode).not.toHaveBeenCalled();
    await verify('');
    expect(await screen.findByText('Enter a rewards code.')).toBeTruthy();
  });

  it.each([
    ['INVALID_CODE', 'This rewards code is not valid. Check it and try again.'],
    ['CODE_EXPIRED', 'Promo code expired'],
    ['CODE_ALREADY_VERIFIED', 'Your company has already used this rewards code.'],
  ])('says the bank refused %s on the field, keeping the code', async (code, text) => {
    vi.mocked(verifyRewardCode).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code }),
    );
    render(<ReferralsPage />);
    await verify('NOSUCH1');
    expect(await screen.findByText(text)).toBeTruthy();
    expect((codeField() as HTMLInputElement).value).toBe('NOSUCH1');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
  });

  it("says a throttle's wait as the bank says it", async () => {
    vi.mocked(verifyRewardCode).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 429,
        code: 'TOO_MANY_REQUEST',
        description: 'Too many wrong codes. Try again in 14 minutes.',
      }),
    );
    render(<ReferralsPage />);
    await verify('NOSUCH1');
    expect(await screen.findByText('Too many wrong codes. Try again in 14 minutes.')).toBeTruthy();
  });

  it('says where a valid code was credited', async () => {
    vi.mocked(verifyRewardCode).mockResolvedValue({
      rewardsType: 'PROMOTION',
      rewardsAmt: 20_000_000,
      currency: 'SGD',
      vaAccountNumber: '885164302117',
      vaAccountName: 'Main SGD',
      transactionId: 'TXM2',
    });
    render(<ReferralsPage />);
    await verify(' welcome20 ');
    expect((await screen.findByRole('status')).textContent).toContain(
      'S$20.00 was credited to Main SGD as a Promo Code Reward. It shows in Transactions after the next sync.',
    );
    expect(verifyRewardCode).toHaveBeenCalledWith('welcome20');
  });

  it('says offline that referrals need a connection, without asking the bank', async () => {
    setOnline(false);
    render(<ReferralsPage />);
    expect(await screen.findByText('Referrals need a connection')).toBeTruthy();
    expect(
      screen.getByText(
        "You're offline. Rewards are not saved on this device; they will load when you're back online.",
      ),
    ).toBeTruthy();
    expect(getReferral).not.toHaveBeenCalled();
  });

  it('offers no code form to the accountant, who reads rewards only', async () => {
    signInAs('accountant');
    render(<ReferralsPage />);
    await screen.findByTestId('referral-code');
    expect(screen.queryByLabelText('Rewards code')).toBeNull();
  });
});
