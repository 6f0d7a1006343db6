import { useFormContext, useWatch } from 'react-hook-form';
import {
  ACCOUNT_PURPOSE_OPTIONS,
  COUNTRY_OPTIONS,
  EMPLOYEE_COUNT_OPTIONS,
  MARKETING_MEDIA_OPTIONS,
  OTHER,
  SOURCE_OF_FUNDS_OPTIONS,
} from '../../../shared/domain/onboarding/lookups';
import { AddressFields } from '../../../shared/ui/address/AddressFields';
import { Card } from '../../../shared/ui/Card';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { FIELD_MAX, type ProfileValues } from '../model/forms';
import { ChoiceGroup, FormTextArea, CountryListField } from './ChoiceFields';
import { FormSelectField, FormTextField } from './FormFields';

/** Business Profile (spec-1 §3 Other onboarding fields). */
export function ProfileFields() {
  const { control, register } = useFormContext<ProfileValues>();
  const [sources, purposes, sameMailing] = useWatch({
    control,
    name: ['sourceOfFunds', 'statesToUse', 'isMailingAddressSame'],
  });
  return (
    <>
      <Card title="Your business">
        <div className="onboarding-form__grid">
          <FormTextField
            name="entityWebsite"
            label="Website (optional)"
            type="url"
            autoComplete="url"
            maxLength={FIELD_MAX.website}
          />
          <FormSelectField
            name="entityTotalNumberOfEmployees"
            label="Number of employees"
            options={EMPLOYEE_COUNT_OPTIONS}
          />
        </div>
        <FormTextArea
          name="entityDescription"
          label="What does your business do?"
          maxLength={FIELD_MAX.description}
        />
        <CountryListField
          name="entitySelectLocations"
          label="Countries where your business operates"
          options={COUNTRY_OPTIONS}
        />
      </Card>
      <Card title="Your account">
        <div className="onboarding-form__grid">
          <ChoiceGroup
            name="sourceOfFunds"
            legend="Sources of funds"
            options={SOURCE_OF_FUNDS_OPTIONS}
          />
          <ChoiceGroup
            name="statesToUse"
            legend="What will you use the account for?"
            options={ACCOUNT_PURPOSE_OPTIONS}
          />
        </div>
        {sources.includes(OTHER) && (
          <FormTextField
            name="othersource"
            label="Other source of funds"
            maxLength={FIELD_MAX.other}
          />
        )}
        {purposes.includes(OTHER) && (
          <FormTextField name="otherpurpose" label="Other purpose" maxLength={FIELD_MAX.other} />
        )}
        <ChoiceGroup
          name="entityMarketingMediums"
          legend="How did you hear about us? (optional)"
          options={MARKETING_MEDIA_OPTIONS}
        />
      </Card>
      <Card title="Mailing address">
        <Checkbox
          label="The mailing address is the registered address"
          {...register('isMailingAddressSame')}
        />
        {!sameMailing && (
          // spec-1 §5: an admin cannot change the business mailing address's country.
          <AddressFields name="mailingAddress" legend="Mailing address" countryLocked />
        )}
      </Card>
    </>
  );
}
