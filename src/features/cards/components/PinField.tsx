import type { Ref } from 'react';
import { TextField } from '../../../shared/ui/TextField';

/**
 * One masked PIN input: a password field (with its show/hide toggle) with the numeric keypad,
 * never offered to a password manager or autofilled (autocomplete off). Non-digits are dropped as
 * they are typed, and it stops at 6 digits.
 */
export function PinField({
  label,
  value,
  error,
  hint,
  onChange,
  ref,
}: {
  label: string;
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      spellCheck={false}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
