import {
  useId,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { OTP_LENGTH } from '../forms/oneTimeCode';
import { FieldMessages, describedBy } from './FieldMessages';
import './Field.css';

export interface OtpInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The browser cuts a paste to maxLength before onChange sees it ('123 456' would become
 * '12345'), so a paste is cleaned here first and set the way React notices (the prototype's
 * value setter, then an input event), which keeps react-hook-form in step.
 */
function pasteDigits(event: ClipboardEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const pasted = onlyDigits(event.clipboardData.getData('text'));
  if (!pasted) return;
  event.preventDefault();
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  const next = (input.value.slice(0, start) + pasted + input.value.slice(end)).slice(0, OTP_LENGTH);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * One input for a 6-digit one-time code. One field, not six boxes: screen readers hear one
 * control, paste and SMS autofill (autocomplete=one-time-code) fill it whole. Non-digits are
 * dropped as they are typed or pasted, so '123 456' pastes as 123456.
 */
export function OtpInput({
  label,
  hint,
  error,
  id,
  className,
  onChange,
  onPaste,
  ref,
  ...rest
}: OtpInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.target.value).slice(0, OTP_LENGTH);
    // Rewrite the DOM value before handlers read it, so uncontrolled forms
    // (react-hook-form's register) see only digits too.
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <div
      className={['ui-field', 'ui-otp', error && 'ui-field--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="ui-field__input ui-otp__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        onChange={handleChange}
        onPaste={(event) => {
          onPaste?.(event);
          if (!event.defaultPrevented) pasteDigits(event);
        }}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
