import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { CURRENCIES } from '../../../shared/currencies';
import { MAX_ACCOUNTS } from '../../../shared/domain/accounts';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TextField } from '../../../shared/ui/TextField';
import { showToast } from '../../../shared/ui/toastStore';
import { ACCOUNT_NAME_MAX } from '../../../shared/domain/accounts';
import {
  ACCOUNT_CREATED,
  ACCOUNT_LIMIT_BODY,
  ACCOUNT_LIMIT_TITLE,
  AccountLimitError,
  describeFailure,
  isNameConflict,
  openAccount,
} from '../actions';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import {
  ACCOUNT_CURRENCIES,
  NAME_EXISTS,
  addAccountSchema,
  type AddAccountForm,
  type AddAccountValues,
} from '../schemas';
import './AddAccountPage.css';

/** /add-account: a new account in one of the bank's currencies, up to 30 accounts in all. */
export function AddAccountPage() {
  const [, navigate] = useLocation();
  const accounts = useCachedAccounts();
  const currencyId = useId();
  const [limitReached, setLimitReached] = useState(false);
  const form = useForm<AddAccountForm, unknown, AddAccountValues>({
    resolver: zodResolver(addAccountSchema),
    defaultValues: { currency: '', accountName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setLimitReached(false);
    try {
      await openAccount(values, accounts?.length ?? 0);
      showToast({ kind: 'success', title: ACCOUNT_CREATED });
      navigate(paths.accounts.list());
    } catch (error) {
      if (error instanceof AccountLimitError) setLimitReached(true);
      else if (isNameConflict(error))
        form.setError('accountName', { message: NAME_EXISTS }, { shouldFocus: true });
      else form.setError('root', { message: describeFailure(error) });
    }
  });

  return (
    <div className="add-account">
      <PageHeader
        title="Add account"
        subtitle={
          accounts === undefined
            ? `Open an account in another currency. A company can hold up to ${MAX_ACCOUNTS} accounts.`
            : `Open an account in another currency. Your company holds ${accounts.length} of at most ${MAX_ACCOUNTS} accounts.`
        }
      />
      <Card className="add-account__card">
        {limitReached && (
          <Alert kind="error" title={ACCOUNT_LIMIT_TITLE}>
            {ACCOUNT_LIMIT_BODY}
          </Alert>
        )}
        {errors.root?.message && <Alert kind="warning">{errors.root.message}</Alert>}
        <form className="add-account__form" onSubmit={(e) => void submit(e)} noValidate>
          <div
            className={['ui-field', errors.currency && 'ui-field--invalid']
              .filter(Boolean)
              .join(' ')}
          >
            <label className="ui-field__label" htmlFor={currencyId}>
              Currency
            </label>
            <select
              id={currencyId}
              className="ui-field__input add-account__select"
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={describedBy(currencyId, undefined, errors.currency?.message)}
              {...form.register('currency')}
            >
              <option value="">Select a currency</option>
              {ACCOUNT_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code} - {CURRENCIES[code].name}
                </option>
              ))}
            </select>
            <FieldMessages id={currencyId} error={errors.currency?.message} />
          </div>
          <TextField
            label="Account name"
            autoComplete="off"
            maxLength={ACCOUNT_NAME_MAX}
            error={errors.accountName?.message}
            {...form.register('accountName')}
          />
          <div className="add-account__actions">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Create account
            </Button>
            <Link href={paths.accounts.list()} className={buttonClassName({ variant: 'ghost' })}>
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
