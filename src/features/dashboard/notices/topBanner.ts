/** spec-3 §2 / constants.tsv dashboard_top_banner_priority, first first. */
export const TOP_BANNERS = ['referral', 'virtualCardCreated', 'cnyPromo'] as const;
export type TopBannerId = (typeof TOP_BANNERS)[number];

/**
 * The one top banner shown: the first in priority order that wants to show (docs/decisions/dashboard.md
 * 'Dashboard notices'). The referral banner comes with its area; until then the page never asks
 * for it.
 */
export function topBanner(wanted: Partial<Record<TopBannerId, boolean>>): TopBannerId | null {
  return TOP_BANNERS.find((id) => wanted[id] === true) ?? null;
}
