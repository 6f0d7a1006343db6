import { ReceiptText } from 'lucide-react';
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
];
