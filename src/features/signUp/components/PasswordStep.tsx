import { Check, Circle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES } from '../../../shared/domain/passwordPolicy';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { passwordStepSchema, type PasswordStepForm, type PasswordStepValues } from '../schemas';

/**
 * The new password and its repetition, with the policy under it: each rule ticked as soon as
 * the typed password meets it (src/shared/domain/passwordPolicy.ts, the bank's rules too).
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
    <form className="sign-up__form" onSubmit={submit} noValidate>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="password-rules">
        <p className="password-rules__title">Your password needs</p>
        <ul aria-label="Password rules">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.met(password);
            return (
              <li
                key={rule.id}
                className={`password-rules__rule${met ? ' password-rules__rule--met' : ''}`}
              >
                {met ? <Check aria-hidden /> : <Circle aria-hidden />}
                {rule.label}
                <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
              </li>
            );
          })}
        </ul>
      </div>
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
