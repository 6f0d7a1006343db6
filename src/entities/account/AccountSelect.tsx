import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { Account } from '../../shared/domain/accounts';
import { formatMoney, UNAVAILABLE_BALANCE } from '../../shared/money';
import { FieldMessages, describedBy } from '../../shared/ui/FieldMessages';
import '../../shared/ui/Field.css';
import './AccountSelect.css';

/** 'Operating · SGD · S$12,345.67' (the balance, or '--.--' when the bank could not give one). */
export function accountOptionLabel(account: Account): string {
  const balance =
    account.currentBalance === null
      ? UNAVAILABLE_BALANCE
      : formatMoney(account.currentBalance, account.currency);
  return `${account.accountName} · ${account.currency} · ${balance}`;
}

interface Props {
  label: string;
  accounts: readonly Account[];
  value: string;
  onChange: (accountNumber: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Keep 'Select an account' among the options, so a choice can be undone (the sending account). */
  clearable?: boolean;
}

/** A native select of the company's accounts: keyboard, screen reader and phone pickers for free. */
export function AccountSelect({
  label,
  accounts,
  value,
  onChange,
  error,
  disabled,
  clearable,
}: Props) {
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
          {(value === '' || clearable) && <option value="">Select an account</option>}
          {accounts.map((account) => (
            <option key={account.accountNumber} value={account.accountNumber}>
              {accountOptionLabel(account)}
            </option>
          ))}
        </select>
        <ChevronDown className="account-select__icon" aria-hidden />
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
