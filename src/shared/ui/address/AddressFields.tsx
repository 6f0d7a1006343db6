import {
  get,
  useController,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
} from 'react-hook-form';
import {
  ADDRESS_LINE_MAX,
  ADDRESS_MESSAGES,
  ADDRESS_PART_MAX,
  ADDRESS_PARTS,
  addressPartsFor,
  isRequiredPart,
  isSingapore,
  type AddressPart,
} from '../../domain/onboarding/address';
import { countryName } from '../../domain/countries';
import { COUNTRY_OPTIONS, type LookupOption } from '../../domain/onboarding/lookups';
import { SelectField } from '../SelectField';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import './AddressFields.css';

/** The parts' labels; optional parts say so. */
const LABELS: Readonly<Record<AddressPart, string>> = {
  country: 'Country',
  postal: 'Postal code',
  block: 'Block / House number',
  street: 'Street name',
  floor: 'Floor',
  unit: 'Unit number',
  building: 'Building name',
  city: 'City',
  state: 'State / Province',
  lineOne: 'Address line 1',
  lineTwo: 'Address line 2',
  lineThree: 'Address line 3',
};

const LINES: ReadonlySet<AddressPart> = new Set(['lineOne', 'lineTwo', 'lineThree']);

export const labelOf = (part: AddressPart): string =>
  isRequiredPart(part) ? LABELS[part] : `${LABELS[part]} (optional)`;

/** What the field says when the country cannot be changed. */
export const COUNTRY_LOCKED_HINT = 'The country of this address cannot be changed.';

export interface AddressFieldsProps {
  /** Where the address (AddressValues) sits in the form: 'residentialAddress'. */
  name: string;
  /** The group's title ('Residential address'). */
  legend: string;
  /** The country is shown, not chosen (spec-1 §5: the business mailing address for an admin). */
  countryLocked?: boolean;
  /** The countries offered; every ISO 3166 country by default, Singapore first. */
  countries?: readonly LookupOption[];
}

/**
 * The parts of one address in a react-hook-form form (inside its FormProvider), validated by
 * addressSchema(): the country (Singapore by default, from the form's default values), then
 * Singapore's postal code, block, street, floor, unit and building, or another country's three
 * address lines (text areas of 50 characters with a counter), city, state and postal code with
 * the '000000' hint. Choosing another country empties every other part (spec-1 §5).
 */
export function AddressFields({
  name,
  legend,
  countryLocked = false,
  countries = COUNTRY_OPTIONS,
}: AddressFieldsProps) {
  const { control, register, setValue, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name });
  const country = (useWatch({ control, name: `${name}.country` }) as string | undefined) ?? '';
  const path = (part: AddressPart) => `${name}.${part}`;
  const errorOf = (part: AddressPart) =>
    (get(errors, path(part)) as FieldError | undefined)?.message;
  const others = ADDRESS_PARTS.filter((part) => part !== 'country').map(path);

  return (
    <fieldset className="ui-address">
      <legend className="ui-address__legend">{legend}</legend>
      {countryLocked ? (
        <TextField
          label={LABELS.country}
          value={countryName(country)}
          readOnly
          hint={COUNTRY_LOCKED_HINT}
        />
      ) : (
        <SelectField
          label={LABELS.country}
          options={countries}
          placeholder="Select a country"
          error={errorOf('country')}
          autoComplete="country"
          {...register(path('country'), {
            onChange: () => {
              for (const part of others) setValue(part, '', { shouldDirty: true });
              clearErrors(others);
            },
          })}
        />
      )}
      {addressPartsFor(country).map((part) =>
        LINES.has(part) ? (
          <AddressLine key={part} name={path(part)} label={labelOf(part)} />
        ) : (
          <TextField
            key={`${part}-${isSingapore(country)}`}
            label={labelOf(part)}
            maxLength={ADDRESS_PART_MAX[part]}
            error={errorOf(part)}
            hint={
              part === 'postal' && !isSingapore(country)
                ? ADDRESS_MESSAGES.postalHintNonSingapore
                : undefined
            }
            inputMode={part === 'postal' && isSingapore(country) ? 'numeric' : undefined}
            {...register(path(part))}
          />
        ),
      )}
    </fieldset>
  );
}

/** An address line: a text area of at most 50 characters with its counter. */
function AddressLine({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  // Taken apart: the lint reads any use of an object holding a ref as reading the ref.
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextArea
      label={label}
      name={name}
      ref={ref}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      maxLength={ADDRESS_LINE_MAX}
      rows={2}
      counter
      error={fieldState.error?.message}
    />
  );
}
