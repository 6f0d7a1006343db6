import { useId } from 'react';
import { OTHER_BANK, SINGAPORE_BANKS } from '../../shared/domain/recipients/singaporeBanks';
import { FieldMessages, describedBy } from '../../shared/ui/FieldMessages';
import { RECIPIENT_FORM_TEXTS as TEXTS } from './recipientFormTexts';
import '../../shared/ui/Field.css';

/**
 * A local recipient's bank, picked from the Singapore banks (SINGAPORE_BANKS) or 'Other bank'.
 * A listed bank fills the bank name and the SWIFT code (the form's values, checked by the spec's
 * rules as if typed); 'Other bank' shows both fields to type. Not a value of the form itself.
 */
export function SingaporeBankField({
  choice,
  onChoose,
}: {
  choice: string;
  onChoose: (choice: string) => void;
}) {
  const id = useId();
  const hint = choice && choice !== OTHER_BANK ? TEXTS.swiftFromBank : undefined;
  return (
    <div className="ui-field recipient-form__field--bank">
      <label className="ui-field__label" htmlFor={id}>
        {TEXTS.bank}
      </label>
      <select
        id={id}
        className="ui-field__input"
        value={choice}
        aria-describedby={describedBy(id, hint, undefined)}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">{TEXTS.selectBank}</option>
        {SINGAPORE_BANKS.map((bank) => (
          <option key={bank.bic} value={bank.bic}>
            {bank.name}
          </option>
        ))}
        <option value={OTHER_BANK}>{TEXTS.otherBank}</option>
      </select>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
