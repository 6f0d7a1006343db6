import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldSpec } from '../../shared/domain/recipients/fieldSpecs';
import { countryName } from '../../shared/domain/recipients/messages';
import type { RecipientDraft } from '../../shared/domain/recipients/schema';
import {
  bankChoiceOf,
  OTHER_BANK,
  singaporeBankOf,
} from '../../shared/domain/recipients/singaporeBanks';
import {
  BANK_ACCOUNT_TYPES,
  type AccountType,
  type RecipientField,
  type RecipientFormValues,
  type RecipientType,
  type RoutingCodeType,
} from '../../shared/domain/recipients/types';
import { TextField } from '../../shared/ui/TextField';
import { FieldLabel, RadioField, Section, SelectField, type Choice } from './RecipientFormControls';
import { SingaporeBankField } from './SingaporeBankField';
import {
  OPTION_LABELS,
  RECIPIENT_FIELD_LABELS as LABELS,
  RECIPIENT_FORM_SPEC_TEXTS as SPEC,
  RECIPIENT_FORM_TEXTS as TEXTS,
  routingLabel,
} from './recipientFormTexts';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const currencyLabel = (code: string) =>
  `${code} - ${code === 'MCA' ? TEXTS.multiCurrency : (currencyNames.of(code) ?? code)}`;

const choices = (codes: readonly string[], allowed?: readonly string[]): Choice[] =>
  codes.map((code) => ({
    value: code,
    label: OPTION_LABELS[code] ?? code,
    disabled: allowed ? !allowed.includes(code) : false,
  }));

export interface RecipientFormFieldsProps {
  form: UseFormReturn<RecipientFormValues, unknown, RecipientDraft>;
  type: RecipientType;
  /** What the currency shows; undefined until a currency the country allows is chosen. */
  specs: Record<RecipientField, FieldSpec> | undefined;
  countries: readonly string[];
  currencies: readonly string[];
  /** The account types the currency allows (spec-2 §4: CNY Corporate, VND Individual). */
  accountTypes: readonly AccountType[];
  /** The currency's local routing code, null when SWIFT alone pays. */
  routing: RoutingCodeType | null;
  /** Fields the currency effects write (KRW's +82, BRL's CPF/CNPJ): read-only. */
  setByEffects: (field: RecipientField) => boolean;
  onCountry: (country: string) => void;
  onCurrency: (currency: string) => void;
  onAccountType: (accountType: string) => void;
}

/** The three sections of spec-2 §2 Add-recipient form, with the fields the currency shows. */
export function RecipientFormFields(props: RecipientFormFieldsProps) {
  const { form, type, specs, countries, currencies } = props;
  const errors = form.formState.errors;
  const errorOf = (field: RecipientField) => errors[field]?.message;
  const local = type === 'LOCAL';
  // A local recipient's bank is picked (issue 23); a listed bank fills the name and SWIFT code.
  const [bankChoice, setBankChoice] = useState(() => bankChoiceOf(form.getValues()));
  const listedBank = local && bankChoice !== '' && bankChoice !== OTHER_BANK;
  const chooseBank = (choice: string) => {
    setBankChoice(choice);
    const bank = singaporeBankOf(choice);
    const touched = form.formState.isSubmitted;
    const set = (field: 'bankName' | 'swiftCodeValue', value: string) =>
      form.setValue(field, value, { shouldDirty: true, shouldValidate: touched });
    if (bank) {
      set('bankName', bank.name);
      set('swiftCodeValue', bank.bic);
    } else if (listedBank) {
      // From a listed bank to 'Other bank' or none: its name and code are not the typed ones.
      set('bankName', '');
      set('swiftCodeValue', '');
    }
  };

  const text = (field: RecipientField, label: string = LABELS[field], readOnly = false) => {
    const spec = specs?.[field];
    if (!spec?.shown) return null;
    return (
      <TextField
        key={field}
        label={<FieldLabel text={label} required={spec.required} />}
        maxLength={spec.max}
        autoComplete="off"
        readOnly={readOnly || undefined}
        aria-required={spec.required || undefined}
        error={errorOf(field)}
        className={`recipient-form__field--${field}`}
        {...form.register(field)}
      />
    );
  };

  return (
    <>
      <Section title={SPEC.sectionCountry}>
        <SelectField
          label={LABELS.country}
          required
          error={errorOf('country')}
          choices={countries.map((code) => ({ value: code, label: countryName(code) }))}
          placeholder={local ? undefined : TEXTS.selectCountry}
          registration={form.register('country')}
          onChoose={props.onCountry}
        />
        <SelectField
          label={LABELS.currency}
          required
          error={errorOf('currency')}
          choices={currencies.map((code) => ({ value: code, label: currencyLabel(code) }))}
          placeholder={currencies.length === 0 ? TEXTS.selectCountryFirst : TEXTS.selectCurrency}
          registration={form.register('currency')}
          onChoose={props.onCurrency}
        />
      </Section>
      {specs ? (
        <>
          <Section title={SPEC.sectionRecipient}>
            {specs.accountType.shown && (
              <RadioField
                legend={LABELS.accountType}
                required={specs.accountType.required}
                error={errorOf('accountType')}
                choices={choices(['INDIVIDUAL', 'CORPORATE'], props.accountTypes)}
                registration={form.register('accountType')}
                onChoose={props.onAccountType}
              />
            )}
            {text('name')}
            {text('identificationType', LABELS.identificationType, true)}
            {text('identificationValue')}
            {text(
              'contactCountryCode',
              LABELS.contactCountryCode,
              props.setByEffects('contactCountryCode'),
            )}
            {text('contactNumber')}
            {text('email')}
            {text('relationship')}
            {text('address')}
            {text('addressLineTwo')}
            {text('addressLineThree')}
            {text('city')}
            {text('state')}
            {text('postal')}
          </Section>
          <Section title={SPEC.sectionAccount}>
            {local && specs.bankName.shown && (
              <SingaporeBankField choice={bankChoice} onChoose={chooseBank} />
            )}
            {(!local || bankChoice === OTHER_BANK) && text('bankName')}
            {text('accountNumber')}
            {specs.bankAccountType.shown && (
              <RadioField
                legend={LABELS.bankAccountType}
                required={specs.bankAccountType.required}
                error={errorOf('bankAccountType')}
                choices={choices(BANK_ACCOUNT_TYPES)}
                registration={form.register('bankAccountType')}
              />
            )}
            {text('routingCodeValue', routingLabel(props.routing))}
            {text('swiftCodeValue', LABELS.swiftCodeValue, listedBank)}
            {text('bankCode')}
            {text('intermediatoryBankSwiftCode')}
          </Section>
        </>
      ) : (
        <p className="recipient-form__hint">{TEXTS.chooseCurrency}</p>
      )}
    </>
  );
}
