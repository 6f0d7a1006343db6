import { Eye, EyeOff } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldMessages, LimitNotice, describedBy } from './FieldMessages';
import { limitNotice } from '../domain/limitNotice';
import './Button.css';
import './Field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text, or text with a mark (the required asterisk, aria-hidden). */
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number' | 'date';
  hint?: string | undefined;
  error?: string | undefined;
  /** Class of the field wrapper (label, input, messages). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Both refs get the element: the caller's (react-hook-form's register) and the field's own. */
function mergeRefs<T>(
  own: { current: T | null },
  theirs: Ref<T> | undefined,
): (el: T | null) => void {
  return (el) => {
    own.current = el;
    if (typeof theirs === 'function') theirs(el);
    else if (theirs) theirs.current = el;
  };
}

/**
 * A labelled input. The label is always visible (placeholders vanish as you type); hint and
 * error are linked with aria-describedby so screen readers read them with the field. Works with
 * react-hook-form: spread register() into it. Passwords get a show/hide toggle. With maxLength
 * the field stops at n characters and says '{n} character limit is reached.' (docs/decisions/ui.md).
 */
export function TextField({
  label,
  hint,
  error,
  type = 'text',
  id,
  className,
  ref,
  maxLength,
  onChange,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useMemo(() => mergeRefs(input, ref), [ref]);
  // A controlled field's length is its value's; an uncontrolled one (register()) is read from
  // the element once it is mounted (with its default value), then kept by onChange.
  const [typedLength, setTypedLength] = useState(0);
  useLayoutEffect(() => {
    if (maxLength !== undefined) setTypedLength(input.current?.value.length ?? 0);
  }, [maxLength]);
  const length = typeof rest.value === 'string' ? rest.value.length : typedLength;
  const limit =
    maxLength !== undefined && length >= maxLength && !error ? limitNotice(maxLength) : undefined;

  return (
    <div
      className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__control">
        <input
          ref={inputRef}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={`ui-field__input ${isPassword ? 'ui-field__input--with-toggle' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error, limit)}
          maxLength={maxLength}
          onChange={(event) => {
            setTypedLength(event.target.value.length);
            onChange?.(event);
          }}
          {...rest}
        />
        {isPassword && (
          // One fixed name with aria-pressed: the state is announced, the name never changes.
          <button
            type="button"
            className="ui-icon-button ui-field__toggle"
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
      {maxLength !== undefined && <LimitNotice id={inputId} notice={limit} />}
    </div>
  );
}
