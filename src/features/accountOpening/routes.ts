import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

const opening = paths.onboarding.accountOpening;

/**
 * The applicant's status screens and the pre-order card pages (spec-1 §2 Account opening, §4
 * post-login routing): signed in, not onboarded, in the onboarding layout.
 */
export const ACCOUNT_OPENING_ROUTES: readonly AppRoute[] = [
  {
    path: opening.index(),
    title: 'Account opening',
    access: 'applicant',
    layout: 'onboarding',
    load: () =>
      import('./pages/AccountOpeningIndexPage').then((m) => ({
        default: m.AccountOpeningIndexPage,
      })),
  },
  {
    path: opening.pending(),
    title: 'Application under review',
    access: 'applicant',
    layout: 'onboarding',
    load: () => import('./pages/PendingPage').then((m) => ({ default: m.PendingPage })),
  },
  {
    path: opening.submitted(),
    title: 'Application submitted',
    access: 'applicant',
    layout: 'onboarding',
    load: () => import('./pages/SubmittedPage').then((m) => ({ default: m.SubmittedPage })),
  },
  {
    path: opening.unsuccessful(),
    title: 'Application not approved',
    access: 'applicant',
    layout: 'onboarding',
    load: () => import('./pages/UnsuccessfulPage').then((m) => ({ default: m.UnsuccessfulPage })),
  },
  {
    path: opening.preorderCard(),
    title: 'Pre-order your card',
    access: 'applicant',
    layout: 'onboarding',
    load: () => import('./pages/PreorderCardPage').then((m) => ({ default: m.PreorderCardPage })),
  },
  {
    path: opening.preorderCardDone(),
    title: 'Card pre-ordered',
    access: 'applicant',
    layout: 'onboarding',
    load: () =>
      import('./pages/PreorderCardDonePage').then((m) => ({ default: m.PreorderCardDonePage })),
  },
];
