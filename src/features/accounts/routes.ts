import { Wallet } from 'lucide-react';
import { ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';
import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

export const ACCOUNTS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.accounts.list(),
    title: 'Accounts',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/AccountsPage').then((m) => ({ default: m.AccountsPage })),
    menu: { section: 'main', label: 'Accounts', icon: Wallet, order: 20 },
  },
  {
    path: paths.accounts.add(),
    title: 'Add account',
    access: 'user',
    layout: 'app',
    // spec-3 §2 Dashboard: 'Add account' is for admin, sub-admin, finance and the approver role.
    roles: ACCOUNT_MANAGER_ROLES,
    load: () => import('./pages/AddAccountPage').then((m) => ({ default: m.AddAccountPage })),
  },
  {
    path: paths.accounts.addMoney(),
    title: 'Add money',
    access: 'user',
    layout: 'app',
    // spec-3 §2 Dashboard: top-up is in the reduced tile set too: the account managers.
    roles: ACCOUNT_MANAGER_ROLES,
    load: () => import('./pages/AddMoneyPage').then((m) => ({ default: m.AddMoneyPage })),
  },
  {
    path: paths.accounts.lowBalanceAlert(),
    title: 'Low balance alert',
    access: 'user',
    layout: 'app',
    // docs/decisions/accounts.md 'Low-balance alert': the account managers set the thresholds.
    roles: ACCOUNT_MANAGER_ROLES,
    load: () =>
      import('./pages/LowBalanceAlertPage').then((m) => ({ default: m.LowBalanceAlertPage })),
  },
  {
    path: paths.accounts.edit(),
    title: 'Edit accounts',
    access: 'user',
    layout: 'app',
    // docs/decisions/accounts.md 'Edit accounts': the roles that rename and reorder accounts.
    roles: ACCOUNT_MANAGER_ROLES,
    load: () => import('./pages/EditAccountsPage').then((m) => ({ default: m.EditAccountsPage })),
  },
];
