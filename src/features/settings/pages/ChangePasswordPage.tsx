import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { TextField } from '../../../shared/ui/TextField';
import {
  changePasswordSchema,
  describePasswordChangeFailure,
  PASSWORD_CHANGED,
  submitPasswordChange,
  type ChangePasswordFailure,
  type ChangePasswordForm,
  type ChangePasswordValues,
} from '../changePassword';
import './SettingsPages.css';

type FormFailure = Extract<ChangePasswordFailure, { field: null }>;

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Settings › Change password (/settings/password): the current password, the new one with the
 * policy of a new account ticked as it is typed, and its repetition. A refusal is said where it
 * belongs and keeps what was typed; a lock forces the user out (submitPasswordChange).
 */
export function ChangePasswordPage() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordForm, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const typedPassword = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setChanged(false);
    try {
      await submitPasswordChange(values);
      form.reset(EMPTY);
      setChanged(true);
    } catch (e) {
      const said = describePasswordChangeFailure(e);
      if (said.field) form.setError(said.field, { message: said.message }, { shouldFocus: true });
      else setFailure(said);
    }
  });

  return (
    <div className="settings-page">
      <PageHeader
        title="Change password"
        subtitle="You stay signed in here; every other device is signed out."
      />
      {changed && <Alert kind="success">{PASSWORD_CHANGED}</Alert>}
      {failure && (
        <Alert kind={failure.kind} title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <Card>
        <form className="settings-page__form" onSubmit={submit} noValidate>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            typed={typedPassword}
            errors={{
              password: errors.password?.message,
              confirm: errors.confirmPassword?.message,
            }}
          />
          <div className="settings-page__actions">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Change password
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
