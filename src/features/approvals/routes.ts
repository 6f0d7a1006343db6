import { CheckSquare } from 'lucide-react';
import { APPROVAL_ROLES } from '../../shared/domain/approvals';
import { ADMIN_ROLES } from '../../shared/domain/roles';
import { MENU_GROUPS, type AppRoute } from '../../shared/routing/appRoute';
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
  // Settings > Approval Policy (spec-3 §2): admin and sub-admin, approvals on; the menu entry
  // between Change password and Tutorial (docs/decisions/settings.md 'Settings menu order').
  {
    path: paths.approvalPolicies.list(),
    title: 'Approval Policy',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    toggle: 'approvals',
    whenDenied: 'home',
    load: () =>
      import('./pages/ApprovalPoliciesPage').then((m) => ({ default: m.ApprovalPoliciesPage })),
    menu: { section: 'bottom', group: MENU_GROUPS.settings, label: 'Approval Policy', order: 30 },
  },
  {
    path: paths.approvalPolicies.create(),
    title: 'New approval policy',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    toggle: 'approvals',
    whenDenied: 'home',
    load: () =>
      import('./pages/ApprovalPolicyFormPage').then((m) => ({ default: m.ApprovalPolicyFormPage })),
  },
  {
    path: paths.approvalPolicies.edit(),
    title: 'Edit approval policy',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    toggle: 'approvals',
    whenDenied: 'home',
    load: () =>
      import('./pages/ApprovalPolicyFormPage').then((m) => ({ default: m.ApprovalPolicyFormPage })),
  },
];
