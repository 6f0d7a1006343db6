import type { KycStatus, UserStatus } from '../auth';
import type { Role } from '../roles';

/**
 * Onboarding's wire values and rules (spec-1 §3 "Onboarding progress", "KYC document", "Sign-up
 * state"; §4 "Onboarding resume"): the client and the mock bank both read them from here.
 */

/** spec-1 §3 KYC status "Sources". */
export const KYC_SOURCES = ['KYCSourceMyInfo', 'KYCSourceManual', 'KYCSourceUnknown'] as const;
export type KycSource = (typeof KYC_SOURCES)[number];

/** spec-1 §3 Onboarding progress: lastSavedPage values (prefixed on the wire). */
export const LAST_SAVED_PAGES = [
  'OnboardingLastSavedPageBasicDetails',
  'OnboardingLastSavedPageBusinessDetails',
  'OnboardingLastSavedPageUpload',
  'OnboardingLastSavedPageMyInfoDetails',
  'OnboardingLastSavedPageOtherDetails',
  'OnboardingLastSavedPageDeclaration',
  'OnboardingLastSavedPageReview',
  'OnboardingLastSavedPageUnknown',
  'OnboardingLastSavedPageNonAdminUpload',
] as const;
export type LastSavedPage = (typeof LAST_SAVED_PAGES)[number];

/** The form version this client saves with; resume rules differ for 3+ and 2 (spec-1 §4). */
export const REGISTRATION_FORM_VERSION = 3;

/**
 * Saved onboarding progress (GET/POST /v1/boom/kyc/onboarding-progress). `data` is what the
 * forms held, kept as the client wrote it: the bank stores it and gives it back.
 */
export interface OnboardingProgress {
  kycSource: KycSource;
  lastSavedPage: LastSavedPage;
  registrationFormVersion: number;
  data: Record<string, unknown>;
}

/** spec-1 §3 KYC document (reference_id is also written referenceID). */
export interface KycDocument {
  reference_id: string;
  referenceID: string;
  fileName: string;
  signedURL: string;
  uid: string;
}

/**
 * Fully onboarded (spec-1 §4): an admin by identity and company status, a member by the member
 * status. Until then the bank answers only onboarding calls and the app shows only onboarding
 * screens.
 */
export function isOnboarded(role: Role, kyc: KycStatus, userStatus?: UserStatus | null): boolean {
  if (kyc.companyKycStatus !== 'ACCEPTED') return false;
  if (role === 'admin')
    return kyc.kycStatus === 'KYCStatusAccepted' || kyc.kycStatus === 'KYCStatusSkipped';
  return (userStatus ?? kyc.nonAdminUserStatus) === 'UserStatusApproved';
}

/** spec-1 §2 Onboarding sequences: the step labels (messages.tsv onboarding_step_*). */
export const ONBOARDING_STEP_LABELS = {
  dataRetrieval: 'business data retrieval',
  businessDetails: 'Business Details',
  businessProfile: 'Business Profile',
  cardCreation: 'Card Creation',
  upload: 'Upload',
  review: 'Review & Edit',
} as const;
export type OnboardingStep = keyof typeof ONBOARDING_STEP_LABELS;

export const REGISTRY_STEPS: readonly OnboardingStep[] = [
  'dataRetrieval',
  'businessDetails',
  'businessProfile',
  'cardCreation',
  'upload',
  'review',
];
export const MANUAL_STEPS: readonly OnboardingStep[] = [
  'businessDetails',
  'businessProfile',
  'cardCreation',
  'upload',
  'review',
];

/** spec-1 §3 Other onboarding fields: where the card goes. */
export const CARD_ADDRESS_TYPES = ['MAILING_ADDRESS', 'RESIDENTIAL_ADDRESS'] as const;
export type CardAddressType = (typeof CARD_ADDRESS_TYPES)[number];
