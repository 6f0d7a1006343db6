import type { Role } from './roles';

/** GET /v1/boom/user/announcements item (spec-1 §3, spec-3 §3 Announcement). */
export interface Announcement {
  featureId: string;
  title: string;
  subtitle: string;
  roles: Role[];
  startDate: string;
  endDate: string;
  isArchived: boolean;
  /** Where the call to action goes. */
  link: string;
  /** The image's address. */
  signedUrl: string;
  ctaLabel: string;
  /** An optional pill over the title ('New'); empty when there is none. */
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
 * spec-3 §4 Discovery announcements: shown while now is between start and end, not archived, to
 * the roles it names. The bank filters with it, and the app again in case an answer is stale;
 * the app allows `skewMs` either side, as its clock is not the bank's.
 */
export function isAnnouncementActive(
  a: Announcement,
  role: Role,
  now: number,
  skewMs = 0,
): boolean {
  return (
    !a.isArchived &&
    a.roles.includes(role) &&
    Date.parse(a.startDate) <= now + skewMs &&
    now - skewMs <= Date.parse(a.endDate)
  );
}
