import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Card } from '../../../shared/ui/Card';
import { FieldMessages } from '../../../shared/ui/FieldMessages';
import { CARD_ADDRESS_LABELS, FIELD_MAX, type CardValues } from '../model/forms';
import { FormTextField } from './FormFields';

/** Card Creation: the name on the company's first card and where it is sent. */
export function CardFields({
  addresses,
}: {
  addresses: Record<keyof typeof CARD_ADDRESS_LABELS, string>;
}) {
  const { control, register } = useFormContext<CardValues>();
  const { errors } = useFormState({ control, name: 'cardAddressType' });
  const error = errors.cardAddressType?.message;
  const id = useId();
  return (
    <Card title="Your card">
      <div className="onboarding-form__grid">
        <FormTextField
          name="nameOnCard"
          label="Name on card"
          hint={`At most ${FIELD_MAX.nameOnCard} characters`}
          maxLength={FIELD_MAX.nameOnCard}
          autoComplete="cc-name"
        />
      </div>
      <fieldset
        className="onboarding-form__group"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend>Send the card to</legend>
        {(Object.keys(CARD_ADDRESS_LABELS) as (keyof typeof CARD_ADDRESS_LABELS)[]).map((type) => (
          <div key={type} className="onboarding-form__radio">
            <input
              id={`${id}-${type}`}
              type="radio"
              value={type}
              aria-describedby={addresses[type] ? `${id}-${type}-address` : undefined}
              {...register('cardAddressType')}
            />
            <span>
              <label htmlFor={`${id}-${type}`}>{CARD_ADDRESS_LABELS[type]}</label>
              {addresses[type] && (
                <span id={`${id}-${type}-address`} className="onboarding-page__muted">
                  {addresses[type]}
                </span>
              )}
            </span>
          </div>
        ))}
        <FieldMessages id={id} error={error} />
      </fieldset>
    </Card>
  );
}
