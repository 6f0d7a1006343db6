import { isAnnouncementActive, type Announcement } from '../../shared/domain/notices';
import type { Role } from '../../shared/domain/roles';
import { ROLES } from '../../shared/domain/roles';
import { paths } from '../../shared/routing/paths';
import type { MockUser, Scenario } from '../types';
import { bankNow } from './bankClock';
import { loadControls, updateControls } from '../stores/controls';
import { loadSeen } from '../stores/seen';

const DAY = 86_400_000;
/** How long a published announcement runs: from now for a week. */
export const PUBLISHED_FOR_MS = 7 * DAY;

/** What the demo panel and window.__mockBank.publishAnnouncement take. */
export interface AnnouncementDraft {
  title: string;
  subtitle: string;
  /** Every role when left out. */
  roles?: Role[];
  ctaLabel?: string;
  /** Where the call to action goes: an in-app path (the dashboard when left out). */
  link?: string;
  pillText?: string;
  /** The image's address; a drawn picture when left out. */
  signedUrl?: string;
}

// A picture the page's Content-Security-Policy allows (img-src 'self' data:), drawn, not fetched.
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120">' +
      '<rect width="320" height="120" rx="12" fill="#e8efff"/>' +
      '<circle cx="250" cy="60" r="38" fill="#3b5bdb"/>' +
      '<path d="M234 60l12 12 22-26" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>' +
      '<rect x="28" y="38" width="150" height="14" rx="7" fill="#3b5bdb"/>' +
      '<rect x="28" y="64" width="110" height="10" rx="5" fill="#9db0f0"/>' +
      '</svg>',
  );

/** Publishes an announcement that starts now (the bank's clock) and runs for a week; kept across reloads. */
export function publishAnnouncement(draft: AnnouncementDraft): Announcement {
  const now = bankNow();
  const announcement: Announcement = {
    featureId: `Announcement-${now.toString(36)}`,
    title: draft.title,
    subtitle: draft.subtitle,
    roles: draft.roles?.length ? [...draft.roles] : [...ROLES],
    startDate: new Date(now).toISOString(),
    endDate: new Date(now + PUBLISHED_FOR_MS).toISOString(),
    isArchived: false,
    link: draft.link ?? paths.dashboard(),
    signedUrl: draft.signedUrl ?? PICTURE,
    ctaLabel: draft.ctaLabel ?? 'Take a look',
    pillText: draft.pillText ?? '',
  };
  updateControls((s) => {
    // One featureId each: two published in the same millisecond would share a seen flag.
    if (s.announcements.some((a) => a.featureId === announcement.featureId))
      announcement.featureId += `-${s.announcements.length}`;
    s.announcements = [...s.announcements, announcement];
  });
  return announcement;
}

/** The scenario's announcements and those published since. */
export function allAnnouncements(scenario: Scenario): Announcement[] {
  return [...scenario.announcements, ...loadControls().announcements];
}

/** Whether `featureId` names an announcement the bank knows (its seen flag may be set). */
export function isAnnouncementId(scenario: Scenario, featureId: string): boolean {
  return allAnnouncements(scenario).some((a) => a.featureId === featureId);
}

/**
 * docs/decisions/dashboard.md 'Dashboard notices': the active announcements for the user's role that the
 * user has not seen (closed, or followed its call to action).
 */
export function announcementsFor(scenario: Scenario, user: MockUser): Announcement[] {
  const now = bankNow();
  const seen = loadSeen().callouts[user.email] ?? [];
  return allAnnouncements(scenario).filter(
    (a) => isAnnouncementActive(a, user.role, now) && !seen.includes(a.featureId),
  );
}
