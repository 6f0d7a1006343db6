import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INVITABLE_ROLES } from '../../../shared/domain/invitations';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { failureText, inviteMembers } from '../invitations';
import { EMPTY_ROW, inviteFormSchema, MAX_ROWS, type InviteFormValues } from '../model/inviteForm';

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface Outcome {
  pending: string[];
  registered: string[];
}

/**
 * Several e-mails at once, each with its role (spec-3 §4 Invitations): the bank answers who is
 * now invited and who already has an account (not invited); both lists are shown.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useForm<InviteFormValues, unknown, z.output<typeof inviteFormSchema>>({
    defaultValues: { rows: [{ ...EMPTY_ROW }] },
    resolver: zodResolver(inviteFormSchema),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await inviteMembers(values.rows);
      setOutcome({ pending: answer.pendingEmailList, registered: answer.registeredEmailList });
      form.reset({ rows: [{ ...EMPTY_ROW }] });
      onInvited();
    } catch (error) {
      setFailure(failureText(error, 'The invitations could not be sent. Try again.'));
    }
  });

  return (
    <form className="invite-form" onSubmit={submit} noValidate aria-label="Invite people">
      {rows.fields.map((field, index) => (
        <fieldset key={field.id} className="invite-form__row">
          <legend className="invite-form__legend">Person {index + 1}</legend>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            maxLength={254}
            error={errors.rows?.[index]?.email?.message}
            {...form.register(`rows.${index}.email`)}
          />
          <SelectField
            label="Role"
            placeholder="Select a role"
            options={ROLE_OPTIONS}
            error={errors.rows?.[index]?.role?.message}
            {...form.register(`rows.${index}.role`)}
          />
          {rows.fields.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="invite-form__remove"
              icon={<Trash2 aria-hidden size={16} />}
              onClick={() => rows.remove(index)}
              aria-label={`Remove person ${index + 1}`}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      <div className="invite-form__actions">
        {rows.fields.length < MAX_ROWS && (
          <Button
            variant="secondary"
            icon={<Plus aria-hidden size={16} />}
            onClick={() => rows.append({ ...EMPTY_ROW })}
          >
            Add another person
          </Button>
        )}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Send invitations
        </Button>
      </div>
      {failure && (
        <Alert kind="error" title="Invitations not sent">
          {failure}
        </Alert>
      )}
      {outcome && outcome.pending.length > 0 && (
        <Alert kind="success" title="Invitations sent">
          <p>Each of them gets an e-mail with a link to join your team:</p>
          <ul className="invite-form__emails">
            {outcome.pending.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </Alert>
      )}
      {outcome && outcome.registered.length > 0 && (
        <Alert kind="info" title="Already registered">
          <p>These e-mail addresses already have an account, so no invitation was sent:</p>
          <ul className="invite-form__emails">
            {outcome.registered.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </Alert>
      )}
    </form>
  );
}
