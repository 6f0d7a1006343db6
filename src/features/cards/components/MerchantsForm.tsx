import { useId, useState } from 'react';
import {
  MERCHANT_CATEGORIES,
  type MerchantCategory,
  type MerchantRestriction,
} from '../../../shared/domain/cards';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';

export const MERCHANTS_TEXTS = {
  legend: 'Where the card can be used',
  none: 'No restriction',
  allowListed: 'Allowed categories only',
  categories: 'Categories',
  pickOne: 'Choose at least one category.',
  save: 'Save merchants',
  cancel: 'Cancel',
} as const;

/**
 * spec-3 §3 merchant control types: no restriction, or the listed categories only (one or more).
 * The categories are the bank's (GET /boom/v2/cards/merchants), MERCHANT_CATEGORIES until they load.
 */
export function MerchantsForm({
  current,
  categories = MERCHANT_CATEGORIES,
  disabled,
  busy,
  onSave,
  onCancel,
}: {
  current: MerchantRestriction;
  categories?: readonly { code: MerchantCategory; label: string }[];
  disabled: boolean;
  busy: boolean;
  onSave: (merchants: MerchantRestriction) => void;
  onCancel: () => void;
}) {
  const name = useId();
  const errorId = useId();
  const [type, setType] = useState(current.type);
  const [picked, setPicked] = useState<MerchantCategory[]>(
    current.type === 'ALLOW_LISTED' ? current.categories : [],
  );
  const [error, setError] = useState(false);
  const save = () => {
    if (type === 'NO_RESTRICTION') return onSave({ type });
    if (picked.length === 0) return setError(true);
    onSave({ type, categories: picked });
  };
  return (
    <form
      className="card-merchants"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <fieldset className="card-merchants__types">
        <legend>{MERCHANTS_TEXTS.legend}</legend>
        {(['NO_RESTRICTION', 'ALLOW_LISTED'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {value === 'NO_RESTRICTION' ? MERCHANTS_TEXTS.none : MERCHANTS_TEXTS.allowListed}
          </label>
        ))}
      </fieldset>
      {type === 'ALLOW_LISTED' && (
        <fieldset
          className="card-merchants__categories"
          aria-describedby={error ? errorId : undefined}
        >
          <legend>{MERCHANTS_TEXTS.categories}</legend>
          {categories.map((category) => (
            <Checkbox
              key={category.code}
              label={category.label}
              checked={picked.includes(category.code)}
              onChange={(event) => {
                setError(false);
                setPicked((was) =>
                  event.target.checked
                    ? [...was, category.code]
                    : was.filter((c) => c !== category.code),
                );
              }}
            />
          ))}
          {error && (
            <p id={errorId} className="card-merchants__error" role="alert">
              {MERCHANTS_TEXTS.pickOne}
            </p>
          )}
        </fieldset>
      )}
      <div className="card-merchants__actions">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {MERCHANTS_TEXTS.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={busy} disabled={disabled}>
          {MERCHANTS_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
