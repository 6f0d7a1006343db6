import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { PaymentPurpose } from '../../../shared/domain/purposes';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import '../../../shared/ui/Field.css';
import '../../../entities/account/AccountSelect.css';

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
  const id = useId();
  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control account-select">
        <select
          id={id}
          className="ui-field__input account-select__input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Select a purpose</option>
          {purposes.map((purpose) => (
            <option key={purpose.code} value={purpose.code}>
              {purpose.label}
            </option>
          ))}
        </select>
        <ChevronDown className="account-select__icon" aria-hidden />
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
