/**
 * The cards' tutorial (/settings/tutorial/cards; docs/decisions/cards.md 'The cards tutorial'):
 * what a person does with a card here. Creating cards is the card managers' (spec-3 §6), so that
 * slide is theirs only.
 */
export interface CardTutorialSlide {
  key: 'create' | 'controls' | 'pins' | 'details' | 'payments';
  title: string;
  body: string;
}

const SLIDES: readonly CardTutorialSlide[] = [
  {
    key: 'create',
    title: 'Physical and virtual cards',
    body: 'Create a virtual card, ready at once for online payments, or a physical card delivered within 5-7 days, for a team member and one of your accounts.',
  },
  {
    key: 'controls',
    title: 'Limits, locks and merchants',
    body: 'Each card has a monthly spending limit and can be kept to chosen merchant categories. Lock a card in one click; raising a limit, unlocking or widening the merchants needs a one-time code.',
  },
  {
    key: 'pins',
    title: 'Your PIN',
    body: 'Change the 6-digit PIN of your physical card, or set a new one with a code sent to your phone if you forgot it. Three wrong PINs in a row block it.',
  },
  {
    key: 'details',
    title: 'Card details behind a code',
    body: "See your card's number, expiry and security code after a one-time code. They hide themselves after 60 seconds and are never stored on this device.",
  },
  {
    key: 'payments',
    title: 'Card payments',
    body: "A payment is approved only when the card is active, within its limit and at an allowed merchant. Approved payments show in Transactions and in the card's spend this month.",
  },
];

export function cardTutorialSlides(managesCards: boolean): CardTutorialSlide[] {
  return SLIDES.filter((slide) => slide.key !== 'create' || managesCards);
}
