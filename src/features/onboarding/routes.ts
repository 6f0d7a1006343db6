import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/**
 * The applicant admin's onboarding (spec-1 §2 Onboarding sequences): the KYC start, the start
 * page, the choice of path and each path's steps. Signed in, not onboarded yet: the onboarding
 * layout, without the shell.
 */
const applicant = { access: 'applicant', layout: 'onboarding' } as const;

export const ONBOARDING_ROUTES: readonly AppRoute[] = [
  {
    ...applicant,
    path: paths.onboarding.kyc(),
    title: 'Your application',
    load: () => import('./pages/KycStartPage').then((m) => ({ default: m.KycStartPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.start(),
    title: 'Open your business account',
    load: () => import('./pages/StartPage').then((m) => ({ default: m.StartPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.selectMethod(),
    title: 'How would you like to apply?',
    load: () => import('./pages/SelectMethodPage').then((m) => ({ default: m.SelectMethodPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.manual.personalEntityDetails(),
    title: 'Business Details',
    load: () => import('./pages/DetailsPage').then((m) => ({ default: m.ManualDetailsPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.manual.businessDetails(),
    title: 'Business Profile',
    load: () => import('./pages/ProfilePage').then((m) => ({ default: m.ManualProfilePage })),
  },
  {
    ...applicant,
    path: paths.onboarding.manual.uploadDocuments(),
    title: 'Upload',
    load: () => import('./pages/UploadPage').then((m) => ({ default: m.ManualUploadPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.manual.review(),
    title: 'Review & Edit',
    load: () => import('./pages/ReviewPage').then((m) => ({ default: m.ManualReviewPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.registry.callback(),
    title: 'Retrieving your details',
    load: () =>
      import('./pages/RegistryCallbackPage').then((m) => ({ default: m.RegistryCallbackPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.registry.myDetails(),
    title: 'Business Details',
    load: () => import('./pages/DetailsPage').then((m) => ({ default: m.RegistryDetailsPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.registry.businessDetails(),
    title: 'Business Profile',
    load: () => import('./pages/ProfilePage').then((m) => ({ default: m.RegistryProfilePage })),
  },
  {
    ...applicant,
    path: paths.onboarding.registry.uploadDocuments(),
    title: 'Upload',
    load: () => import('./pages/UploadPage').then((m) => ({ default: m.RegistryUploadPage })),
  },
  {
    ...applicant,
    path: paths.onboarding.registry.review(),
    title: 'Review & Edit',
    load: () => import('./pages/ReviewPage').then((m) => ({ default: m.RegistryReviewPage })),
  },
];
