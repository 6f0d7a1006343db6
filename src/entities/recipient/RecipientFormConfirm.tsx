import { useEffect, useId, useRef } from 'react';
import type { NewRecipient } from '../../shared/contracts/recipients';
import { countryName } from '../../shared/domain/recipients/messages';
import type { RecipientField, RecipientType } from '../../shared/domain/recipients/types';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import {
  OPTION_LABELS,
  RECIPIENT_FIELD_LABELS as LABELS,
  RECIPIENT_FORM_SPEC_TEXTS as SPEC,
  RECIPIENT_FORM_TEXTS as TEXTS,
  routingLabel,
} from './recipientFormTexts';

/** The confirmation's rows, in the form's order; the routing code type names its value's row. */
const ROWS: readonly RecipientField[] = [
  'country',
  'currency',
  'accountType',
  'name',
  'identificationType',
  'identificationValue',
  'contactCountryCode',
  'contactNumber',
  'email',
  'relationship',
  'address',
  'addressLineTwo',
  'addressLineThree',
  'city',
  'state',
  'postal',
  'bankName',
  'accountNumber',
  'bankAccountType',
  'routingCodeValue',
  'swiftCodeValue',
  'bankCode',
  'intermediatoryBankSwiftCode',
];

interface Props {
  type: RecipientType;
  request: NewRecipient;
  busy: boolean;
  /** Why nothing was sent (offline). */
  notice: string | null;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation (the overseas form's review step, spec-2 §2): the recipient as the bank will
 * get it, cleaned and upper-cased as sent. Back returns to the form with every value kept.
 */
export function RecipientFormConfirm({ type, request, busy, notice, onBack, onConfirm }: Props) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaced the form: focus its title so keyboard and screen reader users start here.
  useEffect(() => heading.current?.focus(), []);
  const rows = ROWS.flatMap((field) => {
    // The local form does not ask for the account type (docs/decisions/recipients.md).
    if (field === 'accountType' && type === 'LOCAL') return [];
    const value = request[field as keyof NewRecipient];
    if (value === undefined || value === '') return [];
    const label =
      field === 'routingCodeValue' ? routingLabel(request.routingCodeType) : LABELS[field];
    const shown = field === 'country' ? countryName(value) : (OPTION_LABELS[value] ?? value);
    return [{ field, label, shown }];
  });
  return (
    <section className="recipient-form recipient-form__confirm" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="recipient-form__title">
        {type === 'OVERSEAS' ? TEXTS.reviewTitle : TEXTS.confirmTitle}
      </h2>
      <p className="recipient-form__hint">{TEXTS.confirmIntro}</p>
      <dl className="summary-list recipient-form__summary">
        {rows.map((row) => (
          <div key={row.field}>
            <dt>{row.label}</dt>
            <dd>{row.shown}</dd>
          </div>
        ))}
      </dl>
      {notice && <Alert kind="warning">{notice}</Alert>}
      <div className="recipient-form__actions">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          {SPEC.back}
        </Button>
        <Button type="button" variant="primary" onClick={onConfirm} loading={busy}>
          {SPEC.confirm}
        </Button>
      </div>
    </section>
  );
}
