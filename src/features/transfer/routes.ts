import { TRANSFER_ROLES, TRANSFER_ROLES_WHILE_APPROVALS } from '../../shared/domain/transfers';
import { MENU_GROUPS, type AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/** spec-2 §6 / spec-3 §2: Transfers for the payment roles, and the approver role when approvals is on. */
const TRANSFER_ACCESS = {
  roles: TRANSFER_ROLES,
  extraRolesWhen: { toggle: 'approvals', roles: TRANSFER_ROLES_WHILE_APPROVALS },
} as const;

export const TRANSFER_ROUTES: readonly AppRoute[] = [
  {
    path: paths.transfer.local(),
    title: 'Local transfer',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    // spec-2 §6: the toggle gates the dedicated page; without it the Send Money dialog is the way.
    toggle: 'localTransferPage',
    load: () =>
      import('./payout/pages/LocalTransferPage').then((m) => ({ default: m.LocalTransferPage })),
    menu: { section: 'main', group: MENU_GROUPS.transfers, label: 'Local transfer', order: 28 },
  },
  {
    path: paths.transfer.overseas(),
    title: 'Overseas transfer',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    toggle: 'overseasTransferPage',
    load: () =>
      import('./payout/pages/OverseasTransferPage').then((m) => ({
        default: m.OverseasTransferPage,
      })),
    menu: { section: 'main', group: MENU_GROUPS.transfers, label: 'Overseas transfer', order: 29 },
  },
  {
    path: paths.transfer.batch(),
    title: 'Batch transfer',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    // routes.tsv: "gated by a batch capability" (docs/decisions/batch-transfers.md).
    toggle: 'batchTransfer',
    load: () =>
      import('./batch/pages/BatchTransferPage').then((m) => ({ default: m.BatchTransferPage })),
    // messages.tsv nav_batch_transfer; spec order: after Overseas transfer, before Account to account.
    menu: { section: 'main', group: MENU_GROUPS.transfers, label: 'Batch transfer', order: 29.5 },
  },
  {
    path: paths.transfer.accountToAccount(),
    title: 'Account to account',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    load: () =>
      import('./exchange/pages/AccountToAccountPage').then((m) => ({
        default: m.AccountToAccountPage,
      })),
    menu: { section: 'main', group: MENU_GROUPS.transfers, label: 'Account to account', order: 30 },
  },
  {
    path: paths.transfer.currencyExchange(),
    title: 'Currency exchange',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    load: () =>
      import('./exchange/pages/CurrencyExchangePage').then((m) => ({
        default: m.CurrencyExchangePage,
      })),
    menu: { section: 'main', group: MENU_GROUPS.transfers, label: 'Currency exchange', order: 31 },
  },
];
