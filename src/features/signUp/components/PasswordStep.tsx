import '../../../shared/ui/AuthPanel.css';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../shared/ui/Button';
import { PasswordRules } from '../../../shared/ui/PasswordRules';
import { TextField } from '../../../shared/ui/TextField';
import { passwordStepSchema, type PasswordStepForm, type PasswordStepValues } from '../schemas';

/**
 * The new password and its repetition, with the policy under it (PasswordRules: each rule ticked
 * as soon as the typed password meets it).
 */
export function PasswordStep({
  email,
  submitLabel,
  onSubmit,
}: {
  /** For password managers: the account the password is saved with. */
  email: string;
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const form = useForm<PasswordStepForm, unknown, PasswordStepValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(passwordStepSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const submit = form.handleSubmit(({ password: chosen }) => onSubmit(chosen));

  return (
    <form className="auth-panel__form" onSubmit={submit} noValidate>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
