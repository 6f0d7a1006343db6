import { Plus, Search, SearchX, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../api/session';
import { TOGGLES_KEY } from '../../db/meta';
import { readCachedRecipients } from '../../db/recipientReads';
import { useCacheQuery } from '../../db/useCacheQuery';
import { useMeta } from '../../db/useMeta';
import {
  unavailableReason,
  type Recipient,
  type RecipientListType,
} from '../../shared/domain/recipient';
import { isOwnAccount } from '../../shared/domain/recipients/withdraw';
import { isToggleOn, type FeatureToggles } from '../../shared/domain/toggles';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { Freshness } from '../cache/Freshness';
import {
  NAME_LIMIT,
  NAME_LIMIT_SMALL_SCREEN,
  SMALL_SCREEN_QUERY,
  destinationsFor,
  inDestination,
} from './display';
import { DeleteRecipientDialog } from './DeleteRecipientDialog';
import { RecipientDetailsDialog } from './RecipientDetailsDialog';
import { RecipientRow } from './RecipientRow';
import { RECIPIENT_PRODUCT_TEXTS, RECIPIENT_TEXTS } from './texts';
import '../../shared/ui/Field.css';
import './RecipientList.css';

export interface RecipientListProps {
  type: RecipientListType;
  /** A payable row was picked (its button, or 'Make a transfer' without onMakeTransfer). */
  onSelect(recipient: Recipient): void;
  onAdd(): void;
  /** Delete is offered (RECIPIENT_MANAGER_ROLES); the bank refuses other roles anyway. */
  canManage: boolean;
  /** The details dialog's 'Make a transfer'; onSelect when not given. */
  onMakeTransfer?(recipient: Recipient): void;
  /** What the search box starts with: the currency a link came for ('Send CNY'). */
  initialSearch?: string | undefined;
  /** Withdraw funds: only the accounts held in one of these names (the company's, the user's). */
  ownAccountsOf?: readonly string[] | undefined;
}

type Open = { kind: 'details' | 'delete'; recipient: Recipient } | null;

/**
 * spec-2 §2 Recipient lists: the company's LOCAL or OVERSEAS recipients from the device's cache
 * (readable offline, with their freshness), searched by name, account number or currency, and
 * narrowed by a popular destination; each row picks its recipient, its menu opens the details or
 * the delete confirmation.
 */
export function RecipientList({
  type,
  onSelect,
  onAdd,
  canManage,
  onMakeTransfer,
  initialSearch,
  ownAccountsOf,
}: RecipientListProps) {
  const [search, setSearch] = useState(initialSearch ?? '');
  // Kept with the list it narrows: a shortcut of the overseas list means nothing on the local one.
  const [picked, setPicked] = useState<{ type: RecipientListType; country: string } | null>(null);
  const destination = picked?.type === type ? picked.country : null;
  const [open, setOpen] = useState<Open>(null);
  const searchId = useId();
  const found = useCacheQuery((db) => readCachedRecipients(db, type, search), [type, search]);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const { claims } = useSnapshot(session);
  const vndCorporate = toggles ? isToggleOn(toggles, 'vndCorporate', claims?.email ?? '') : false;
  const nameLimit = useMediaQuery(SMALL_SCREEN_QUERY, false) ? NAME_LIMIT_SMALL_SCREEN : NAME_LIMIT;
  const destinations = destinationsFor(type);
  const owners = ownAccountsOf?.filter((name) => name.trim() !== '');
  const shown = found?.filter(
    (r) => inDestination(r, destination) && (!owners || isOwnAccount(r, owners)),
  );
  const reasonOf = (r: Recipient) => unavailableReason(r, { vndCorporate });
  const narrowed = search.trim() !== '' || destination !== null;
  const close = () => setOpen(null);

  // A dialog opened from a row's menu gives focus back to that menu's button when it closes, or
  // to the search box when the row is gone (deleted): never to the page's start.
  const rowsRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (open) {
      returnTo.current = open.recipient.displayReferenceId;
      return;
    }
    const id = returnTo.current;
    returnTo.current = null;
    if (id === null) return;
    const row = Array.from(
      rowsRef.current?.querySelectorAll<HTMLElement>('[data-recipient-id]') ?? [],
    ).find((el) => el.dataset.recipientId === id);
    (row?.querySelector<HTMLElement>('.rcp-menu__trigger') ?? searchRef.current)?.focus();
  }, [open]);

  return (
    <section
      className="rcp-list"
      aria-label={
        type === 'LOCAL' ? RECIPIENT_PRODUCT_TEXTS.localList : RECIPIENT_PRODUCT_TEXTS.overseasList
      }
    >
      <div className="rcp-list__bar">
        <div className="rcp-list__search">
          <label htmlFor={searchId} className="visually-hidden">
            {RECIPIENT_PRODUCT_TEXTS.searchLabel}
          </label>
          <Search className="rcp-list__search-icon" aria-hidden />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            className="ui-field__input rcp-list__search-input"
            placeholder={RECIPIENT_PRODUCT_TEXTS.searchPlaceholder}
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button variant="primary" icon={<Plus aria-hidden />} onClick={onAdd}>
          {type === 'LOCAL' ? RECIPIENT_TEXTS.addLocal : RECIPIENT_TEXTS.addOverseas}
        </Button>
      </div>

      <div className="rcp-list__meta">
        {destinations.length > 0 && (
          <div
            className="rcp-list__destinations"
            role="group"
            aria-label={RECIPIENT_PRODUCT_TEXTS.destinationsLabel}
          >
            <span className="rcp-list__destinations-label" aria-hidden>
              {RECIPIENT_PRODUCT_TEXTS.destinationsLabel}
            </span>
            {destinations.map((d) => (
              <button
                key={d.country}
                type="button"
                className="rcp-chip"
                aria-pressed={destination === d.country}
                onClick={() =>
                  setPicked(destination === d.country ? null : { type, country: d.country })
                }
              >
                {d.label}
              </button>
            ))}
          </div>
        )}
        <Freshness store="recipients" refresh />
      </div>
      {owners && owners.length > 0 && (
        <p className="rcp-list__note">{RECIPIENT_PRODUCT_TEXTS.ownAccountsNote(owners)}</p>
      )}

      {shown === undefined ? (
        <Skeleton lines={4} className="rcp-list__loading" />
      ) : shown.length === 0 ? (
        narrowed ? (
          <EmptyState
            icon={SearchX}
            title={RECIPIENT_PRODUCT_TEXTS.noMatch}
            text={RECIPIENT_PRODUCT_TEXTS.noMatchHint}
          />
        ) : owners ? (
          <EmptyState
            icon={Users}
            title={RECIPIENT_PRODUCT_TEXTS.noOwnAccount}
            text={RECIPIENT_PRODUCT_TEXTS.noOwnAccountHint}
          />
        ) : (
          <EmptyState
            icon={Users}
            title={
              type === 'LOCAL'
                ? RECIPIENT_PRODUCT_TEXTS.noLocal
                : RECIPIENT_PRODUCT_TEXTS.noOverseas
            }
          />
        )
      ) : (
        <ul className="rcp-list__rows" ref={rowsRef}>
          {shown.map((r) => (
            <RecipientRow
              key={r.displayReferenceId}
              recipient={r}
              unavailable={reasonOf(r)}
              nameLimit={nameLimit}
              canManage={canManage}
              onSelect={onSelect}
              onDetails={(recipient) => setOpen({ kind: 'details', recipient })}
              onDelete={(recipient) => setOpen({ kind: 'delete', recipient })}
            />
          ))}
        </ul>
      )}

      {open?.kind === 'details' && (
        <RecipientDetailsDialog
          recipient={open.recipient}
          unavailableReason={reasonOf}
          canManage={canManage}
          onClose={close}
          onDelete={(recipient) => setOpen({ kind: 'delete', recipient })}
          onMakeTransfer={(recipient) => {
            close();
            (onMakeTransfer ?? onSelect)(recipient);
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteRecipientDialog
          recipient={open.recipient}
          onClose={close}
          onDeleted={() => {
            // No row has this id: focus goes to the search box.
            returnTo.current = '';
          }}
        />
      )}
    </section>
  );
}
