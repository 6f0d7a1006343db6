import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import type { AddressValues } from '../../../shared/domain/onboarding/address';
import { SelectField, type SelectOption } from '../../../shared/ui/SelectField';
import { TextField, type TextFieldProps } from '../../../shared/ui/TextField';
import { formatAddress } from '../model/format';
import '../../../shared/ui/address/AddressFields.css';

/**
 * Fields of an onboarding form (inside its FormProvider), by name. A locked field shows the
 * identity registry's value, which the applicant cannot change (spec-1 §2: the registry path's
 * Business Details are prefilled from the registry).
 */

export const FROM_REGISTRY = 'Retrieved from the identity registry';

function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

function useValue(name: string): string {
  const { control } = useFormContext();
  return (useWatch({ control, name }) as string | undefined) ?? '';
}

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error'> & {
  name: string;
  locked?: boolean;
};

export function FormTextField({ name, label, locked = false, ...rest }: FormTextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const value = useValue(name);
  if (locked) return <TextField label={label} value={value} readOnly hint={FROM_REGISTRY} />;
  return <TextField label={label} error={error} {...rest} {...register(name)} />;
}

export function FormSelectField({
  name,
  label,
  options,
  placeholder = 'Select',
  locked = false,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  locked?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const value = useValue(name);
  if (locked) {
    const shown = options.find((o) => o.value === value)?.label ?? value;
    return <TextField label={label} value={shown} readOnly hint={FROM_REGISTRY} />;
  }
  return (
    <SelectField
      label={label}
      options={options}
      placeholder={placeholder}
      error={error}
      {...register(name)}
    />
  );
}

/** A registry address, shown as one read-only line under its title. */
export function LockedAddress({ name, legend }: { name: string; legend: string }) {
  const { control } = useFormContext();
  const address = useWatch({ control, name }) as AddressValues | undefined;
  return (
    <fieldset className="ui-address">
      <legend className="ui-address__legend">{legend}</legend>
      <TextField label="Address" value={formatAddress(address)} readOnly hint={FROM_REGISTRY} />
    </fieldset>
  );
}
