import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClassName } from '../../../shared/ui/Button';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { SelectOption } from '../../../shared/ui/SelectField';
import { ApplicantFields } from '../components/ApplicantFields';
import { ApplyManuallyInstead } from '../components/ApplyManuallyInstead';
import { BusinessFields } from '../components/BusinessFields';
import { LoadFailed } from '../components/LoadFailed';
import { RegistryPeople } from '../components/RegistryPeople';
import { StepActions } from '../components/StepActions';
import { StepFrame } from '../components/StepFrame';
import { useDraft } from '../hooks/useDraft';
import { useIndustries } from '../hooks/useIndustries';
import { useSaveBeforeSignOut } from '../hooks/useSaveBeforeSignOut';
import type { OnboardingDraft } from '../model/draft';
import { detailsSchema, type Details, type DetailsValues } from '../model/forms';
import { saveStep } from '../model/progress';
import { formResolver } from '../model/resolver';
import { initialDetails, registryLocks } from '../model/registryLocks';
import { savedPageOf, STEP_PAGE_PATHS, type OnboardingPath } from '../model/steps';

const TITLE = 'Business Details';

/** /onboarding/manual/personal-entity-details: Business Details typed by the applicant. */
export function ManualDetailsPage() {
  return <DetailsPage path="manual" />;
}

/** /onboarding/myinfo/my-details: Business Details prefilled from the identity registry. */
export function RegistryDetailsPage() {
  return <DetailsPage path="registry" />;
}

function DetailsPage({ path }: { path: OnboardingPath }) {
  const draft = useDraft();
  const industries = useIndustries();
  const frame = (content: ReactNode) => (
    <StepFrame path={path} step="businessDetails" title={TITLE}>
      {content}
    </StepFrame>
  );
  if (draft.status === 'failed') return frame(<LoadFailed retry={draft.retry} />);
  if (industries.status === 'failed') return frame(<LoadFailed retry={industries.retry} />);
  if (draft.status === 'loading' || industries.status === 'loading') return <PageLoader />;
  if (path === 'registry' && !draft.value.person && !draft.value.details)
    return frame(<RegistryDataMissing />);
  return <DetailsForm path={path} draft={draft.value} industries={industries.value} />;
}

/** The registry path without the registry's data (it was never retrieved, or was lost). */
function RegistryDataMissing() {
  return (
    <Alert
      kind="warning"
      title="Your details from the identity registry are not here"
      actions={
        <Link
          href={paths.onboarding.selectMethod()}
          className={buttonClassName({ variant: 'primary' })}
        >
          Retrieve them again
        </Link>
      }
    >
      Retrieve them from the identity registry again, or apply manually.
    </Alert>
  );
}

function DetailsForm({
  path,
  draft,
  industries,
}: {
  path: OnboardingPath;
  draft: OnboardingDraft;
  industries: SelectOption[];
}) {
  const [, navigate] = useLocation();
  const locked = useMemo(
    () => (path === 'registry' ? registryLocks(draft.person, draft.entity) : new Set<never>()),
    [path, draft],
  );
  const form = useForm<DetailsValues, unknown, Details>({
    mode: 'onTouched',
    defaultValues: initialDetails(path, draft, locked),
    resolver: formResolver<DetailsValues, Details>(detailsSchema()),
  });
  const save = (announce: boolean) =>
    saveStep({
      path,
      page: savedPageOf(path, 'details'),
      change: { details: form.getValues() },
      announce,
    });
  useSaveBeforeSignOut(() => save(false));

  // Continue: checked, saved with the page it goes on to, then on.
  const submit = form.handleSubmit(async () => {
    await saveStep({
      path,
      page: savedPageOf(path, 'profile'),
      change: { details: form.getValues() },
    });
    navigate(STEP_PAGE_PATHS[path].profile);
  });

  return (
    <StepFrame
      path={path}
      step="businessDetails"
      title={TITLE}
      subtitle="About you, the applicant, and the business you apply for."
      aside={
        path === 'registry' && (
          <ApplyManuallyInstead change={() => ({ details: form.getValues() })} />
        )
      }
    >
      <FormProvider {...form}>
        <form className="onboarding-form" onSubmit={submit} noValidate>
          <ApplicantFields locked={locked} />
          <BusinessFields locked={locked} industries={industries} />
          {path === 'registry' && (
            <RegistryPeople
              appointments={draft.appointments ?? []}
              shareholders={draft.shareholders ?? []}
            />
          )}
          <StepActions onSave={() => save(true)} continuing={form.formState.isSubmitting} />
        </form>
      </FormProvider>
    </StepFrame>
  );
}
