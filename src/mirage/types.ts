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

/** A named data set the mock bank starts from (DESIGN 7). */
export interface Scenario {
  name: string;
  company: Company;
  users: MockUser[];
  /** Team members who are not demo users (listed, cannot log in). */
  otherMembers: { userReferenceID: string; name: string; email: string; role: Role; suspended: boolean }[];
  toggles: FeatureToggles;
  maintenance: MaintenanceNotice[];
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
