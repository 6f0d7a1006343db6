import type { LucideIcon } from 'lucide-react';

/** One side-menu item: a page, an external link, a group of items, or the logout action. */
export interface MenuEntry {
  key: string;
  label: string;
  path?: string;
  href?: string;
  icon?: LucideIcon | undefined;
  badge?: number;
  children?: MenuEntry[];
  action?: 'logout';
}

export function isActive(entry: MenuEntry, currentPath: string): boolean {
  if (entry.path && (currentPath === entry.path || currentPath.startsWith(`${entry.path}/`))) return true;
  return (entry.children ?? []).some((child) => isActive(child, currentPath));
}
