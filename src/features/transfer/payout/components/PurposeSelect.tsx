import type { PaymentPurpose } from '../../../../shared/domain/purposes';
import { SelectField } from '../../../../shared/ui/SelectField';

interface Props {
  label: string;
  purposes: readonly PaymentPurpose[];
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The purpose of payment: a native select of the list's labels, the code as its value. */
export function PurposeSelect({ label, purposes, value, onChange, error, disabled }: Props) {
  return (
    <SelectField
      label={label}
      options={purposes.map((purpose) => ({ value: purpose.code, label: purpose.label }))}
      placeholder="Select a purpose"
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
