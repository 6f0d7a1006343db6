import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { showToast } from '../../../shared/ui/toastStore';
import type { Account } from '../../../shared/domain/accounts';
import { ACCOUNT_NAME_MAX } from '../../../shared/domain/accounts';
import { ACCOUNT_RENAMED, describeFailure, isNameConflict, renameAccountTo } from '../actions';
import { NAME_EXISTS, renameSchema, type RenameForm, type RenameValues } from '../schemas';

interface RenameAccountFormProps {
  account: Account;
  onDone: () => void;
}

/**
 * Inline rename. A refusal (offline, conflict, bank error) keeps the form open with what was
 * typed, so nothing is lost; only the bank's yes closes it.
 */
export function RenameAccountForm({ account, onDone }: RenameAccountFormProps) {
  const form = useForm<RenameForm, unknown, RenameValues>({
    resolver: zodResolver(renameSchema),
    defaultValues: { accountName: account.accountName },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ accountName }) => {
    if (accountName === account.accountName) {
      onDone();
      return;
    }
    try {
      await renameAccountTo(account, accountName);
      showToast({ kind: 'success', title: ACCOUNT_RENAMED });
      onDone();
    } catch (error) {
      if (isNameConflict(error))
        form.setError('accountName', { message: NAME_EXISTS }, { shouldFocus: true });
      else form.setError('root', { message: describeFailure(error) });
    }
  });

  return (
    <form
      className="account-rename"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Rename ${account.accountName}`}
    >
      <TextField
        label="Account name"
        autoComplete="off"
        maxLength={ACCOUNT_NAME_MAX}
        error={errors.accountName?.message}
        autoFocus
        {...form.register('accountName')}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
          }
        }}
      />
      {errors.root?.message && (
        <p className="account-rename__error" role="alert">
          {errors.root.message}
        </p>
      )}
      <div className="account-rename__actions">
        <Button type="submit" variant="primary" size="sm" loading={isSubmitting}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
