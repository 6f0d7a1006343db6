import { LayoutDashboard } from 'lucide-react';
import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/**
 * The dashboard's route, given the loader of its page. The page is composed in the app
 * (src/app/pages/DashboardRoute.tsx: this feature's DashboardPage with the transfer feature's
 * dialog, and a feature never imports another feature), so the app passes its lazy import; the
 * path, title, guard and menu place are the dashboard's own.
 */
export function dashboardRoutes(loadPage: AppRoute['load']): readonly AppRoute[] {
  return [
    {
      path: paths.dashboard(),
      title: 'Dashboard',
      access: 'user',
      layout: 'app',
      load: loadPage,
      menu: { section: 'main', label: 'Dashboard', icon: LayoutDashboard, order: 10 },
    },
  ];
}
