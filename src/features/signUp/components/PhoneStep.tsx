import '../../../shared/ui/AuthPanel.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { phoneStepSchema, type PhoneStepForm, type PhoneStepValues } from '../schemas';

/** The mobile number a code is texted to; the number typed before is kept. */
export function PhoneStep({
  phoneNumber,
  onSubmit,
}: {
  phoneNumber: string;
  onSubmit: (phoneNumber: string) => Promise<void>;
}) {
  const form = useForm<PhoneStepForm, unknown, PhoneStepValues>({
    defaultValues: { phoneNumber },
    resolver: zodResolver(phoneStepSchema),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className="auth-panel__form"
      onSubmit={form.handleSubmit(({ phoneNumber: typed }) => onSubmit(typed))}
      noValidate
    >
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        hint="With the country code, e.g. +65 9123 4567."
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
        Send code
      </Button>
    </form>
  );
}
