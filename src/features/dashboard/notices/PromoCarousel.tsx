import { Coins, FileSpreadsheet, Gift, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { REFERRAL_VALUE_DEFAULT, type CarouselCard } from '../../../shared/domain/rewards';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/Button';
import { Carousel } from '../../../shared/ui/Carousel';
import { showToast } from '../../../shared/ui/toastStore';
import { INVITE_TEXTS, inviteUrl, shareInvite } from './shareInvite';
import './notices.css';
import { PRODUCT_NAME } from '../../../shared/config/product';

/** How long a promo slide stays before the next (the spec gives none). */
export const PROMO_SLIDE_MS = 6000;

/** The overseas transfer page on China and CNY (spec-3 §2 'The CNY promo card'). */
export const CNY_PROMO_PATH = paths.transfer.overseas({ country: 'CN', currency: 'CNY' });

function PromoCard(props: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="dash-promo">
      <span className="dash-promo__icon">{props.icon}</span>
      <div className="dash-promo__body">
        {/* Not a heading: a slide is an offer, not a section of the page. */}
        <p className="dash-promo__title">{props.title}</p>
        <p>{props.text}</p>
        {props.action}
      </div>
    </div>
  );
}

/** 'Tell a business': shares the invitation, or copies it and says so (shareInvite). */
async function invite() {
  const outcome = await shareInvite(navigator, window.location.origin);
  if (outcome === 'copied') showToast({ kind: 'success', title: INVITE_TEXTS.copied });
  if (outcome === 'failed')
    showToast({
      kind: 'warning',
      title: INVITE_TEXTS.notCopied(inviteUrl(window.location.origin)),
    });
}

/** The slides the campaign may order (spec-3 §2 Dashboard), when the bank has not said. */
export const DEFAULT_CAROUSEL_ORDER: readonly CarouselCard[] = ['cnyPromo', 'referral', 'cashback'];

/**
 * The promo carousel: 2 slides, autoplaying (spec-3 §2, constants.tsv promo_carousel_slides),
 * the first two of the referral campaign's carousel order this viewer can use
 * (docs/decisions/rewards.md 'Carousel cards'). The CNY card goes to the overseas page on CN and
 * CNY for a role that may transfer; the referral card to the referral page for a viewer who sees
 * rewards, else it invites a business (shareInvite); the cashback card to the cashback page, for
 * a viewer who sees it only.
 */
export function PromoCarousel({
  mayTransfer,
  batchTransfer = false,
  order = DEFAULT_CAROUSEL_ORDER,
  rewards = { referral: false, cashback: false },
  referralValue = REFERRAL_VALUE_DEFAULT,
}: {
  mayTransfer: boolean;
  /**
   * The batch promo (spec-2 §2 'A promo card links to it'): the batch capability is on and the
   * viewer may transfer. It takes the second slide; the campaign's first card keeps the first.
   */
  batchTransfer?: boolean;
  order?: readonly CarouselCard[] | undefined;
  /** Whether the viewer may open the referral and the cashback page. */
  rewards?: { referral: boolean; cashback: boolean };
  /** The campaign's reward in S$ (spec-3 §9: 50 unless the campaign says otherwise). */
  referralValue?: number | undefined;
}) {
  const cards: Record<CarouselCard, ReactNode> = {
    cnyPromo: (
      <PromoCard
        icon={<Landmark aria-hidden />}
        title="Send money to China in CNY"
        text="Pay suppliers in China in their own currency, straight from your SGD account."
        action={
          mayTransfer && (
            <Link href={CNY_PROMO_PATH} className="dash-promo__link">
              Send CNY
            </Link>
          )
        }
      />
    ),
    referral: (
      <PromoCard
        icon={<Gift aria-hidden />}
        title="Refer a business"
        text={
          rewards.referral
            ? `Get S$${referralValue} for each business you refer that makes its first card purchase.`
            : `Know a business that would like ${PRODUCT_NAME}? Tell them about us.`
        }
        action={
          rewards.referral ? (
            <Link href={paths.rewards.referrals()} className="dash-promo__link">
              Get your referral code
            </Link>
          ) : (
            <Button size="sm" onClick={() => void invite()}>
              {INVITE_TEXTS.action}
            </Button>
          )
        }
      />
    ),
    cashback: (
      <PromoCard
        icon={<Coins aria-hidden />}
        title="1% unlimited cashback"
        text="Every card purchase earns 1% back, credited on the 1st of the next month."
        action={
          <Link href={paths.rewards.cashback()} className="dash-promo__link">
            See your cashback
          </Link>
        }
      />
    ),
  };
  const usable = (card: CarouselCard) => card !== 'cashback' || rewards.cashback;
  const known = order.filter((card, i) => cards[card] !== undefined && order.indexOf(card) === i);
  const chosen = [...known, ...DEFAULT_CAROUSEL_ORDER.filter((c) => !known.includes(c))]
    .filter(usable)
    .slice(0, batchTransfer ? 1 : 2);
  const slides = chosen.map((id) => ({ id: id as string, content: cards[id] }));
  if (batchTransfer)
    slides.push({
      id: 'batchPromo',
      content: (
        <PromoCard
          icon={<FileSpreadsheet aria-hidden />}
          title="Pay up to 1,000 people at once"
          text="Upload one file for payroll or supplier runs; every row is checked before you send it with one code."
          action={
            <Link href={paths.transfer.batch()} className="dash-promo__link">
              Start a batch transfer
            </Link>
          }
        />
      ),
    });
  return (
    <Carousel label="Offers" className="dash-promos" autoplayMs={PROMO_SLIDE_MS} slides={slides} />
  );
}
