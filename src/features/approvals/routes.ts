import { CheckSquare } from 'lucide-react';
import { APPROVAL_ROLES } from '../../shared/domain/approvals';
import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

export const APPROVALS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.approvals.list(),
    title: 'Approvals',
    access: 'user',
    layout: 'app',
    roles: APPROVAL_ROLES,
    toggle: 'approvals',
    whenDenied: 'home',
    load: () => import('./pages/ApprovalsPage').then((m) => ({ default: m.ApprovalsPage })),
    menu: {
      section: 'main',
      label: 'Approvals',
      icon: CheckSquare,
      order: 60,
      badge: 'pendingApprovals',
    },
  },
];
