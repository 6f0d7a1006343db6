/** spec-3 §2 / constants.tsv dashboard_top_banner_priority, first first. */
export const TOP_BANNERS = ['referral', 'virtualCardCreated', 'cnyPromo'] as const;
export type TopBannerId = (typeof TOP_BANNERS)[number];

/**
 * The one top banner shown: the first in priority order that wants to show (docs/decisions/dashboard.md
 * 'Dashboard notices'): the referral banner, then the virtual-card-created one, then the CNY promo.
 */
export function topBanner(wanted: Partial<Record<TopBannerId, boolean>>): TopBannerId | null {
  return TOP_BANNERS.find((id) => wanted[id] === true) ?? null;
}
