import { isAnnouncementActive, type Announcement } from '../../../shared/domain/notices';
import type { Role } from '../../../shared/domain/roles';

/** The app's clock is not the bank's: an announcement may start or end this much off. */
export const ANNOUNCEMENT_CLOCK_SKEW_MS = 15 * 60_000;

/** The first announcement to show: active for the role (checked again here), newest first. */
export function announcementToShow(list: readonly Announcement[], role: Role, now: number) {
  return (
    list
      .filter((a) => isAnnouncementActive(a, role, now, ANNOUNCEMENT_CLOCK_SKEW_MS))
      .toSorted((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate))[0] ?? null
  );
}
