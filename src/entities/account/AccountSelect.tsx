import type { Account } from '../../shared/domain/accounts';
import { formatMoney, UNAVAILABLE_BALANCE } from '../../shared/money';
import { SelectField } from '../../shared/ui/SelectField';

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
  return (
    <SelectField
      label={label}
      options={accounts.map((account) => ({
        value: account.accountNumber,
        label: accountOptionLabel(account),
      }))}
      {...(value === '' || clearable ? { placeholder: 'Select an account' } : {})}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      wrapChoice
    />
  );
}
