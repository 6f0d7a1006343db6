import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { FieldMessages, describedBy } from './FieldMessages';
import './Field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number' | 'date';
  hint?: string | undefined;
  error?: string | undefined;
  /** Class of the field wrapper (label, input, messages). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. The label is always visible (placeholders vanish as you type); hint and
 * error are linked with aria-describedby so screen readers read them with the field. Works with
 * react-hook-form: spread register() into it. Passwords get a show/hide toggle.
 */
export function TextField({ label, hint, error, type = 'text', id, className, ref, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__control">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={`ui-field__input ${isPassword ? 'ui-field__input--with-toggle' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...rest}
        />
        {isPassword && (
          // One fixed name with aria-pressed: the state is announced, the name never changes.
          <button
            type="button"
            className="ui-field__toggle"
            aria-label="Show password"
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </button>
        )}
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
