import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { emptyAddress } from '../../../shared/domain/onboarding/address';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ApplyManuallyInstead } from '../components/ApplyManuallyInstead';
import { CardFields } from '../components/CardFields';
import { LoadFailed } from '../components/LoadFailed';
import { ProfileFields } from '../components/ProfileFields';
import { StepActions } from '../components/StepActions';
import { StepFrame } from '../components/StepFrame';
import { useDraft } from '../hooks/useDraft';
import { useSaveBeforeSignOut } from '../hooks/useSaveBeforeSignOut';
import { detailsOf } from '../model/convert';
import type { OnboardingDraft } from '../model/draft';
import { formatAddress } from '../model/format';
import {
  cardSchema,
  emptyCard,
  emptyProfile,
  profileSchema,
  suggestedNameOnCard,
  type Card,
  type CardValues,
  type Profile,
  type ProfileValues,
} from '../model/forms';
import { saveStep } from '../model/progress';
import { formResolver } from '../model/resolver';
import { savedPageOf, STEP_PAGE_PATHS, type OnboardingPath } from '../model/steps';

/** /onboarding/manual/business-details: Business Profile, then Card Creation. */
export function ManualProfilePage() {
  return <ProfilePage path="manual" />;
}

/** /onboarding/myinfo/business-details: Business Profile, then Card Creation. */
export function RegistryProfilePage() {
  return <ProfilePage path="registry" />;
}

function ProfilePage({ path }: { path: OnboardingPath }) {
  const draft = useDraft();
  if (draft.status === 'loading') return <PageLoader />;
  if (draft.status === 'failed')
    return (
      <StepFrame path={path} step="businessProfile" title="Business Profile">
        <LoadFailed retry={draft.retry} />
      </StepFrame>
    );
  return <ProfileAndCard path={path} draft={draft.value} />;
}

/** The profile as saved, its mailing address in the business's country (spec-1 §5). */
function initialProfile(draft: OnboardingDraft): ProfileValues {
  const country = detailsOf(draft)?.registeredAddress.country;
  const saved = { ...emptyProfile(country), ...draft.profile };
  const mailing = saved.mailingAddress.country === country ? saved.mailingAddress : null;
  return { ...saved, mailingAddress: mailing ?? emptyAddress(country) };
}

/**
 * Business Profile and Card Creation: one page in two parts (spec-1 §2 lists them as two steps),
 * both forms kept while the page is open so Back loses nothing typed.
 */
function ProfileAndCard({ path, draft }: { path: OnboardingPath; draft: OnboardingDraft }) {
  const [, navigate] = useLocation();
  const [part, setPart] = useState<'profile' | 'card'>('profile');
  const profileForm = useForm<ProfileValues, unknown, Profile>({
    mode: 'onTouched',
    defaultValues: initialProfile(draft),
    resolver: formResolver<ProfileValues, Profile>(profileSchema),
  });
  const cardForm = useForm<CardValues, unknown, Card>({
    mode: 'onTouched',
    defaultValues: draft.card ?? {
      ...emptyCard(),
      nameOnCard: suggestedNameOnCard(detailsOf(draft)),
    },
    resolver: formResolver<CardValues, Card>(cardSchema),
  });
  const change = (): OnboardingDraft => ({
    profile: profileForm.getValues(),
    card: cardForm.getValues(),
  });
  const save = (announce: boolean) =>
    saveStep({ path, page: savedPageOf(path, 'profile'), change: change(), announce });
  useSaveBeforeSignOut(() => save(false));

  const toCard = profileForm.handleSubmit(async () => {
    await save(false);
    setPart('card');
  });
  const toUpload = cardForm.handleSubmit(async () => {
    await saveStep({ path, page: savedPageOf(path, 'upload'), change: change() });
    navigate(STEP_PAGE_PATHS[path].upload);
  });
  const back = () =>
    part === 'card' ? setPart('profile') : navigate(STEP_PAGE_PATHS[path].details);
  const sameMailing = useWatch({ control: profileForm.control, name: 'isMailingAddressSame' });
  const details = detailsOf(draft);
  const registered = formatAddress(details?.registeredAddress);

  return (
    <StepFrame
      path={path}
      step={part === 'profile' ? 'businessProfile' : 'cardCreation'}
      title={part === 'profile' ? 'Business Profile' : 'Card Creation'}
      subtitle={
        part === 'profile'
          ? 'How your business works and what the account is for.'
          : "Your company's first card."
      }
      aside={path === 'registry' && <ApplyManuallyInstead change={change} />}
    >
      {part === 'profile' ? (
        <FormProvider {...profileForm}>
          <form className="onboarding-form" onSubmit={toCard} noValidate>
            <ProfileFields />
            <StepActions
              onBack={back}
              onSave={() => save(true)}
              continuing={profileForm.formState.isSubmitting}
            />
          </form>
        </FormProvider>
      ) : (
        <FormProvider {...cardForm}>
          <form className="onboarding-form" onSubmit={toUpload} noValidate>
            <CardFields
              addresses={{
                MAILING_ADDRESS: sameMailing
                  ? registered
                  : formatAddress(profileForm.getValues('mailingAddress')),
                RESIDENTIAL_ADDRESS: formatAddress(details?.residentialAddress),
              }}
            />
            <StepActions
              onBack={back}
              onSave={() => save(true)}
              continuing={cardForm.formState.isSubmitting}
            />
          </form>
        </FormProvider>
      )}
    </StepFrame>
  );
}
