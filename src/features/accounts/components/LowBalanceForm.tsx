import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LowBalanceBadge } from '../../../entities/account/LowBalanceBadge';
import type { Account } from '../../../shared/domain/accounts';
import { formatAmount, formatMoney } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { describeFailure, saveLowBalanceAlert } from '../actions';
import { formatBalance } from '../accountDisplay';
import type { LowBalanceThreshold } from '../queries';
import { lowBalanceSchema, type LowBalanceForm as Form, type LowBalanceValues } from '../schemas';

export const ALERT_SAVED = (account: Pick<Account, 'accountName'>, threshold: string) =>
  `Saved: you'll be alerted when ${account.accountName} is below ${threshold}.`;
export const ALERT_REMOVED = (account: Pick<Account, 'accountName'>) =>
  `Removed: there is no low balance alert on ${account.accountName}.`;

/**
 * One account's low-balance alert: the amount in the account's currency, Save and Remove. A
 * failure says why and keeps what was typed; a success says what is now set.
 */
export function LowBalanceForm({
  account,
  threshold,
  onSaved,
}: {
  account: Account;
  threshold: LowBalanceThreshold['threshold'];
  onSaved: (threshold: LowBalanceThreshold) => void;
}) {
  const schema = useMemo(() => lowBalanceSchema(account.currency), [account.currency]);
  const form = useForm<Form, unknown, LowBalanceValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: threshold === null ? '' : formatAmount(threshold, account.currency) },
  });
  const [said, setSaid] = useState('');
  const [removing, setRemoving] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const headingId = `low-balance-${account.accountNumber}`;

  const save = form.handleSubmit(async ({ amount }) => {
    setSaid('');
    try {
      const saved = await saveLowBalanceAlert(account.accountNumber, amount);
      onSaved(saved);
      setSaid(ALERT_SAVED(account, formatMoney(amount, account.currency)));
    } catch (error) {
      form.setError('root', { message: describeFailure(error) });
    }
  });

  const remove = async () => {
    setSaid('');
    form.clearErrors();
    setRemoving(true);
    try {
      const saved = await saveLowBalanceAlert(account.accountNumber, null);
      onSaved(saved);
      form.reset({ amount: '' });
      setSaid(ALERT_REMOVED(account));
    } catch (error) {
      form.setError('root', { message: describeFailure(error) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className="low-balance__account" aria-labelledby={headingId}>
      <div className="low-balance__head">
        <h2 id={headingId} className="low-balance__name">
          {account.accountName} <span className="low-balance__currency">{account.currency}</span>
        </h2>
        <LowBalanceBadge account={account} />
      </div>
      <p className="low-balance__facts">
        Balance {formatBalance(account)} ·{' '}
        {threshold === null
          ? 'No alert set'
          : `Alert below ${formatMoney(threshold, account.currency)}`}
      </p>
      {errors.root?.message && <Alert kind="error">{errors.root.message}</Alert>}
      <form className="low-balance__form" onSubmit={(e) => void save(e)} noValidate>
        <TextField
          label={`Alert me when the balance is below (${account.currency})`}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <div className="low-balance__actions">
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Save alert
          </Button>
          {threshold !== null && (
            <Button type="button" variant="ghost" loading={removing} onClick={() => void remove()}>
              Remove alert
            </Button>
          )}
        </div>
      </form>
      <p className="low-balance__said" role="status">
        {said}
      </p>
    </section>
  );
}
