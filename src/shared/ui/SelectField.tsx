import { ChevronDown } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';
import './Field.css';
import './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The empty first option ('Select a country'); absent: no empty option. */
  placeholder?: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
  /**
   * Show the chosen option whole, wrapping onto a second line, instead of cutting it with an
   * ellipsis ('Main account · SGD · S$48...'): for long labels whose end matters (a balance).
   * Needs `value` (a controlled select).
   */
  wrapChoice?: boolean;
}

/**
 * A labelled native select (keyboard, screen reader and phone pickers for free), with the kit's
 * chevron; hint and error linked by aria-describedby like TextField. Spread register() into it.
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ref,
  wrapChoice,
  ...rest
}: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  // Drawn by CSS (the wrapper's ::after) over the select's own, transparent, text: the select
  // keeps its value for screen readers and its native picker, and no text is written twice.
  const chosen = wrapChoice
    ? (options.find((option) => option.value === rest.value)?.label ?? placeholder ?? '')
    : undefined;
  return (
    <div
      className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div
        className={['ui-field__control', 'ui-select', wrapChoice && 'ui-select--wrap']
          .filter(Boolean)
          .join(' ')}
        data-choice={chosen}
      >
        <select
          ref={ref}
          id={selectId}
          className="ui-field__input ui-select__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="ui-select__icon" aria-hidden />
      </div>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
