import { Gift, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { getReferral } from '../../../api/rewards';
import type { CarouselCard } from '../../../shared/domain/rewards';
import { paths } from '../../../shared/routing/paths';
import { useBankRead } from './useBankRead';
import './notices.css';

/** Where a user's closing of the referral banner is remembered (this browser, per user). */
export const referralBannerKey = (userKey: string) => `youbiz:referralBanner:closed:${userKey}`;

function wasClosed(userKey: string): boolean {
  try {
    return localStorage.getItem(referralBannerKey(userKey)) === '1';
  } catch {
    return false;
  }
}

export interface ReferralOffer {
  /** The banner wants to show: the campaign is known and this user has not closed it here. */
  show: boolean;
  description: string;
  /** The campaign's reward in S$, once known. */
  value: number | undefined;
  /** The campaign's carousel order, once known. */
  carouselOrder: readonly CarouselCard[] | undefined;
  close: () => void;
}

/**
 * The referral campaign for a viewer who sees rewards (`enabled`; docs/decisions/rewards.md
 * 'Referral banner'): the banner until the user closes or follows it, remembered in this browser
 * for that user (spec-3 §6 'visible once unless dismissed (remembered locally)').
 */
export function useReferralOffer(enabled: boolean, userKey: string): ReferralOffer {
  const campaign = useBankRead(getReferral, enabled);
  const [closed, setClosed] = useState(() => wasClosed(userKey));
  return {
    show: enabled && campaign !== undefined && !closed && !wasClosed(userKey),
    description: campaign?.referralBannerDescription ?? '',
    value: campaign?.referralValue,
    carouselOrder: enabled ? campaign?.carouselOrder : undefined,
    close: () => {
      setClosed(true);
      try {
        localStorage.setItem(referralBannerKey(userKey), '1');
      } catch {
        // Private mode without storage: closed for this page's life only.
      }
    },
  };
}

/** The referral banner, first of the top banners (spec-3 §2 Dashboard): to the referral page. */
export function ReferralBanner({ offer }: { offer: ReferralOffer }) {
  return (
    <div className="dash-banner">
      <Gift className="dash-banner__icon" aria-hidden />
      <div className="dash-banner__body">
        <p className="dash-banner__title">Refer a business</p>
        <p>{offer.description}</p>
      </div>
      <Link href={paths.rewards.referrals()} className="dash-banner__link" onClick={offer.close}>
        Refer now
      </Link>
      <button
        type="button"
        className="dash-notice__close"
        aria-label="Close the referral offer"
        onClick={offer.close}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}
