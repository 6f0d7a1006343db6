import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

const join = paths.onboarding.joinCompany;

/**
 * Joining an existing company (spec-1 §2 'A join-existing-company area has a basic detail page
 * and an upload page'): an invited member's details and identity documents, then the invite
 * submission.
 */
export const JOIN_COMPANY_ROUTES: readonly AppRoute[] = [
  {
    path: join.basicDetail(),
    title: 'Your details',
    access: 'applicant',
    layout: 'onboarding',
    load: () => import('./pages/BasicDetailPage').then((m) => ({ default: m.BasicDetailPage })),
  },
  {
    path: join.upload(),
    title: 'Identity documents',
    access: 'applicant',
    layout: 'onboarding',
    load: () => import('./pages/UploadPage').then((m) => ({ default: m.UploadPage })),
  },
];
