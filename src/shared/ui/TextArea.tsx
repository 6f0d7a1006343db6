import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldMessages, LimitNotice, describedBy } from './FieldMessages';
import { limitNotice, remainingText } from '../domain/limitNotice';
import './Field.css';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'maxLength'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the field takes; it stops there and says so (docs/decisions/ui.md Texts). */
  maxLength: number;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shows how many characters are left ('45 characters remaining'), read with the field. */
  counter?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line input (remarks, notes). It stops at maxLength; a pasted longer text is
 * cut there (the browser does it, and onChange makes sure), and the field says
 * '{n} character limit is reached.' in a live region.
 */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  id,
  className,
  rows = 3,
  counter = false,
  ref,
  ...rest
}: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const limit = value.length >= maxLength && !error ? limitNotice(maxLength) : undefined;
  const described = [describedBy(fieldId, hint, error, limit), counter && `${fieldId}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="ui-field__control">
        <textarea
          ref={ref}
          id={fieldId}
          className={['ui-field__input', 'ui-field__input--multiline', className]
            .filter(Boolean)
            .join(' ')}
          rows={rows}
          maxLength={maxLength}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
          {...rest}
        />
      </div>
      {counter && (
        <p id={`${fieldId}-count`} className="ui-field__hint ui-field__count">
          {remainingText(maxLength - value.length)}
        </p>
      )}
      <FieldMessages id={fieldId} hint={hint} error={error} />
      <LimitNotice id={fieldId} notice={limit} />
    </div>
  );
}
