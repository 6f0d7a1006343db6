import { CreditCard } from 'lucide-react';
import { CARD_MANAGER_ROLES } from '../../shared/domain/cards';
import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/**
 * spec-3 §2 Shell and navigation: Cards comes after Transfers and before Transactions. Every role
 * sees the page (the bank answers a card manager every card of the company, anyone else their
 * own); the limit page is for card managers (CARD_MANAGER_ROLES), as the bank allows.
 */
export const CARDS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.cards.list(),
    title: 'Cards',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/CardsPage').then((m) => ({ default: m.CardsPage })),
    menu: { section: 'main', label: 'Cards', icon: CreditCard, order: 40 },
  },
  {
    path: paths.cards.editLimit(),
    title: 'Card limit',
    access: 'user',
    layout: 'app',
    roles: CARD_MANAGER_ROLES,
    load: () => import('./pages/EditLimitPage').then((m) => ({ default: m.EditLimitPage })),
  },
  // Anyone who sees the card; the edit page sends a non-manager to the view page itself.
  {
    path: paths.cards.viewRestrictions(),
    title: 'Merchant restrictions',
    access: 'user',
    layout: 'app',
    load: () =>
      import('./pages/RestrictionsPages').then((m) => ({ default: m.ViewRestrictionsPage })),
  },
  {
    path: paths.cards.editRestrictions(),
    title: 'Edit merchant restrictions',
    access: 'user',
    layout: 'app',
    load: () =>
      import('./pages/RestrictionsPages').then((m) => ({ default: m.EditRestrictionsPage })),
  },
  // The holder's own physical card, any role (the bank refuses anyone else's).
  {
    path: paths.cards.changePin(),
    title: 'Change PIN',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/ChangePinPage').then((m) => ({ default: m.ChangePinPage })),
  },
  {
    path: paths.cards.forgotPin(),
    title: 'Forgot PIN',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/ForgotPinPage').then((m) => ({ default: m.ForgotPinPage })),
  },
  {
    path: paths.cards.addCard(),
    title: 'Add card',
    access: 'user',
    layout: 'app',
    roles: CARD_MANAGER_ROLES,
    load: () => import('./pages/AddCardPage').then((m) => ({ default: m.AddCardPage })),
  },
  {
    path: paths.cards.activate(),
    title: 'Activate card',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/ActivateCardPage').then((m) => ({ default: m.ActivateCardPage })),
  },
  // Every role: a holder of any role locks, sets a PIN and sees the details of their card.
  {
    path: paths.settings.tutorialCards(),
    title: 'How cards work',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/CardTutorialPage').then((m) => ({ default: m.CardTutorialPage })),
  },
  {
    path: paths.cards.applePay(),
    title: 'Apple Pay',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/ApplePayPage').then((m) => ({ default: m.ApplePayPage })),
  },
];
