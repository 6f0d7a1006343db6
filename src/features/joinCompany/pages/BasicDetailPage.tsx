import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../../api/session';
import { GENDER_OPTIONS, NATIONALITY_OPTIONS } from '../../../shared/domain/onboarding/lookups';
import { registerBeforeSignOut } from '../../../shared/lifecycle/beforeSignOut';
import { paths } from '../../../shared/routing/paths';
import { AddressFields } from '../../../shared/ui/address/AddressFields';
import { Button } from '../../../shared/ui/Button';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import {
  basicDetailsSchema,
  emptyBasicDetails,
  localIsoDate,
  NAME_MAX,
  NRIC_OR_FIN_MAX,
  savedBasicDetails,
  type BasicDetails,
  type BasicDetailsForm,
} from '../basicDetails';
import { getOnboardingProgress, getProfile } from '../actions';
import { draftOf, keepDraft, saveJoinCompanyProgress } from '../progress';
import './JoinCompany.css';

/**
 * The join-company basic detail page (/kyc/basic-detail): the invited member's details. It starts
 * from this tab's draft, else the saved progress, else the names the bank has from the sign-up.
 */
export function BasicDetailPage() {
  const { claims } = useSnapshot(session);
  const sub = claims?.sub;
  const [initial, setInitial] = useState<BasicDetailsForm | null>(() => draftOf(sub));
  useEffect(() => {
    if (initial) return;
    let open = true;
    const load = async (): Promise<BasicDetailsForm> => {
      const saved = savedBasicDetails((await getOnboardingProgress().catch(() => null))?.data);
      if (saved) return saved;
      return emptyBasicDetails(await getProfile().catch(() => undefined));
    };
    void load().then((details) => {
      if (open) setInitial(details);
    });
    return () => {
      open = false;
    };
  }, [initial]);
  if (!initial || !sub) return <PageLoader />;
  return <BasicDetailForm sub={sub} initial={initial} />;
}

function BasicDetailForm({ sub, initial }: { sub: string; initial: BasicDetailsForm }) {
  const { companyName } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [schema] = useState(() => basicDetailsSchema(localIsoDate(new Date())));
  const form = useForm<BasicDetailsForm, unknown, BasicDetails>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  // Logging out from here saves what was typed first (spec-1 §4).
  useEffect(
    () =>
      registerBeforeSignOut(() =>
        saveJoinCompanyProgress('OnboardingLastSavedPageBasicDetails', form.getValues()),
      ),
    [form],
  );

  const submit = form.handleSubmit(async () => {
    const details = form.getValues();
    keepDraft(sub, details);
    await saveJoinCompanyProgress('OnboardingLastSavedPageBasicDetails', details);
    navigate(paths.onboarding.joinCompany.upload());
  });

  return (
    <div className="join-company">
      <p className="join-company__step">Step 1 of 2</p>
      <h1 className="join-company__title">Your details</h1>
      <p className="join-company__lead">
        You are joining {companyName || 'your company'}: tell us about yourself.
      </p>
      <FormProvider {...form}>
        <form className="join-company__form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="join-company__group">
            <legend className="join-company__legend">Personal details</legend>
            <TextField
              label="First name"
              autoComplete="given-name"
              maxLength={NAME_MAX}
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              label="Middle name (optional)"
              autoComplete="additional-name"
              maxLength={NAME_MAX}
              error={errors.middleName?.message}
              {...form.register('middleName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              maxLength={NAME_MAX}
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
            <SelectField
              label="Gender"
              options={GENDER_OPTIONS}
              placeholder="Select"
              error={errors.gender?.message}
              {...form.register('gender')}
            />
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              error={errors.dob?.message}
              {...form.register('dob')}
            />
            <SelectField
              label="Nationality"
              options={NATIONALITY_OPTIONS}
              placeholder="Select a nationality"
              error={errors.nationalityCode?.message}
              {...form.register('nationalityCode')}
            />
            <TextField
              label="NRIC or FIN"
              hint="As on your identity card, such as S1234567D."
              autoComplete="off"
              maxLength={NRIC_OR_FIN_MAX}
              error={errors.nricOrFin?.message}
              {...form.register('nricOrFin')}
            />
          </fieldset>
          <AddressFields name="residentialAddress" legend="Residential address" />
          <div className="join-company__actions">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Continue
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
