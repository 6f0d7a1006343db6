import { X } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { FieldMessages } from '../../../shared/ui/FieldMessages';
import type { MultiSelectOption } from '../../../shared/ui/MultiSelect';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextArea } from '../../../shared/ui/TextArea';

/** A list of choices held as an array in the form (sources of funds, purposes, media). */
export function ChoiceGroup({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly MultiSelectOption[];
}) {
  const id = useId();
  const { field, fieldState } = useController({ name });
  const selected = (field.value as string[] | undefined) ?? [];
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="onboarding-form__group"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          name={name}
          checked={selected.includes(option.value)}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(
              event.target.checked
                ? [...selected, option.value]
                : selected.filter((v) => v !== option.value),
            )
          }
        />
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/**
 * Many choices from a long list (the countries where the business operates): a select adds one,
 * each chosen one is listed with a button that removes it. Lighter than a checkbox per country.
 */
export function CountryListField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly MultiSelectOption[];
}) {
  const { field, fieldState } = useController({ name });
  const chosen = (field.value as string[] | undefined) ?? [];
  const nameOf = (code: string) => options.find((o) => o.value === code)?.label ?? code;
  return (
    <div className="onboarding-form__group">
      <SelectField
        label={label}
        options={options.filter((o) => !chosen.includes(o.value))}
        placeholder="Add a country"
        value=""
        error={fieldState.error?.message}
        onBlur={field.onBlur}
        onChange={(event) => {
          const code = event.target.value;
          if (code) field.onChange([...chosen, code]);
        }}
      />
      {chosen.length > 0 && (
        <ul className="onboarding-form__chips" aria-label={`${label}: chosen`}>
          {chosen.map((code) => (
            <li key={code} className="onboarding-form__chip">
              {nameOf(code)}
              <button
                type="button"
                className="onboarding-form__chip-remove"
                aria-label={`Remove ${nameOf(code)}`}
                onClick={() => field.onChange(chosen.filter((c) => c !== code))}
              >
                <X aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A multi-line text of the form (the business's description), with its limit. */
export function FormTextArea({
  name,
  label,
  maxLength,
}: {
  name: string;
  label: string;
  maxLength: number;
}) {
  const { field, fieldState } = useController({ name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextArea
      label={label}
      name={name}
      ref={ref}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      maxLength={maxLength}
      counter
      error={fieldState.error?.message}
    />
  );
}
