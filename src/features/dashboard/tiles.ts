import { ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';
import { mayManageCards } from '../../shared/domain/cards';
import type { Role } from '../../shared/domain/roles';
import { paths } from '../../shared/routing/paths';
import { mayTransfer, type TransferMode } from '../../shared/domain/transfers';

/** spec-2 §2 Navigation hooks: the Send Money tiles (Withdraw is a local transfer with a flag). */
export const PAYOUT_TILES = ['localTransfer', 'overseasTransfer', 'withdraw'] as const;
export type PayoutTile = (typeof PAYOUT_TILES)[number];
export const isPayoutTile = (value: unknown): value is PayoutTile =>
  (PAYOUT_TILES as readonly unknown[]).includes(value);

export type TileId = 'topUp' | 'addCard' | 'addAccount' | TransferMode | PayoutTile;

export interface Tile {
  id: TileId;
  label: string;
  /** Where the tile goes when it opens a page. */
  path: string;
}

/**
 * The dashboard's eight action tiles (spec-3 §2), top-up first: it opens /add-money with the
 * how-to-topup guide. Add card opens the add-card page under /cards (docs/decisions/cards.md
 * 'Creating a card').
 */
export const TILES: readonly Tile[] = [
  { id: 'topUp', label: 'Top up', path: paths.accounts.addMoney({ howToTopup: true }) },
  { id: 'localTransfer', label: 'Local transfer', path: paths.transfer.local() },
  { id: 'overseasTransfer', label: 'Overseas transfer', path: paths.transfer.overseas() },
  { id: 'withdraw', label: 'Withdraw', path: paths.transfer.local({ withdraw: true }) },
  { id: 'addCard', label: 'Add card', path: paths.cards.addCard() },
  { id: 'addAccount', label: 'Add account', path: paths.accounts.add() },
  { id: 'accountToAccount', label: 'Account to account', path: paths.transfer.accountToAccount() },
  { id: 'currencyExchange', label: 'Currency exchange', path: paths.transfer.currencyExchange() },
];

/**
 * spec-3 §2 / docs/decisions/roles.md Roles: 'Add card' for the card managers (admin, sub-admin,
 * finance: the approver-type role 'cannot add cards'); 'Add account' for admin, sub-admin, finance and the accountant;
 * 'Top up' for the same roles as 'Add account' (the reduced tile set keeps both);
 * transfers and payouts (local, overseas, withdraw) for the payment roles, and the accountant only
 * while approvals is on (spec-2 §6's reduced tile set). Others (the general role) see the tiles
 * disabled.
 */
export function tileEnabled(tile: TileId, role: Role | undefined, approvalsOn: boolean): boolean {
  if (!role) return false;
  if (tile === 'addCard') return mayManageCards(role);
  return tile === 'addAccount' || tile === 'topUp'
    ? ACCOUNT_MANAGER_ROLES.includes(role)
    : mayTransfer(role, approvalsOn);
}

/** spec-3 §2: the limited-view role (general) has no accounts panel. */
export function showsAccountsPanel(role: Role | undefined): boolean {
  return role !== undefined && role !== 'general';
}
