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
  {
    path: paths.settings.password(),
    title: 'Change password',
    access: 'user',
    layout: 'app',
    load: () =>
      import('./pages/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
    menu: { section: 'bottom', group: MENU_GROUPS.settings, label: 'Change password', order: 20 },
  },
  {
    path: paths.settings.authenticator(),
    title: 'Set up authenticator',
    access: 'user',
    layout: 'app',
    load: () =>
      import('./pages/authenticator').then((m) => ({
        default: m.SetupAuthenticatorPage,
      })),
    // 'Authenticator': 'Set up authenticator' does not fit the menu's width in bold (selected).
    menu: { section: 'bottom', group: MENU_GROUPS.settings, label: 'Authenticator', order: 25 },
  },
  {
    path: paths.settings.authenticatorSms(),
    title: 'Set up authenticator',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/authenticator').then((m) => ({ default: m.VerifySmsStepPage })),
  },
  {
    path: paths.settings.authenticatorEmail(),
    title: 'Set up authenticator',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/authenticator').then((m) => ({ default: m.VerifyEmailStepPage })),
  },
  {
    path: paths.settings.authenticatorPair(),
    title: 'Set up authenticator',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/authenticator').then((m) => ({ default: m.PairDevicePage })),
  },
  {
    path: paths.settings.support(),
    title: 'Support',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/SupportPage').then((m) => ({ default: m.SupportPage })),
    menu: { section: 'bottom', group: MENU_GROUPS.settings, label: 'Support', order: 50 },
  },
];
