import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { NewRecipient } from '../../shared/contracts/recipients';
import type { Corridor } from '../../shared/domain/corridors';
import type { Recipient } from '../../shared/domain/recipient';
import { applyCurrencyEffects, changeCountry } from '../../shared/domain/recipients/effects';
import { recipientFieldSpecs } from '../../shared/domain/recipients/fieldSpecs';
import { recipientSchema, type RecipientDraft } from '../../shared/domain/recipients/schema';
import {
  RECIPIENT_FIELDS,
  type RecipientContext,
  type RecipientFormValues,
} from '../../shared/domain/recipients/types';
import { rulesFor } from '../../shared/domain/recipients/validate';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { showToast } from '../../shared/ui/toastStore';
import { RecipientFormConfirm } from './RecipientFormConfirm';
import { RecipientFormFields } from './RecipientFormFields';
import {
  addNewRecipient,
  checkNewRecipient,
  type RecipientCallFailure,
} from './recipientFormActions';
import {
  allowedAccountTypes,
  countryChoices,
  currencyChoices,
  differsFrom,
  initialRecipientValues,
  isTelegraphic,
  setByEffects,
  shownValues,
  toNewRecipient,
} from './recipientFormModel';
import { useRecipientFormSettings } from './recipientFormSettings';
import {
  RECIPIENT_FORM_SPEC_TEXTS as SPEC,
  RECIPIENT_FORM_TEXTS as TEXTS,
} from './recipientFormTexts';
import './RecipientForm.css';

type FormResolver = Resolver<RecipientFormValues, unknown, RecipientDraft>;

export type RecipientFormStep = 'form' | 'confirm';

export interface RecipientFormProps {
  type: 'LOCAL' | 'OVERSEAS';
  /** Transfers (default) or Claims: the claims variant saves without the duplicate check. */
  purpose?: 'Transfers' | 'Claims';
  initialValues?: Partial<RecipientFormValues>;
  onAdded(recipient: Recipient): void;
  onCancel(): void;
  /** The payout wizard's content steps 3 (form) and 4 (confirmation) follow this. */
  onStepChange?(step: RecipientFormStep): void;
}

/** The context of the rules for these values: the route's limits follow country and currency. */
const contextFor = (
  base: RecipientContext,
  corridors: readonly Corridor[],
  values: RecipientFormValues,
): RecipientContext => ({
  ...base,
  telegraphic: isTelegraphic(base.type, values.country, values.currency, corridors),
});

/**
 * spec-2 §2 Add-recipient form, §4 Add recipient and Currency effects: country and currency,
 * then the fields the currency's rules show (recipientFieldSpecs), each checked by
 * recipientSchema on blur and on Next. Next runs the bank's duplicate check, then the
 * confirmation shows what the bank will get; Confirm adds it and writes it into the cache. The
 * claims variant (purpose Claims) saves a change of its initial values at once, unchecked.
 */
export function RecipientForm({
  type,
  purpose = 'Transfers',
  initialValues,
  onAdded,
  onCancel,
  onStepChange,
}: RecipientFormProps) {
  const claims = purpose === 'Claims';
  const { vndCorporate, ownAccountNumbers, corridors } = useRecipientFormSettings();
  const base = useMemo<RecipientContext>(
    () => ({ type, purpose, vndCorporate, ownAccountNumbers }),
    [type, purpose, vndCorporate, ownAccountNumbers],
  );
  const [initial] = useState(() => initialRecipientValues(type, initialValues));

  // The rules of the values checked: hidden fields read as empty, the route's limits applied.
  const resolver = useMemo<FormResolver>(
    () => (values, context, options) => {
      const rules = contextFor(base, corridors, values);
      const read = shownValues(values, recipientFieldSpecs(values.currency, rules));
      // The schema reads every field as optional text: the form's values (all text) fit it.
      const check = zodResolver(recipientSchema(rules)) as unknown as FormResolver;
      return check(read, context, options);
    },
    [base, corridors],
  );
  const form = useForm<RecipientFormValues, unknown, RecipientDraft>({
    mode: 'onTouched',
    defaultValues: initial,
    resolver,
  });

  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [request, setRequest] = useState<NewRecipient | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const watched = useWatch({ control: form.control, name: [...RECIPIENT_FIELDS] });
  const values = Object.fromEntries(
    RECIPIENT_FIELDS.map((field, i) => [field, watched[i] ?? '']),
  ) as RecipientFormValues;
  const context = contextFor(base, corridors, values);
  const specs = recipientFieldSpecs(values.currency, context);

  const goTo = (next: RecipientFormStep) => {
    setNotice(null);
    setStep(next);
    onStepChange?.(next);
  };

  /** Writes what a choice and its currency effects changed; rechecks once the user has submitted. */
  const update = (next: RecipientFormValues) => {
    const current = form.getValues();
    for (const field of RECIPIENT_FIELDS)
      if (next[field] !== current[field]) form.setValue(field, next[field], { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger();
  };
  const effects = (next: RecipientFormValues) => applyCurrencyEffects(next, { vndCorporate });

  const showFailure = (failure: RecipientCallFailure, onAdd: boolean) => {
    if (failure.kind === 'offline') {
      setNotice(failure.message);
      return;
    }
    if (failure.kind === 'other') {
      showToast({
        kind: 'error',
        title: SPEC.failureTitle,
        message: onAdd ? SPEC.addFailure : failure.message,
      });
      return;
    }
    // A duplicate or a field the bank refused: said on the form, where it can be corrected.
    const field = failure.kind === 'duplicate' ? 'accountNumber' : failure.field;
    const message = failure.kind === 'duplicate' ? SPEC.duplicate : failure.message;
    showToast({
      kind: 'error',
      title: SPEC.failureTitle,
      ...(failure.kind === 'duplicate' ? {} : { message: SPEC.addFailure }),
    });
    // Back on the form first (its fields mounted), so the refused field can take the focus.
    if (step !== 'form') flushSync(() => goTo('form'));
    form.setError(field, { message }, { shouldFocus: true });
  };

  // Busy from the click: the button is disabled (loading) before a second click can land.
  const add = async (next: NewRecipient) => {
    if (adding) return;
    setAdding(true);
    setNotice(null);
    const added = await addNewRecipient(next);
    setAdding(false);
    if (added.ok) onAdded(added.value);
    else showFailure(added.failure, true);
  };

  const submit = form.handleSubmit(async (draft) => {
    const next = toNewRecipient(draft, purpose);
    setNotice(null);
    if (claims) return add(next);
    const checked = await checkNewRecipient(next);
    if (!checked.ok) return showFailure(checked.failure, false);
    setRequest(next);
    goTo('confirm');
  });

  if (step === 'confirm' && request)
    return (
      <RecipientFormConfirm
        type={type}
        request={request}
        busy={adding}
        notice={notice}
        onBack={() => goTo('form')}
        onConfirm={() => void add(request)}
      />
    );

  const submitting = form.formState.isSubmitting || adding;
  return (
    <form
      className="recipient-form"
      aria-label={type === 'LOCAL' ? SPEC.addLocal : SPEC.addOverseas}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <RecipientFormFields
        form={form}
        type={type}
        specs={specs}
        countries={countryChoices(type, corridors)}
        currencies={currencyChoices(type, values.country, corridors)}
        accountTypes={allowedAccountTypes(values, { vndCorporate })}
        routing={rulesFor(values, context)?.routing ?? null}
        setByEffects={(field) => setByEffects(values, { vndCorporate }, field)}
        onCountry={(country) =>
          update(
            effects(
              changeCountry(form.getValues(), country, currencyChoices(type, country, corridors)),
            ),
          )
        }
        onCurrency={(currency) => update(effects({ ...form.getValues(), currency }))}
        onAccountType={(accountType) => update(effects({ ...form.getValues(), accountType }))}
      />
      {notice && <Alert kind="warning">{notice}</Alert>}
      <div className="recipient-form__actions">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {SPEC.cancel}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={submitting}
          disabled={claims && !differsFrom(values, initial)}
        >
          {claims ? TEXTS.save : SPEC.next}
        </Button>
      </div>
    </form>
  );
}
