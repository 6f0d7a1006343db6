import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../shared/ui/Button';
import { DemoCodeHint } from '../../../../shared/ui/DemoCodeHint';
import { Modal } from '../../../../shared/ui/Modal';
import { OtpInput } from '../../../../shared/ui/OtpInput';
import { TextField } from '../../../../shared/ui/TextField';
import {
  describeStepFailure,
  removalSchema,
  removeApp,
  type RemovalForm,
  type RemovalValues,
} from '../../authenticator';
import '../SettingsPages.css';

import { Failure } from './stepParts';

/** The confirming dialog: the password and a current code of the app; a refusal keeps both. */
export function RemoveDialog({
  onClose,
  onRemoved,
}: {
  onClose: () => void;
  onRemoved: () => void;
}) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<RemovalForm, unknown, RemovalValues>({
    resolver: zodResolver(removalSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await removeApp(values);
      onRemoved();
    } catch (error) {
      const said = describeStepFailure(error, 'TOTP');
      if (said.field === 'password')
        form.setError('password', { message: said.message }, { shouldFocus: true });
      else if (said.field === 'code')
        form.setError('code', { message: said.lines.join(' ') }, { shouldFocus: true });
      else setFailure(said.lines);
    }
  });
  return (
    <Modal
      open
      title="Remove authenticator app?"
      width="sm"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="remove-authenticator" variant="danger" loading={isSubmitting}>
            Remove app
          </Button>
        </>
      }
    >
      <form id="remove-authenticator" className="settings-page__form" onSubmit={submit} noValidate>
        <p>
          Sign-ins and payments will ask for a code by SMS instead. Confirm with your password and a
          current code from the app.
        </p>
        {failure && <Failure lines={failure} />}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <OtpInput
          label="Code from the app"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <DemoCodeHint method="TOTP" />
      </form>
    </Modal>
  );
}
