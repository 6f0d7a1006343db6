import { AddressFields } from '../../../shared/ui/address/AddressFields';
import {
  COUNTRY_OPTIONS,
  LEGAL_ENTITY_TYPE_OPTIONS,
} from '../../../shared/domain/onboarding/lookups';
import type { SelectOption } from '../../../shared/ui/SelectField';
import { Card } from '../../../shared/ui/Card';
import { FIELD_MAX } from '../model/forms';
import type { LockedFields } from './ApplicantFields';
import { FormSelectField, FormTextField, LockedAddress } from './FormFields';

/** Business Details, the business (spec-1 §3 Review data, Entity); industries from the bank. */
export function BusinessFields({
  locked,
  industries,
}: {
  locked: LockedFields;
  industries: readonly SelectOption[];
}) {
  return (
    <Card title="About your business">
      <div className="onboarding-form__grid">
        <FormTextField
          name="entityName"
          label="Business name"
          autoComplete="organization"
          maxLength={FIELD_MAX.entityName}
          locked={locked.has('entityName')}
        />
        <FormTextField
          name="uen"
          label="Registration number (UEN)"
          maxLength={FIELD_MAX.uen}
          locked={locked.has('uen')}
        />
        <FormTextField
          name="dateOfIncorporation"
          label="Date of incorporation"
          type="date"
          locked={locked.has('dateOfIncorporation')}
        />
        <FormSelectField
          name="countryOfIncorporation"
          label="Country of incorporation"
          options={COUNTRY_OPTIONS}
          placeholder="Select a country"
          locked={locked.has('countryOfIncorporation')}
        />
        <FormSelectField
          name="legalEntityType"
          label="Company type"
          options={LEGAL_ENTITY_TYPE_OPTIONS}
          locked={locked.has('legalEntityType')}
        />
        <FormSelectField
          name="primaryActivity"
          label="Primary industry"
          options={industries}
          placeholder="Select an industry"
          locked={locked.has('primaryActivity')}
        />
        <FormSelectField
          name="secondaryActivity"
          label="Secondary industry"
          options={industries}
          placeholder="Select an industry"
          locked={locked.has('secondaryActivity')}
        />
      </div>
      {locked.has('registeredAddress') ? (
        <LockedAddress name="registeredAddress" legend="Registered address" />
      ) : (
        <AddressFields name="registeredAddress" legend="Registered address" />
      )}
    </Card>
  );
}
