import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordRules } from './PasswordRules';
import { TextField } from './TextField';

/**
 * A new password with the policy's rules ticked as it is typed, then its repetition: the reset
 * page and Settings › Change password ask for it the same way.
 */
export function NewPasswordFields({
  password,
  confirm,
  typed,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** What the new-password field holds now, for the rules' ticks. */
  typed: string;
  errors: { password?: string; confirm?: string };
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Different from your current password."
        error={errors.password}
        {...password}
      />
      <PasswordRules password={typed} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
