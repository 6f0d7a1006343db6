import {
  ArrowLeftRight,
  Banknote,
  CirclePlus,
  CreditCard,
  Globe,
  Repeat,
  Send,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Role } from '../../../shared/domain/roles';
import { isTransferMode, type TransferMode } from '../../../shared/domain/transfers';
import { isPayoutTile, tileEnabled, TILES, type PayoutTile, type TileId } from '../tiles';

const ICONS: Record<TileId, LucideIcon> = {
  topUp: CirclePlus,
  localTransfer: Send,
  overseasTransfer: Globe,
  withdraw: Banknote,
  addCard: CreditCard,
  addAccount: WalletCards,
  accountToAccount: ArrowLeftRight,
  currencyExchange: Repeat,
};

interface ActionTilesProps {
  role: Role | undefined;
  approvalsOn: boolean;
  onTransfer: (mode: TransferMode) => void;
  onPayout: (tile: PayoutTile) => void;
}

/** The row of action tiles, four per row; a tile the role may not use is shown disabled. */
export function ActionTiles({ role, approvalsOn, onTransfer, onPayout }: ActionTilesProps) {
  const hintId = useId();
  const anyDisabled = TILES.some((t) => !tileEnabled(t.id, role, approvalsOn));
  return (
    <nav className="dash-tiles" aria-label="Actions">
      <ul className="dash-tiles__list">
        {TILES.map((tile) => {
          const Icon = ICONS[tile.id];
          const enabled = tileEnabled(tile.id, role, approvalsOn);
          const body = (
            <>
              <span className="dash-tile__icon" aria-hidden>
                <Icon />
              </span>
              <span className="dash-tile__label">{tile.label}</span>
            </>
          );
          return (
            <li key={tile.id}>
              {!enabled ? (
                <button type="button" className="dash-tile" disabled aria-describedby={hintId}>
                  {body}
                </button>
              ) : isPayoutTile(tile.id) ? (
                <button
                  type="button"
                  className="dash-tile"
                  onClick={() => onPayout(tile.id as PayoutTile)}
                >
                  {body}
                </button>
              ) : isTransferMode(tile.id) ? (
                <button
                  type="button"
                  className="dash-tile"
                  onClick={() => onTransfer(tile.id as TransferMode)}
                >
                  {body}
                </button>
              ) : (
                <Link href={tile.path} className="dash-tile">
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {anyDisabled && (
        <p id={hintId} className="dash-tiles__hint">
          Some actions are not available to your role. Ask an admin if you need them.
        </p>
      )}
    </nav>
  );
}
