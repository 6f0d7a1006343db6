import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';
import './Field.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox (keyboard, forms and autofill for free) with a label, hint and error. */
export function Checkbox({ label, hint, error, id, className, ref, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div
      className={['ui-checkbox', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
      <label className="ui-checkbox__label" htmlFor={inputId}>
        <span className="ui-checkbox__text">{label}</span>
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
