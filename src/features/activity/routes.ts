import { ADMIN_ROLES } from '../../shared/domain/roles';
import { MENU_GROUPS, type AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/** Manage > Activity log (issue 24, beyond the spec; docs/decisions/activity.md). */
export const ACTIVITY_ROUTES: readonly AppRoute[] = [
  {
    path: paths.activity(),
    title: 'Activity log',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    load: () => import('./pages/ActivityPage').then((m) => ({ default: m.ActivityPage })),
    // After People (80) and Invitation (81).
    menu: { section: 'main', group: MENU_GROUPS.manage, label: 'Activity log', order: 82 },
  },
];
