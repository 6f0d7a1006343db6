import { memo, useId } from 'react';
import type { CreditOrDebit } from '../../../shared/domain/transactions';
import { TextField } from '../../../shared/ui/TextField';
import type { FilterDraft, FilterErrors } from '../filterState';

export interface AmountFieldsProps {
  minAmount: string;
  maxAmount: string;
  errors: FilterErrors;
  /** What the bounds are in: a currency code, or 'SGD equivalent' (amountFilter.ts). */
  unit: string;
  /** Why some transactions cannot be compared (a missing rate), shown under the minimum. */
  notice?: string | undefined;
  onChange: (draft: Partial<FilterDraft>) => void;
}

/** Min and max amount; the labels say what they compare: 'Min amount (HKD)', 'Min amount (SGD equivalent)'. */
export const AmountFields = memo(function AmountFields({
  minAmount,
  maxAmount,
  errors,
  unit,
  notice,
  onChange,
}: AmountFieldsProps) {
  return (
    <>
      <TextField
        label={`Min amount (${unit})`}
        inputMode="decimal"
        autoComplete="off"
        value={minAmount}
        hint={notice}
        error={errors.minAmount}
        onChange={(e) => onChange({ minAmount: e.target.value })}
      />
      <TextField
        label={`Max amount (${unit})`}
        inputMode="decimal"
        autoComplete="off"
        value={maxAmount}
        error={errors.maxAmount}
        onChange={(e) => onChange({ maxAmount: e.target.value })}
      />
    </>
  );
});

/** spec-3 §3 'amount type': the bank's creditOrDebit, money in or out. */
const AMOUNT_TYPES: { value: CreditOrDebit | ''; label: string }[] = [
  { value: '', label: 'Credit and debit' },
  { value: 'CREDIT', label: 'Credit (money in)' },
  { value: 'DEBIT', label: 'Debit (money out)' },
];

/** A native select: one of three, with the platform's keyboard and screen reader support. */
export const AmountTypeField = memo(function AmountTypeField({
  value,
  onChange,
}: {
  value: CreditOrDebit | '';
  onChange: (draft: Partial<FilterDraft>) => void;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        Amount type
      </label>
      <select
        id={id}
        className="ui-field__input"
        value={value}
        onChange={(e) => onChange({ amountType: e.target.value as CreditOrDebit | '' })}
      >
        {AMOUNT_TYPES.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
});
