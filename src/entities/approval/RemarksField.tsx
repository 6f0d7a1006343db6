import { APPROVAL_REMARKS_MAX } from '../../shared/domain/approvals';
import { TextArea } from '../../shared/ui/TextArea';

interface RemarksFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
}

/**
 * Remarks of a request or a decision: up to APPROVAL_REMARKS_MAX (500) characters, and the field
 * says when it stops (spec-2 §9).
 */
export function RemarksField({ label, value, onChange, hint, disabled }: RemarksFieldProps) {
  return (
    <TextArea
      label={label}
      value={value}
      onChange={onChange}
      maxLength={APPROVAL_REMARKS_MAX}
      hint={hint}
      disabled={disabled}
    />
  );
}
