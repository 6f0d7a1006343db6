import { LogOut, MessageSquarePlus } from 'lucide-react';
import type { FeatureToggles } from '../shared/domain/toggles';
import { MENU_GROUPS, type AppRoute, type MenuPlacement } from '../shared/routing/appRoute';
import { canSee, type Viewer } from './access';
import type { MenuEntry } from './layout/menu';
import { ROUTES } from './routeTable';

export type MenuBadge = NonNullable<MenuPlacement['badge']>;
/** Counts for the menu's badges (the approvals pending count from the cache's meta). */
export type MenuBadgeCounts = Partial<Record<MenuBadge, number | undefined>>;

const BADGE_LABELS: Record<MenuBadge, (count: number) => string> = {
  pendingApprovals: (count) => `${count} pending`,
  newRewards: (count) => (count === 1 ? 'New rewards' : 'New cashback and referral rewards'),
};

/**
 * The side menu, derived from the route table (the features' routes): an item is hidden when the
 * role is not in its authority list or its toggle is off (spec-3 §2). Groups with no visible item
 * disappear.
 */
export function buildMenu(
  viewer: Viewer,
  toggles: FeatureToggles,
  section: 'main' | 'bottom',
  routes: readonly AppRoute[] = ROUTES,
  badges: MenuBadgeCounts = {},
): MenuEntry[] {
  const visible = routes
    .filter((r) => r.menu?.section === section && canSee(r, viewer, toggles))
    .toSorted((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  const entries: MenuEntry[] = [];
  for (const route of visible) {
    const menu = route.menu;
    if (!menu) continue;
    const item: MenuEntry = {
      key: route.path,
      label: menu.label,
      path: route.path,
      icon: menu.icon,
    };
    const count = menu.badge ? badges[menu.badge] : undefined;
    if (menu.badge && count && count > 0) {
      item.badge = count;
      item.badgeLabel = BADGE_LABELS[menu.badge](count);
    }
    if (!menu.group) {
      entries.push(item);
      continue;
    }
    let group = entries.find((e) => e.key === menu.group?.key);
    if (!group) {
      group = { key: menu.group.key, label: menu.group.label, icon: menu.group.icon, children: [] };
      entries.push(group);
    }
    group.children?.push(item);
  }
  return entries;
}

/** The bottom group: Request a Feature (prefilled form link) and Settings, ending with Logout. */
export function buildBottomMenu(
  viewer: Viewer,
  toggles: FeatureToggles,
  requestFeature: { url: string | undefined; companyName: string },
): MenuEntry[] {
  const entries = buildMenu(viewer, toggles, 'bottom');
  const settings = entries.find((e) => e.key === MENU_GROUPS.settings.key);
  settings?.children?.push({ key: 'logout', label: 'Logout', icon: LogOut, action: 'logout' });
  const href = requestFeatureHref(requestFeature.url, viewer.email, requestFeature.companyName);
  if (href)
    entries.unshift({
      key: 'request-feature',
      label: 'Request a Feature',
      href,
      icon: MessageSquarePlus,
    });
  return entries;
}

/**
 * The 'Request a Feature' form (config.json requestFeatureUrl) prefilled with the user's e-mail
 * and company name (spec-3 §2), or undefined, which hides the item: no address, an empty one, or
 * one that is not a web address (a typo must not break the shell, and a javascript: URL must
 * never become a link).
 */
export function requestFeatureHref(
  url: string | undefined,
  email: string,
  companyName: string,
): string | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  let href: URL;
  try {
    href = new URL(text);
  } catch {
    return undefined;
  }
  if (href.protocol !== 'https:' && href.protocol !== 'http:') return undefined;
  href.searchParams.set('email', email);
  href.searchParams.set('company', companyName);
  return href.toString();
}
