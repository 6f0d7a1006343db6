import type { LucideIcon } from 'lucide-react';

/** One side-menu item: a page, an external link, a group of items, or the logout action. */
export interface MenuEntry {
  key: string;
  label: string;
  /** An app route, opened with the router. */
  path?: string;
  /** An external address, opened in a new tab. */
  href?: string;
  icon?: LucideIcon | undefined;
  /** A count shown as a badge (e.g. pending approvals); 0 or none shows no badge. */
  badge?: number;
  /** What a screen reader hears for the badge ('3 pending') instead of the bare number. */
  badgeLabel?: string;
  children?: MenuEntry[];
  action?: 'logout';
}

function pathsOf(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [...(e.path ? [e.path] : []), ...pathsOf(e.children ?? [])]);
}

/**
 * The menu path that stands for the current page: the exact path, else the longest path the
 * page sits under (/cards/add-card is under Cards). Longest, so that a page under /manage/people
 * lights People, not a shorter /manage item as well.
 */
export function findActivePath(
  entries: readonly MenuEntry[],
  currentPath: string,
): string | undefined {
  const candidates = pathsOf(entries).filter(
    (p) => currentPath === p || currentPath.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
  return candidates.toSorted((a, b) => b.length - a.length)[0];
}

/** True when the entry is, or holds, the active path: a group with it inside starts open. */
export function containsPath(entry: MenuEntry, path: string | undefined): boolean {
  if (!path) return false;
  return entry.path === path || (entry.children ?? []).some((child) => containsPath(child, path));
}
