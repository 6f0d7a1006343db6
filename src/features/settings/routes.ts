import { MENU_GROUPS, type AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

export const SETTINGS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.settings.general(),
    title: 'General',
    access: 'user',
    layout: 'app',
    load: () =>
      import('./pages/GeneralSettingsPage').then((m) => ({ default: m.GeneralSettingsPage })),
    menu: { section: 'bottom', group: MENU_GROUPS.settings, label: 'General', order: 10 },
  },
];
