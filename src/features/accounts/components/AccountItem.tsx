import { ArrowDown, ArrowUp, ChevronRight, GripVertical, Pencil } from 'lucide-react';
import type { DragEvent } from 'react';
import { Button } from '../../../shared/ui/Button';
import type { Account } from '../../../shared/domain/accounts';
import { CurrencyMark } from '../../../shared/ui/CurrencyMark';
import { LowBalanceBadge } from '../../../entities/account/LowBalanceBadge';
import { formatBalance } from '../accountDisplay';
import { AccountDetails } from './AccountDetails';
import { RenameAccountForm } from './RenameAccountForm';

export interface AccountDragHandlers {
  onDragStart: (e: DragEvent<HTMLLIElement>) => void;
  onDragOver: (e: DragEvent<HTMLLIElement>) => void;
  onDrop: (e: DragEvent<HTMLLIElement>) => void;
  onDragEnd: (e: DragEvent<HTMLLIElement>) => void;
}

interface AccountItemProps {
  account: Account;
  position: number;
  count: number;
  idPrefix: string;
  expanded: boolean;
  editing: boolean;
  /** The role may rename and reorder (the others only read). */
  canEdit: boolean;
  /**
   * A reorder is being saved: moving is paused until the bank answers. The buttons stay
   * focusable (aria-disabled), so the keyboard user's place is not lost meanwhile.
   */
  reorderBusy: boolean;
  dragging: boolean;
  onToggle: () => void;
  onEdit: (editing: boolean) => void;
  onMove: (delta: -1 | 1) => void;
  drag: AccountDragHandlers;
}

/** One collapsible account row: name, currency and balance; details, rename and moving. */
export function AccountItem(props: AccountItemProps) {
  const {
    account,
    position,
    count,
    idPrefix,
    expanded,
    editing,
    canEdit,
    reorderBusy,
    dragging,
    onToggle,
    onEdit,
    onMove,
    drag,
  } = props;
  const detailsId = `${idPrefix}-details-${account.accountNumber}`;
  const unavailable = account.currentBalance === null;
  const canDrag = canEdit && !editing && !reorderBusy;

  return (
    <li
      className={[
        'account-row',
        dragging && 'account-row--dragging',
        expanded && 'account-row--open',
      ]
        .filter(Boolean)
        .join(' ')}
      draggable={canDrag}
      data-account={account.accountNumber}
      {...drag}
    >
      <div className="account-row__head">
        {canEdit && (
          <span className="account-row__grip" aria-hidden title="Drag to reorder">
            <GripVertical />
          </span>
        )}
        {editing ? (
          <RenameAccountForm account={account} onDone={() => onEdit(false)} />
        ) : (
          <button
            type="button"
            className="account-row__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggle}
          >
            <ChevronRight className="account-row__chevron" aria-hidden />
            <CurrencyMark currency={account.currency} />
            <span className="account-row__name">{account.accountName}</span>
            <span className="account-row__currency">{account.currency}</span>
            <LowBalanceBadge account={account} />
          </button>
        )}
        <span className="account-row__balance">
          <span className="visually-hidden">Balance </span>
          <span
            className={
              unavailable
                ? 'account-row__amount account-row__amount--unavailable'
                : 'account-row__amount'
            }
            title={unavailable ? 'Balance unavailable' : undefined}
          >
            {formatBalance(account)}
          </span>
          {unavailable && <span className="visually-hidden"> (balance unavailable)</span>}
        </span>
        {canEdit && (
          <div className="account-row__actions">
            {!editing && (
              <Button
                variant="ghost"
                size="sm"
                icon={<Pencil aria-hidden />}
                aria-label={`Rename ${account.accountName}`}
                onClick={() => onEdit(true)}
              />
            )}
            <Button
              id={`${idPrefix}-up-${account.accountNumber}`}
              variant="ghost"
              size="sm"
              icon={<ArrowUp aria-hidden />}
              aria-label={`Move ${account.accountName} up`}
              disabled={position === 0}
              aria-disabled={reorderBusy || undefined}
              onClick={() => onMove(-1)}
            />
            <Button
              id={`${idPrefix}-down-${account.accountNumber}`}
              variant="ghost"
              size="sm"
              icon={<ArrowDown aria-hidden />}
              aria-label={`Move ${account.accountName} down`}
              disabled={position === count - 1}
              aria-disabled={reorderBusy || undefined}
              onClick={() => onMove(1)}
            />
          </div>
        )}
      </div>
      {expanded && !editing && <AccountDetails account={account} id={detailsId} />}
    </li>
  );
}
