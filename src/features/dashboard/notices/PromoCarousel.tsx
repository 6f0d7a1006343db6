import { Gift, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
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

/**
 * The promo carousel: 2 slides, autoplaying (spec-3 §2, constants.tsv promo_carousel_slides).
 * The CNY card goes to the overseas page on CN and CNY for a role that may transfer; the referral
 * card invites a business (shareInvite) until the referral page exists (docs/decisions/dashboard.md
 * 'Dashboard notices').
 */
export function PromoCarousel({ mayTransfer }: { mayTransfer: boolean }) {
  return (
    <Carousel
      label="Offers"
      className="dash-promos"
      autoplayMs={PROMO_SLIDE_MS}
      slides={[
        {
          id: 'cny',
          content: (
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
        },
        {
          id: 'referral',
          content: (
            <PromoCard
              icon={<Gift aria-hidden />}
              title="Refer a business"
              text={`Know a business that would like ${PRODUCT_NAME}? Tell them about us.`}
              action={
                <Button size="sm" onClick={() => void invite()}>
                  {INVITE_TEXTS.action}
                </Button>
              }
            />
          ),
        },
      ]}
    />
  );
}
