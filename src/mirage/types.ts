import type { KycStatus } from '../shared/domain/auth';
import type { Profile } from '../shared/domain/profile';
import type { Role } from '../shared/domain/roles';
import type { FeatureToggles, MaintenanceNotice } from '../shared/domain/toggles';

/** A user of the mock bank, with what the bank knows and the client never sees (password, secret). */
export interface MockUser {
  userReferenceID: string;
  email: string;
  password: string;
  role: Role;
  suspended: boolean;
  /** Base32 secret of the user's authenticator app; null when none is paired. */
  totpSecret: string | null;
  /** The one-time code every SMS and e-mail carries in a demo scenario. */
  fixedCode: string;
  profile: Profile;
  kyc: KycStatus;
  note?: string;
}

export interface Company {
  corpID: string;
  name: string;
}

/** A team member who is not a demo user (listed, cannot log in). */
export interface OtherMember {
  userReferenceID: string;
  name: string;
  email: string;
  role: Role;
  suspended: boolean;
}

/** GET /v1/boom/user/announcements item (spec-1 §3, spec-3 §3 Announcement). */
export interface Announcement {
  featureId: string;
  title: string;
  subtitle: string;
  roles: Role[];
  startDate: string;
  endDate: string;
  isArchived: boolean;
  link: string;
  signedUrl: string;
  ctaLabel: string;
  pillText: string;
}

/** GET /v1/boom/user/actions (spec-3 §3 Onboarding checklist). */
export interface ChecklistFlags {
  firstTopUpCompleted: boolean;
  isCardActivated: boolean;
  firstCardTransactionCompleted: boolean;
  isAppDownloaded: boolean;
}

/**
 * A named data set the mock bank starts from (DESIGN 7). Later areas add their records here
 * (accounts, transactions ...) as plain arrays, not factories.
 */
export interface Scenario {
  name: string;
  company: Company;
  users: MockUser[];
  otherMembers: OtherMember[];
  toggles: FeatureToggles;
  maintenance: MaintenanceNotice[];
  announcements: Announcement[];
  checklist: ChecklistFlags;
}

/** A failure the bank answers with: HTTP status and the body `{ code, description }`. */
export class BankError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}: ${description}`);
  }
}
