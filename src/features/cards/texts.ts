import type { CardStatus, CardType } from '../../shared/domain/cards';

/** spec-3 §8 Messages (docs/spec/messages.tsv), as the catalogue writes them. */
export const CARD_TEXTS = {
  suspendFailed: 'Error suspending Card(s)',
  unsuspendFailed: 'Error unsuspending Card(s)',
  ownerSuspended: 'Card belongs to suspended team member.',
  pleaseTryAgain: 'Please try again.',
  limitsSaved: 'Card Limits saved',
  limitsFailed: 'Unable to save Card Limits',
  somethingWentWrong: 'Something Went Wrong!',
  detailFailed: 'Failed to get the card detail. Please try again later.',
} as const;

/** Written for this product (the spec gives none). */
export const CARD_PRODUCT_TEXTS = {
  title: 'Cards',
  emptyTitle: 'No cards yet',
  emptyText: 'Cards issued to you, or to your company if you manage cards, appear here.',
  noCardsOfType: 'No cards of this type.',
  locked: 'Card locked',
  unlocked: 'Card unlocked',
  suspended: 'Card suspended',
  unsuspended: 'Card unsuspended',
  merchantsSaved: 'Merchant restrictions saved',
  merchantsFailed: 'Unable to save merchant restrictions',
  orderFailed: 'Unable to save the card order',
  orderFailedText: 'The cards keep their order. Please try again.',
  lockFailed: 'The card was not changed. Please try again.',
  suspendConfirm:
    'A suspended card declines every payment until it is unsuspended, which needs a one-time code.',
  offline:
    "You're offline. Changing a card needs a connection, so nothing was sent. Please try again when you're back online.",
} as const;

export const CARD_TYPE_LABELS: Record<CardType, string> = {
  PHYSICAL: 'Physical cards',
  VIRTUAL: 'Virtual cards',
};

export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  ACTIVE: 'Active',
  LOCKED: 'Locked',
  SUSPENDED: 'Suspended',
  NOT_ACTIVATED: 'Not activated',
};

/** spec-3 §8 card creation and activation (docs/spec/messages.tsv). */
export const CREATE_TEXTS = {
  physicalCreated: 'Physical card created',
  virtualCreated: 'Virtual card created',
  createFailed: 'Unable to create card',
  activated: 'Card activated',
} as const;

/** The add-card form (written for this product; the spec names the fields, not their words). */
export const ADD_CARD_TEXTS = {
  title: 'Add card',
  back: 'Back to cards',
  type: 'Card type',
  physical: 'Physical card',
  physicalHint: 'A plastic card posted to you, for shops, ATMs and online.',
  virtual: 'Virtual card',
  virtualHint: 'Ready at once, for online payments and subscriptions.',
  typeFull: 'Your company has reached the limit for this type.',
  holder: 'Cardholder',
  holderPlaceholder: 'Select a team member',
  account: 'Linked account',
  accountPlaceholder: 'Select an account',
  nameOnCard: 'Name on card',
  nameHint: 'Up to 26 characters, as printed on the card.',
  limit: 'Monthly spending limit',
  delivery: 'Delivery address',
  company: "Company's address",
  cardholder: "Cardholder's address",
  deliveryHint: 'Physical cards are delivered within 5-7 days.',
  submit: 'Create card',
  chooseHolder: 'Select the cardholder.',
  chooseAccount: 'Select the account the card spends from.',
  enterName: 'Enter the name on the card.',
  nameTooLong: 'The name on the card can have up to 26 characters.',
  enterLimit: 'Enter an amount, such as 500.00.',
  noneLeft: 'Your company has reached its card limit: no more cards can be created.',
  noAccounts: 'Open an account first: a card spends from one of your accounts.',
  onlyYou: 'You can issue a card to yourself; an admin can issue cards to the rest of the team.',
  offline:
    "You're offline. Creating a card needs a connection, so nothing was sent. Please try again when you're back online.",
} as const;

/** How many cards may still be created, overall and per type (spec-3 §4). */
export function limitsLine(left: { total: number; physical: number; virtual: number }): string {
  return `Your company can create ${left.total} more ${left.total === 1 ? 'card' : 'cards'}: ${left.physical} physical, ${left.virtual} virtual.`;
}

/** What the success toast adds for a physical card (spec-3 §8: within 5-7 days). */
export function deliveryLine(addressType: 'MAILING_ADDRESS' | 'RESIDENTIAL_ADDRESS'): string {
  return `It will be delivered to the ${addressType === 'MAILING_ADDRESS' ? "company's" : "cardholder's"} address within 5-7 days.`;
}

/** Activating a physical card that arrived. */
export const ACTIVATE_TEXTS = {
  title: 'Activate card',
  intro: 'Has the card arrived? Enter the last 4 digits printed on it to start using it.',
  digits: 'Last 4 digits of the card number',
  submit: 'Activate card',
  back: 'Back to cards',
  wrongDigits: 'These are not the last 4 digits of this card.',
  enterDigits: 'Enter the 4 digits.',
  notFound: 'Card not found',
  notFoundText: 'This card is not among your cards.',
  notWaiting: 'This card is already activated.',
  offline:
    "You're offline. Activating a card needs a connection, so nothing was sent. Please try again when you're back online.",
} as const;

/** /cards/apple-pay (spec-3 §2 Other screens; §9: '1% unlimited cashback'). */
export const APPLE_PAY_TEXTS = {
  title: 'Apple Pay',
  link: 'Apple Pay',
  offer: '1% unlimited cashback',
  close: 'Close',
  intro: 'Pay with your cards on iPhone, Apple Watch, iPad and Mac, in shops, in apps and online.',
  steps: [
    'Open the Wallet app and tap +.',
    'Choose Debit or Credit Card and add one of your active cards.',
    'Confirm with the one-time code sent to your phone.',
  ],
  safety:
    'Apple Pay uses a device number, never your card number, and every payment is confirmed with Face ID, Touch ID or your passcode. A locked or suspended card declines Apple Pay payments too.',
} as const;

/** /settings/tutorial/cards (written for this product). */
export const CARD_TUTORIAL_TEXTS = {
  title: 'How cards work',
  subtitle: 'A quick look at your cards and their controls.',
  link: 'How cards work',
} as const;
