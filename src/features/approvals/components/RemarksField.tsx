import { useId } from 'react';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import { REMARKS_MAX_LENGTH, remarksLimitNotice } from '../schemas';
import '../../../shared/ui/Field.css';

interface RemarksFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
}

/** A multi-line remarks input that stops at 500 characters and says so (DECISIONS Texts). */
export function RemarksField({ label, value, onChange, hint, disabled }: RemarksFieldProps) {
  const id = useId();
  const atLimit = value.length >= REMARKS_MAX_LENGTH;
  const shownHint = atLimit ? remarksLimitNotice(REMARKS_MAX_LENGTH) : hint;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <textarea
          id={id}
          className="ui-field__input approvals-remarks"
          rows={3}
          maxLength={REMARKS_MAX_LENGTH}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy(id, shownHint, undefined)}
          // A pasted longer text is cut by maxLength; the notice below tells why.
          onChange={(event) => onChange(event.target.value.slice(0, REMARKS_MAX_LENGTH))}
        />
      </div>
      <FieldMessages id={id} hint={shownHint} />
    </div>
  );
}
