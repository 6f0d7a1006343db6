import { AddressFields } from '../../../shared/ui/address/AddressFields';
import { GENDER_OPTIONS, NATIONALITY_OPTIONS } from '../../../shared/domain/onboarding/lookups';
import { Card } from '../../../shared/ui/Card';
import { FIELD_MAX, type DetailsValues } from '../model/forms';
import { FormSelectField, FormTextField, LockedAddress } from './FormFields';

export type LockedFields = ReadonlySet<keyof DetailsValues>;

/** Business Details, the applicant (spec-1 §3 Review data, Person). */
export function ApplicantFields({ locked }: { locked: LockedFields }) {
  return (
    <Card title="About you">
      <div className="onboarding-form__grid">
        <FormTextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={FIELD_MAX.name}
          locked={locked.has('firstName')}
        />
        <FormTextField
          name="middleName"
          label="Middle name (optional)"
          autoComplete="additional-name"
          maxLength={FIELD_MAX.name}
          locked={locked.has('middleName')}
        />
        <FormTextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          maxLength={FIELD_MAX.name}
          locked={locked.has('lastName')}
        />
        <FormSelectField
          name="gender"
          label="Gender"
          options={GENDER_OPTIONS}
          locked={locked.has('gender')}
        />
        <FormTextField
          name="dob"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          locked={locked.has('dob')}
        />
        <FormSelectField
          name="nationalityCode"
          label="Nationality"
          options={NATIONALITY_OPTIONS}
          placeholder="Select a nationality"
          locked={locked.has('nationalityCode')}
        />
        <FormTextField
          name="uinfin"
          label="Identity number (NRIC or FIN)"
          maxLength={FIELD_MAX.uinfin}
          locked={locked.has('uinfin')}
        />
      </div>
      {locked.has('residentialAddress') ? (
        <LockedAddress name="residentialAddress" legend="Residential address" />
      ) : (
        <AddressFields name="residentialAddress" legend="Residential address" />
      )}
    </Card>
  );
}
