import { useController, type Control } from 'react-hook-form';
import { APPROVAL_REMARKS_MAX } from '../../shared/domain/approvals';
import { TextArea } from '../../shared/ui/TextArea';
import type { RemarksForm, RemarksValues } from './remarks';

interface RemarksFieldProps {
  /** The form the remarks belong to (react-hook-form, remarksFormSchema). */
  control: Control<RemarksForm, unknown, RemarksValues>;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * Remarks of a request or a decision: up to APPROVAL_REMARKS_MAX (500) characters, and the field
 * says when it stops (spec-2 §9).
 */
export function RemarksField({ control, label, hint, disabled }: RemarksFieldProps) {
  const { field, fieldState } = useController({ control, name: 'remarks' });
  return (
    <TextArea
      label={label}
      value={field.value}
      onChange={field.onChange}
      maxLength={APPROVAL_REMARKS_MAX}
      hint={hint}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}
