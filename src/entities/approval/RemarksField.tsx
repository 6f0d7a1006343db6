import { TextArea } from '../../../shared/ui/TextArea';
import { REMARKS_MAX_LENGTH } from '../schemas';

interface RemarksFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
}

/** Remarks of a request or a decision: up to 500 characters, and the field says when it stops (spec-2 §9). */
export function RemarksField({ label, value, onChange, hint, disabled }: RemarksFieldProps) {
  return (
    <TextArea
      label={label}
      value={value}
      onChange={onChange}
      maxLength={REMARKS_MAX_LENGTH}
      hint={hint}
      disabled={disabled}
    />
  );
}
