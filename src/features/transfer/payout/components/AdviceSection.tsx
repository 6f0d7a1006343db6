import type { AdviceField, AdviceValues } from '../model/adviceRules';
import { AdviceFields } from './AdviceFields';
import { AttachmentsField } from './AttachmentsField';
import type { DetailsForm } from '../useDetailsForm';

interface Props {
  form: DetailsForm<AdviceValues>;
  errors: Partial<Record<AdviceField, string>>;
  /** Toggle transferNotification: the payment advice is offered. */
  notificationOn: boolean;
  onReading: (count: number) => void;
}

/** The part both payout forms end with: payment advice (when offered) and attachments. */
export function AdviceSection({ form, errors, notificationOn, onReading }: Props) {
  const { values } = form;
  return (
    <>
      {notificationOn && (
        <AdviceFields
          values={values}
          errors={errors}
          edit={form.edit}
          touch={form.touch}
          untouch={form.untouch}
        />
      )}
      <AttachmentsField
        files={values.attachments}
        error={errors.attachments}
        // A file read later joins the files there are then, not those of this render.
        onAdd={(file) => form.edit({ attachments: [...form.current().attachments, file] }, [])}
        onRemove={(index) =>
          form.edit({ attachments: values.attachments.filter((_, i) => i !== index) }, [])
        }
        onReading={onReading}
      />
    </>
  );
}
