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
