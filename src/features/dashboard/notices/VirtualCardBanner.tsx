import { CreditCard, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { VIRTUAL_CARD_NOTICE_KEY, type VirtualCardNotice } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { currentDatabase } from '../../../db/userDatabase';
import { paths } from '../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import './notices.css';

/** spec-3 §8 'Virtual card created'; §2 the banner's dialog 'Top up'; the rest is the product's. */
export const VIRTUAL_CARD_BANNER_TEXTS = {
  title: 'Virtual card created',
  text: (notice: VirtualCardNotice) =>
    `${notice.nameOnCard} •••• ${notice.panTail} is ready for online payments. Top up its account to start spending.`,
  topUp: 'Top up',
  close: 'Close the virtual card notice',
  intro: (notice: VirtualCardNotice) =>
    `Card •••• ${notice.panTail} spends from this account. Add money to it in either of these ways.`,
  fromBank: 'Transfer from your bank',
  fromBankText:
    "Send money to this account from a bank account in your company's name, with these details.",
  between: 'Move money between your accounts',
  betweenText:
    'Use Account to account transfer, or Currency exchange from an account in another currency, on the dashboard.',
  accountDetails: 'See account details',
  done: 'Close',
} as const;

/** The notice the cards area left after creating a virtual card on this device, if any. */
export function useVirtualCardNotice(): VirtualCardNotice | undefined {
  return useMeta<VirtualCardNotice>(VIRTUAL_CARD_NOTICE_KEY);
}

/** Closing the banner forgets the notice (this device's cache: see the decision). */
async function forgetNotice(): Promise<void> {
  try {
    await currentDatabase()?.meta.delete(VIRTUAL_CARD_NOTICE_KEY);
  } catch {
    // The banner is already hidden for this visit.
  }
}

/**
 * spec-3 §2 top banners, second in priority: after a virtual card is created, the dashboard says
 * so and offers Top up, a dialog telling how to fund the card's linked account.
 */
export function VirtualCardBanner({ notice }: { notice: VirtualCardNotice }) {
  const [closed, setClosed] = useState(false);
  const [topUp, setTopUp] = useState(false);
  const accounts = useCachedAccounts();
  const account = accounts?.find((a) => a.accountNumber === notice.accountNumber);
  if (closed) return null;
  return (
    <>
      <div className="dash-banner">
        <CreditCard className="dash-banner__icon" aria-hidden />
        <div className="dash-banner__body">
          <p className="dash-banner__title">{VIRTUAL_CARD_BANNER_TEXTS.title}</p>
          <p>{VIRTUAL_CARD_BANNER_TEXTS.text(notice)}</p>
        </div>
        <button
          type="button"
          className="dash-banner__link dash-banner__button"
          onClick={() => setTopUp(true)}
        >
          {VIRTUAL_CARD_BANNER_TEXTS.topUp}
        </button>
        <button
          type="button"
          className="dash-notice__close"
          aria-label={VIRTUAL_CARD_BANNER_TEXTS.close}
          onClick={() => {
            setClosed(true);
            void forgetNotice();
          }}
        >
          <X aria-hidden />
        </button>
      </div>
      <Modal
        open={topUp}
        title={VIRTUAL_CARD_BANNER_TEXTS.topUp}
        onClose={() => setTopUp(false)}
        footer={
          <Button variant="secondary" onClick={() => setTopUp(false)}>
            {VIRTUAL_CARD_BANNER_TEXTS.done}
          </Button>
        }
      >
        <div className="dash-topup">
          <p>{VIRTUAL_CARD_BANNER_TEXTS.intro(notice)}</p>
          <section aria-labelledby="dash-topup-bank">
            <h3 id="dash-topup-bank">{VIRTUAL_CARD_BANNER_TEXTS.fromBank}</h3>
            <p>{VIRTUAL_CARD_BANNER_TEXTS.fromBankText}</p>
            <dl className="dash-topup__facts">
              {account && (
                <>
                  <dt>Account name</dt>
                  <dd>{`${account.accountName} · ${account.currency}`}</dd>
                </>
              )}
              <dt>Account number</dt>
              <dd className="dash-topup__number">{notice.accountNumber}</dd>
              {account && (
                <>
                  <dt>Bank</dt>
                  <dd>{account.bankName}</dd>
                </>
              )}
            </dl>
          </section>
          <section aria-labelledby="dash-topup-between">
            <h3 id="dash-topup-between">{VIRTUAL_CARD_BANNER_TEXTS.between}</h3>
            <p>{VIRTUAL_CARD_BANNER_TEXTS.betweenText}</p>
          </section>
          <Link href={paths.accounts.list()} className={buttonClassName({ variant: 'secondary' })}>
            {VIRTUAL_CARD_BANNER_TEXTS.accountDetails}
          </Link>
        </div>
      </Modal>
    </>
  );
}
