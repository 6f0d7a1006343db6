import { Megaphone, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { dismissBanner } from '../../../api/profile';
import { useFeatureTip } from '../../../entities/featureTip/useFeatureTip';
import { paths } from '../../../shared/routing/paths';
import { syncNow } from '../../../sync/syncEngine';
import { CNY_PROMO_PATH } from './PromoCarousel';
import { ReferralBanner, type ReferralOffer } from './ReferralBanner';
import { topBanner } from './topBanner';
import { useVirtualCardNotice, VirtualCardBanner } from './VirtualCardBanner';
import './notices.css';

/** What the bank remembers when the admin closes the dashboard banner (POST banner-flag). */
export const DASHBOARD_BANNER_TYPE = 'dashboardBanner';

function Banner(props: {
  title: string;
  text: string;
  link: { href: string; label: string; onClick?: () => void };
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="dash-banner">
      <Megaphone className="dash-banner__icon" aria-hidden />
      <div className="dash-banner__body">
        <p className="dash-banner__title">{props.title}</p>
        <p>{props.text}</p>
      </div>
      <Link href={props.link.href} className="dash-banner__link" onClick={props.link.onClick}>
        {props.link.label}
      </Link>
      <button
        type="button"
        className="dash-notice__close"
        aria-label={props.closeLabel}
        onClick={props.onClose}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}

/**
 * The top banners (spec-3 §2), one at a time in priority order: referral, virtual card created,
 * CNY promo. The referral banner until the user closes or follows it (ReferralBanner.tsx); the
 * virtual-card-created banner after a card is created here, until closed (VirtualCardBanner);
 * the CNY promo while the remittanceCnyPromoBanner toggle is on, to a role that may transfer,
 * until its feature tip is seen (closed or followed).
 */
export function TopBanner({
  cnyPromoOn,
  mayTransfer,
  referral,
}: {
  cnyPromoOn: boolean;
  mayTransfer: boolean;
  /** The referral campaign (ReferralBanner.tsx), for a viewer who sees rewards. */
  referral?: ReferralOffer | undefined;
}) {
  const cny = useFeatureTip('CnyRemittancePromoBanner', cnyPromoOn && mayTransfer);
  const virtualCard = useVirtualCardNotice();
  const shown = topBanner({
    referral: referral?.show === true,
    virtualCardCreated: virtualCard !== undefined,
    cnyPromo: cnyPromoOn && mayTransfer && cny.seen === false,
  });
  if (shown === 'referral' && referral) return <ReferralBanner offer={referral} />;
  if (shown === 'virtualCardCreated' && virtualCard)
    return <VirtualCardBanner key={virtualCard.cardId} notice={virtualCard} />;
  if (shown !== 'cnyPromo') return null;
  return (
    <Banner
      title="Now sending to China in CNY"
      text="Pay suppliers in China in their own currency."
      link={{ href: CNY_PROMO_PATH, label: 'Send CNY', onClick: cny.markSeen }}
      closeLabel="Close the CNY offer"
      onClose={cny.markSeen}
    />
  );
}

/**
 * The admin-only dashboard banner (spec-3 §2, spec-1 §6): while the profile says so and the
 * dashboardBanner toggle is on. Closing it tells the bank (banner-flag), then the profile syncs.
 */
export function AdminBanner({ shown }: { shown: boolean }) {
  const [closed, setClosed] = useState(false);
  if (!shown || closed) return null;
  return (
    <Banner
      title="Review your team"
      text="See who can use your company's accounts, and the role each person has."
      link={{ href: paths.team.people(), label: 'Go to People' }}
      closeLabel="Close the team banner"
      onClose={() => {
        setClosed(true);
        dismissBanner(DASHBOARD_BANNER_TYPE).then(
          () => syncNow(['profile']),
          () => undefined,
        );
      }}
    />
  );
}
