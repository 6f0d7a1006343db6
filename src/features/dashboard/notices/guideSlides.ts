import { ACCOUNT_MANAGER_ROLES } from '../../../shared/domain/accounts';
import { PAYMENT_ROLES, type Role } from '../../../shared/domain/roles';
import { PRODUCT_NAME } from '../../../shared/config/product';

export interface GuideSlide {
  id: string;
  title: string;
  text: string;
  /** Who sees it; every role when left out. */
  roles?: readonly Role[];
}

/**
 * The dashboard's user guide (spec-3 §2, §4), worded for the product (the spec gives no text).
 * Slides about sending and exchanging are for the payment roles only, so the restricted roles
 * (accountant, general) see a reduced guide (docs/decisions/dashboard.md 'Dashboard notices').
 */
export const GUIDE_SLIDES: readonly GuideSlide[] = [
  {
    id: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}`,
    text: 'Your business accounts, transfers and transactions in one place. This short guide shows where things are.',
  },
  {
    id: 'accounts',
    title: 'Your accounts',
    text: "The Accounts panel shows each account's balance and the total in SGD. Open an account in another currency with the Add account tile.",
    roles: ACCOUNT_MANAGER_ROLES,
  },
  {
    id: 'send',
    title: 'Send money',
    text: 'Pay recipients in Singapore or overseas with the Local transfer and Overseas transfer tiles. The calculator shows the fee and what arrives.',
    roles: PAYMENT_ROLES,
  },
  {
    id: 'exchange',
    title: 'Move money between your accounts',
    text: 'Account to account and Currency exchange move money between your own accounts, at a live rate.',
    roles: PAYMENT_ROLES,
  },
  {
    id: 'transactions',
    title: 'Follow your transactions',
    text: 'Recent Transactions lists the newest; View all opens every transaction with its details.',
  },
];

export function guideSlidesFor(role: Role): GuideSlide[] {
  return GUIDE_SLIDES.filter((slide) => !slide.roles || slide.roles.includes(role));
}
