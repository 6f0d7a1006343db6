import { PAYMENT_ROLES } from '../../shared/domain/roles';
import { MENU_GROUPS, type AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/**
 * The first-run pages in the shell (spec-1 §2 Onboarding sequences, §4): data population for an
 * admin who has not given the expected activity yet, and the tutorial, also under Settings.
 */
export const WELCOME_ROUTES: readonly AppRoute[] = [
  {
    path: paths.onboarding.dataPopulation(),
    title: 'Your expected activity',
    access: 'user',
    layout: 'app',
    // Only an admin lands here (spec-1 §4); the bank answers the others NO_PERMISSION_API.
    roles: ['admin'],
    whenDenied: 'home',
    load: () =>
      import('./pages/DataPopulationPage').then((m) => ({ default: m.DataPopulationPage })),
  },
  {
    path: paths.onboarding.tutorial(),
    title: 'Tutorial',
    access: 'user',
    layout: 'app',
    // spec-1 §6: admin, sub-admin and finance; others go to the dashboard; a spinner until the
    // toggles load (the approvals slide depends on one).
    roles: PAYMENT_ROLES,
    whenDenied: 'home',
    awaitsToggles: true,
    load: () => import('./pages/TutorialPage').then((m) => ({ default: m.TutorialPage })),
    menu: { section: 'bottom', group: MENU_GROUPS.settings, label: 'Tutorial', order: 40 },
  },
];
