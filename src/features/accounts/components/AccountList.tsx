import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import type { Account } from '../../../shared/domain/accounts';
import { showToast } from '../../../shared/ui/toastStore';
import { moveItem } from '../accountDisplay';
import { describeFailure, OfflineActionError, REORDER_FAILED, saveOrder } from '../actions';
import { AccountItem } from './AccountItem';

/** `accounts` put in the order of `numbers`; accounts the order does not know go last. */
function arrange(accounts: readonly Account[], numbers: readonly string[] | null): Account[] {
  if (!numbers) return [...accounts];
  const byNumber = new Map(accounts.map((a) => [a.accountNumber, a]));
  const placed = numbers.flatMap((n) => byNumber.get(n) ?? []);
  return [...placed, ...accounts.filter((a) => !numbers.includes(a.accountNumber))];
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * The accounts in their order, reordered by dragging a row or with its Move up / Move down
 * buttons (the keyboard way). A new order shows at once and is sent; the bank's refusal puts
 * the saved order back with 'Error in Rearranging Accounts'.
 */
export function AccountList({
  accounts,
  canEdit,
}: {
  accounts: readonly Account[];
  canEdit: boolean;
}) {
  const idPrefix = useId().replace(/:/g, '');
  /** The order on screen while dragging or saving; null = the cache's order. */
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ accountNumber: string; dir: 'up' | 'down' } | null>(null);
  const dropped = useRef(false);

  const shown = useMemo(() => arrange(accounts, draft), [accounts, draft]);
  const saved = useMemo(() => accounts.map((a) => a.accountNumber), [accounts]);

  // After a save, the draft gives way once the cache holds the same order (no flicker back).
  useEffect(() => {
    if (draft && !saving && !dragged && sameOrder(draft, saved)) setDraft(null);
  }, [draft, saving, dragged, saved]);

  // A moved row is re-rendered elsewhere: keep the keyboard where the user was.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const button = (dir: string) =>
      document.getElementById(
        `${idPrefix}-${dir}-${target.accountNumber}`,
      ) as HTMLButtonElement | null;
    const preferred = button(target.dir);
    (preferred && !preferred.disabled
      ? preferred
      : button(target.dir === 'up' ? 'down' : 'up')
    )?.focus();
  });

  async function commit(order: Account[]) {
    const numbers = order.map((a) => a.accountNumber);
    if (sameOrder(numbers, saved)) {
      setDraft(null);
      return;
    }
    setDraft(numbers);
    setSaving(true);
    try {
      await saveOrder(order);
    } catch (error) {
      setDraft(null);
      setAnnouncement('The order was not saved; the accounts are back in their saved order.');
      showToast({
        kind: error instanceof OfflineActionError ? 'warning' : 'error',
        title: REORDER_FAILED,
        message: describeFailure(error),
      });
    } finally {
      setSaving(false);
    }
  }

  function move(account: Account, delta: -1 | 1) {
    if (saving) return;
    const from = shown.indexOf(account);
    const to = from + delta;
    if (to < 0 || to >= shown.length) return;
    focusAfterMove.current = {
      accountNumber: account.accountNumber,
      dir: delta < 0 ? 'up' : 'down',
    };
    setAnnouncement(`${account.accountName} moved to position ${to + 1} of ${shown.length}.`);
    void commit(moveItem(shown, from, to));
  }

  function dragHandlers(account: Account) {
    return {
      onDragStart: (e: DragEvent<HTMLLIElement>) => {
        dropped.current = false;
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', account.accountNumber);
        setDragged(account.accountNumber);
        setDraft(shown.map((a) => a.accountNumber));
      },
      onDragOver: (e: DragEvent<HTMLLIElement>) => {
        if (!dragged) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (dragged === account.accountNumber) return;
        setDraft((current) => {
          const order = current ?? saved;
          return moveItem(order, order.indexOf(dragged), order.indexOf(account.accountNumber));
        });
      },
      onDrop: (e: DragEvent<HTMLLIElement>) => {
        e.preventDefault();
        dropped.current = true;
      },
      onDragEnd: () => {
        setDragged(null);
        if (!dropped.current) {
          setDraft(null);
          return;
        }
        const moved = shown.find((a) => a.accountNumber === account.accountNumber);
        if (moved)
          setAnnouncement(
            `${moved.accountName} moved to position ${shown.indexOf(moved) + 1} of ${shown.length}.`,
          );
        void commit(shown);
      },
    };
  }

  return (
    <>
      <ul className="account-list" aria-label="Accounts" aria-busy={saving || undefined}>
        {shown.map((account, position) => (
          <AccountItem
            key={account.accountNumber}
            account={account}
            position={position}
            count={shown.length}
            idPrefix={idPrefix}
            expanded={expanded.has(account.accountNumber)}
            editing={editing === account.accountNumber}
            canEdit={canEdit}
            reorderBusy={saving}
            dragging={dragged === account.accountNumber}
            onToggle={() =>
              setExpanded((open) => {
                const next = new Set(open);
                if (!next.delete(account.accountNumber)) next.add(account.accountNumber);
                return next;
              })
            }
            onEdit={(on) => {
              setEditing(on ? account.accountNumber : null);
              // A row being renamed is shown collapsed and cannot be expanded (spec-3 §2).
              if (on)
                setExpanded((open) => {
                  const next = new Set(open);
                  next.delete(account.accountNumber);
                  return next;
                });
            }}
            onMove={(delta) => move(account, delta)}
            drag={dragHandlers(account)}
          />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
