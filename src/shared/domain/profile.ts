import type { Role } from './roles';

/** GET /v1/boom/auth/user/profile answer (spec-1 §3 Profile, spec-3 §3). */
export interface Profile {
  userId: string;
  userReferenceID: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  companyName: string;
  corporateReferenceID: string;
  /** Only the last four digits are ever shown. */
  phoneNumber: string;
  currencyPreference: string;
  mcc: string;
  registeredAddress: string;
  showDashboardBanner: boolean;
  authenticatorAppPreference: boolean;
  displayPaynowDisclaimer: boolean;
  isFirstLogin: boolean;
}
