import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import {
  NOTIFICATION_REMARKS_MAX,
  PAYMENT_ADVICE_EMAIL_MAX,
  PAYMENT_ADVICE_MAX,
} from '../../../../shared/domain/payouts';
import { cleanText } from '../../../../shared/text/cleanText';
import { Button } from '../../../../shared/ui/Button';
import { Checkbox } from '../../../../shared/ui/Checkbox';
import { TextArea } from '../../../../shared/ui/TextArea';
import { TextField } from '../../../../shared/ui/TextField';
import { emailProblem, type AdviceField, type AdviceValues } from '../model/adviceRules';
import { PAYOUT_MESSAGES as M } from '../model/messages';

interface Props {
  values: AdviceValues;
  errors: Partial<Record<AdviceField, string>>;
  edit: (patch: Partial<AdviceValues>, touched?: readonly string[]) => void;
  touch: (field: AdviceField) => void;
  untouch: (field: AdviceField) => void;
}

/**
 * spec-2 §5 Notification: payment-advice e-mails (up to 5, each checked as it is added) and the
 * notification remarks, behind a switch. An e-mail's message shows when it is added (Add, Enter
 * or leaving the field) and goes while the next one is typed.
 */
export function AdviceFields({ values, errors, edit, touch, untouch }: Props) {
  const full = values.emails.length >= PAYMENT_ADVICE_MAX;
  const add = () => {
    const email = cleanText(values.emailDraft);
    if (email === '') return;
    if (emailProblem(values.emails, email)) touch('emailDraft');
    else edit({ emails: [...values.emails, email], emailDraft: '' }, []);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="payout-form__group">
      <legend className="payout-form__legend">Payment advice</legend>
      <Checkbox
        label="Send a payment advice by e-mail"
        checked={values.notify}
        onChange={(event) => edit({ notify: event.target.checked }, [])}
      />
      {values.notify && (
        <>
          <div className="payout-emails">
            <TextField
              label="E-mail address"
              type="email"
              autoComplete="off"
              maxLength={PAYMENT_ADVICE_EMAIL_MAX}
              value={values.emailDraft}
              disabled={full}
              hint={full ? M.paymentAdviceMax : `Up to ${PAYMENT_ADVICE_MAX} addresses.`}
              error={errors.emailDraft}
              onChange={(event) => {
                untouch('emailDraft');
                edit({ emailDraft: event.target.value }, []);
              }}
              onKeyDown={onKeyDown}
              onBlur={add}
            />
            <Button onClick={add} disabled={full} className="payout-emails__add">
              Add
            </Button>
          </div>
          {values.emails.length > 0 && (
            <ul className="payout-chips" aria-label="Payment advice recipients">
              {values.emails.map((email, i) => (
                <li key={email} className="payout-chips__item">
                  <span>{email}</span>
                  <button
                    type="button"
                    className="payout-chips__remove"
                    aria-label={`Remove ${email}`}
                    onClick={() => edit({ emails: values.emails.filter((_, j) => j !== i) }, [])}
                  >
                    <X aria-hidden size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <TextArea
            label="Notification remarks (optional)"
            maxLength={NOTIFICATION_REMARKS_MAX}
            value={values.remarks}
            error={errors.remarks}
            onChange={(remarks) => edit({ remarks })}
          />
        </>
      )}
    </fieldset>
  );
}
