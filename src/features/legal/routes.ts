import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/** Terms and Privacy: readable signed out (auth layout) and signed in (the shell). */
export const LEGAL_ROUTES: readonly AppRoute[] = [
  {
    path: paths.legal.terms(),
    title: 'Terms and Conditions',
    access: 'public',
    layout: 'app',
    load: () => import('./pages/TermsPage').then((m) => ({ default: m.TermsPage })),
  },
  {
    path: paths.legal.privacy(),
    title: 'Privacy Policy',
    access: 'public',
    layout: 'app',
    load: () => import('./pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
  },
];
