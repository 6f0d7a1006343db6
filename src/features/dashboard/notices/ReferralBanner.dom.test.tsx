import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getReferral, type ReferralInfo } from '../../../api/rewards';
import { TopBanner } from './DashboardBanners';
import { PromoCarousel } from './PromoCarousel';
import { referralBannerKey, useReferralOffer } from './ReferralBanner';

vi.mock('../../../api/rewards', () => ({ getReferral: vi.fn<() => Promise<ReferralInfo>>() }));

const CAMPAIGN: ReferralInfo = {
  referralCode: 'DEMOTR0001',
  referralValue: 50,
  currency: 'SGD',
  referralFirstPurchaseMin: 5,
  referralEligibleFirstPurchaseTimespan: 90,
  carouselOrder: ['referral', 'cashback', 'cnyPromo'],
  referralBannerDescription: 'Refer a business and get S$50.',
  referrals: [],
};
const USER = 'CORP/USR-0001';

function Banners({ enabled = true }: { enabled?: boolean }) {
  const referral = useReferralOffer(enabled, USER);
  return <TopBanner cnyPromoOn={false} mayTransfer referral={referral} />;
}

function renderIn(node: ReactNode) {
  const location = memoryLocation({ path: '/dashboard', record: true });
  render(<Router hook={location.hook}>{node}</Router>);
  return location;
}

beforeEach(() => {
  vi.mocked(getReferral).mockResolvedValue(CAMPAIGN);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the referral banner (spec-3 §2 Dashboard, §6)', () => {
  it("shows the campaign's text and goes to the referral page, which closes it for this user", async () => {
    const location = renderIn(<Banners />);
    expect(await screen.findByText('Refer a business and get S$50.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Refer now' }));
    expect(location.history?.at(-1)).toBe('/rewards/referrals');
    expect(localStorage.getItem(referralBannerKey(USER))).toBe('1');
  });

  it('stays closed once closed, in this browser, for this user only', async () => {
    renderIn(<Banners />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close the referral offer' }));
    expect(screen.queryByText('Refer a business and get S$50.')).toBeNull();
    cleanup();
    renderIn(<Banners />);
    await waitFor(() => expect(getReferral).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Close the referral offer' })).toBeNull();
    expect(localStorage.getItem(referralBannerKey('CORP/USR-0002'))).toBeNull();
  });

  it('is not asked for by a viewer who does not see rewards', () => {
    renderIn(<Banners enabled={false} />);
    expect(getReferral).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Refer now' })).toBeNull();
  });
});

const slides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .map((g) => within(g).getByText(/./, { selector: '.dash-promo__title' }).textContent);

describe("the carousel's rewards cards", () => {
  it("shows the campaign's first two: the referral and cashback cards, to their pages", () => {
    renderIn(
      <PromoCarousel
        mayTransfer
        order={CAMPAIGN.carouselOrder}
        rewards={{ referral: true, cashback: true }}
      />,
    );
    expect(slides()).toEqual(['Refer a business', '1% unlimited cashback']);
    expect(screen.getByText(/each business you refer/).textContent).toBe(
      'Get S$50 for each business you refer that makes its first card purchase.',
    );
    const carousel = screen.getByRole('region', { name: 'Offers' });
    expect(
      within(carousel)
        .getAllByRole('link', { hidden: true })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/rewards/referrals', '/rewards/cashback']);
  });

  it('leaves out the cashback card while the cashback page is not open to the viewer', () => {
    renderIn(
      <PromoCarousel
        mayTransfer
        order={CAMPAIGN.carouselOrder}
        rewards={{ referral: true, cashback: false }}
      />,
    );
    expect(slides()).toEqual(['Refer a business', 'Send money to China in CNY']);
  });
});
