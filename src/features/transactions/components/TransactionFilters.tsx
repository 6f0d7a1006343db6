import { Funnel, FunnelX } from 'lucide-react';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { Account } from '../../../shared/domain/accounts';
import {
  LIST_STATUSES,
  type ListStatus,
  type TransactionType,
} from '../../../shared/domain/transactions';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import type { CardChoices } from '../../../db/transactionReads';
import type { TypeLabel } from '../../../shared/domain/transactionLabels';
import { typeOptions } from '../display';
import type { FilterDraft, FilterErrors } from '../filterState';
import { AmountFields, AmountTypeField } from './AmountFields';
import { MultiSelect, type MultiSelectOption } from '../../../shared/ui/MultiSelect';
import './TransactionFilters.css';

export interface TransactionFiltersProps {
  draft: FilterDraft;
  errors: FilterErrors;
  accounts: readonly Account[];
  /** The cards and cardholders of the cached transactions. */
  cards: CardChoices;
  /** The types this role may list (the general role: card-related only). */
  allowedTypes: readonly TransactionType[];
  /** What the amounts compare: a currency code or 'SGD equivalent'. */
  amountUnit: string;
  amountNotice?: string | undefined;
  canClear: boolean;
  onChange: (draft: Partial<FilterDraft>) => void;
  onClear: () => void;
}

const STATUS_OPTIONS = LIST_STATUSES.map((s) => ({ value: s, label: s }));

/** The cached choices, and any chosen value no longer among them (so it can still be unticked). */
function optionsOf(
  values: readonly string[],
  chosen: readonly string[],
  label: (v: string) => string,
): MultiSelectOption[] {
  return [...new Set([...values, ...chosen])].map((v) => ({ value: v, label: label(v) }));
}
const cardLabel = (panTail: string) => `•••• ${panTail}`;
const asIs = (v: string) => v;

/**
 * The list's filters (spec-3 §3 Filters, in its order): accounts, card, cardholder, type,
 * amount type, status, amount range and dates.
 */
export const TransactionFilters = memo(function TransactionFilters({
  draft,
  errors,
  accounts,
  cards,
  allowedTypes,
  amountUnit,
  amountNotice,
  canClear,
  onChange,
  onClear,
}: TransactionFiltersProps) {
  // Only phones fold the filters away (CSS); on wider screens they are always shown.
  const [open, setOpen] = useState(false);
  const formId = useId();
  // Stable options and handlers: a list that changed does not re-render the other lists.
  const accountOptions = useMemo(
    () =>
      accounts.map((a) => ({ value: a.accountNumber, label: `${a.accountName} (${a.currency})` })),
    [accounts],
  );
  const cardOptions = useMemo(
    () => optionsOf(cards.panTails, draft.panTails, cardLabel),
    [cards.panTails, draft.panTails],
  );
  const holderOptions = useMemo(
    () => optionsOf(cards.cardHolderNames, draft.cardHolderNames, asIs),
    [cards.cardHolderNames, draft.cardHolderNames],
  );
  const typeChoices = useMemo(
    () => typeOptions(allowedTypes).map((o) => ({ value: o.label, label: o.label })),
    [allowedTypes],
  );
  const onAccounts = useCallback(
    (selected: string[]) => onChange({ accounts: selected }),
    [onChange],
  );
  const onCards = useCallback((selected: string[]) => onChange({ panTails: selected }), [onChange]);
  const onHolders = useCallback(
    (selected: string[]) => onChange({ cardHolderNames: selected }),
    [onChange],
  );
  const onTypes = useCallback(
    (selected: string[]) => onChange({ typeLabels: selected as TypeLabel[] }),
    [onChange],
  );
  const onStatuses = useCallback(
    (selected: string[]) => onChange({ statuses: selected as ListStatus[] }),
    [onChange],
  );
  return (
    <div className={`txn-filters-wrap txn-filters-wrap--${open ? 'open' : 'closed'}`}>
      <Button
        variant="secondary"
        className="txn-filters__toggle"
        icon={<Funnel aria-hidden />}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        {canClear ? 'Filters (on)' : 'Filters'}
      </Button>
      <form
        id={formId}
        className="txn-filters"
        aria-label="Filter transactions"
        onSubmit={(e) => e.preventDefault()}
      >
        <MultiSelect
          label="Accounts"
          noneLabel="All accounts"
          options={accountOptions}
          selected={draft.accounts}
          onChange={onAccounts}
        />
        <MultiSelect
          label="Card"
          noneLabel="All cards"
          options={cardOptions}
          selected={draft.panTails}
          onChange={onCards}
        />
        <MultiSelect
          label="Cardholder"
          noneLabel="All cardholders"
          options={holderOptions}
          selected={draft.cardHolderNames}
          onChange={onHolders}
        />
        <MultiSelect
          label="Type"
          noneLabel="All types"
          options={typeChoices}
          selected={draft.typeLabels}
          onChange={onTypes}
        />
        <AmountTypeField value={draft.amountType} onChange={onChange} />
        <MultiSelect
          label="Status"
          noneLabel="All statuses"
          options={STATUS_OPTIONS}
          selected={draft.statuses}
          onChange={onStatuses}
        />
        <AmountFields
          minAmount={draft.minAmount}
          maxAmount={draft.maxAmount}
          errors={errors}
          unit={amountUnit}
          notice={amountNotice}
          onChange={onChange}
        />
        <DateField
          label="Start date"
          value={draft.startDate}
          onChange={(startDate) => onChange({ startDate })}
        />
        <DateField
          label="End date"
          value={draft.endDate}
          error={errors.endDate}
          onChange={(endDate) => onChange({ endDate })}
        />
        <div className="txn-filters__clear">
          <Button
            variant="ghost"
            icon={<FunnelX aria-hidden />}
            disabled={!canClear}
            onClick={onClear}
          >
            Clear filters
          </Button>
        </div>
      </form>
    </div>
  );
});

function DateField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  // A native date input: the accessible picker of every platform, its value always yyyy-mm-dd.
  return (
    <TextField
      label={label}
      type="date"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
