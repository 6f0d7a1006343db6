import { ADMIN_ROLES } from '../../shared/domain/roles';
import { MENU_GROUPS, type AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

export const TEAM_ROUTES: readonly AppRoute[] = [
  {
    path: paths.team.people(),
    title: 'People',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    load: () => import('./pages/PeoplePage').then((m) => ({ default: m.PeoplePage })),
    menu: { section: 'main', group: MENU_GROUPS.manage, label: 'People', order: 80 },
  },
  {
    path: paths.team.invite(),
    title: 'Invitation',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    load: () => import('./pages/InvitePage').then((m) => ({ default: m.InvitePage })),
    menu: { section: 'main', group: MENU_GROUPS.manage, label: 'Invitation', order: 81 },
  },
];
