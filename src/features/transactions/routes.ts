import { ReceiptText } from 'lucide-react';
import { EXPORT_ROLES } from '../../shared/domain/exports';
import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

export const TRANSACTIONS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.transactions(),
    title: 'Transactions',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/TransactionsPage').then((m) => ({ default: m.TransactionsPage })),
    menu: { section: 'main', label: 'Transactions', icon: ReceiptText, order: 50 },
  },
  {
    path: paths.transactionExport(),
    title: 'Export transactions',
    access: 'user',
    layout: 'app',
    // docs/decisions/transactions.md 'Exports': the roles that keep the books.
    roles: EXPORT_ROLES,
    load: () => import('./pages/ExportPage').then((m) => ({ default: m.ExportPage })),
  },
  {
    path: paths.transactionStatement(),
    title: 'PDF statement',
    access: 'user',
    layout: 'app',
    roles: EXPORT_ROLES,
    load: () => import('./pages/StatementPage').then((m) => ({ default: m.StatementPage })),
  },
];
