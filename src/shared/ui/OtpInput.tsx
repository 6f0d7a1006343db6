import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

export const OTP_LENGTH = 6;

interface OtpInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One input for a 6-digit one-time code (one field, not six: simpler for screen readers, paste
 * and autofill). Non-digits are dropped as they are typed.
 */
export function OtpInput({ label, error, id, onChange, ref, ...rest }: OtpInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <div className={`ui-field ui-otp ${error ? 'ui-field--invalid' : ''}`}>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={handleChange}
        {...rest}
      />
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
