import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages, describedBy } from '../../shared/ui/FieldMessages';
import '../../shared/ui/Field.css';

/** A label with the required mark: seen as an asterisk, heard as aria-required on the control. */
export function FieldLabel({ text, required }: { text: string; required: boolean }) {
  return (
    <>
      {text}
      {required && (
        <span className="recipient-form__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps {
  label: string;
  required: boolean;
  error: string | undefined;
  choices: readonly Choice[];
  /** The empty first option; none when the only choice is fixed (Singapore for a local recipient). */
  placeholder?: string | undefined;
  registration: UseFormRegisterReturn;
  onChoose: (value: string) => void;
}

/** A native select registered with the form; a choice goes through onChoose (its effects). */
export function SelectField({
  label,
  required,
  error,
  choices,
  placeholder,
  registration,
  onChoose,
}: SelectProps) {
  const id = useId();
  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        <FieldLabel text={label} required={required} />
      </label>
      <select
        id={id}
        className="ui-field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...registration}
        onChange={(event) => onChoose(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

interface RadioProps {
  legend: string;
  required: boolean;
  error: string | undefined;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  onChoose?: (value: string) => void;
}

/** Radio buttons in a fieldset whose legend names the choice; the error is linked to the group. */
export function RadioField({
  legend,
  required,
  error,
  choices,
  registration,
  onChoose,
}: RadioProps) {
  const id = useId();
  // A radiogroup (not a plain group) may say it is required; its name is the legend's.
  return (
    <fieldset
      role="radiogroup"
      className={['recipient-form__choice', error && 'ui-field--invalid'].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-legend`}
      aria-required={required || undefined}
      aria-describedby={describedBy(id, undefined, error)}
    >
      <legend id={`${id}-legend`} className="ui-field__label">
        <FieldLabel text={legend} required={required} />
      </legend>
      <div className="recipient-form__options">
        {choices.map((choice) => (
          <label key={choice.value} className="recipient-form__option">
            <input
              type="radio"
              value={choice.value}
              disabled={choice.disabled}
              aria-invalid={error ? true : undefined}
              {...registration}
              onChange={(event) => {
                if (onChoose) onChoose(event.target.value);
                else void registration.onChange(event);
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/** One of the form's sections: a fieldset whose legend is the spec's heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="recipient-form__section">
      <legend className="recipient-form__legend">{title}</legend>
      <div className="recipient-form__grid">{children}</div>
    </fieldset>
  );
}
