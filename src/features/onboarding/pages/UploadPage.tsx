import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../../api/session';
import { KYC_UPLOAD, type UploadedFile } from '../../../shared/domain/uploads';
import { Alert } from '../../../shared/ui/Alert';
import { Card } from '../../../shared/ui/Card';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { FileDropzone } from '../../../shared/ui/upload/FileDropzone';
import { ApplyManuallyInstead } from '../components/ApplyManuallyInstead';
import { LoadFailed } from '../components/LoadFailed';
import { StepActions } from '../components/StepActions';
import { StepFrame } from '../components/StepFrame';
import { useLoad } from '../hooks/useLoad';
import { useSaveBeforeSignOut } from '../hooks/useSaveBeforeSignOut';
import {
  deleteAllKycDocuments,
  deleteKycDocument,
  getFeatureToggles,
  listKycDocuments,
  skipAuthorizationLetter,
  uploadKycDocument,
} from '../model/actions';
import { detailsOf } from '../model/convert';
import { readDraft } from '../model/draft';
import { loadProgress, saveStep } from '../model/progress';
import { formResolver } from '../model/resolver';
import { savedPageOf, STEP_PAGE_PATHS, type OnboardingPath } from '../model/steps';
import {
  initialUpload,
  uploadSchema,
  usesDeprecatedForm,
  type UploadValues,
} from '../model/uploadForm';

/** /onboarding/manual/upload-documents. */
export function ManualUploadPage() {
  return <UploadPage path="manual" />;
}

/** /onboarding/myinfo/upload-documents. */
export function RegistryUploadPage() {
  return <UploadPage path="registry" />;
}

const TITLE = 'Upload';
/** The form's two lists of files. */
type FileGroup = 'documents' | 'boardResolution';
/** What the checkbox says (POST skip-authorization-letter {submitAuthorizationViaEmail}). */
export const EMAIL_AUTHORISATION = 'I will e-mail the authorisation letter';

async function loadUploadStep() {
  const [progress, toggles, held] = await Promise.all([
    loadProgress(),
    getFeatureToggles(),
    listKycDocuments(),
  ]);
  return { draft: readDraft(progress?.data ?? {}), toggles, held };
}

const sendFile = async (file: File, onProgress: (share: number) => void) => {
  const uploaded = await uploadKycDocument(file);
  onProgress(1);
  return uploaded;
};

function UploadPage({ path }: { path: OnboardingPath }) {
  const email = useSnapshot(session).claims?.email ?? '';
  const step = useLoad(loadUploadStep);
  if (step.status === 'loading') return <PageLoader />;
  if (step.status === 'failed')
    return (
      <StepFrame path={path} step="upload" title={TITLE}>
        <LoadFailed retry={step.retry} />
      </StepFrame>
    );
  const { draft, toggles, held } = step.value;
  const deprecated = usesDeprecatedForm(toggles, email, detailsOf(draft)?.legalEntityType);
  return (
    <UploadForm
      path={path}
      deprecated={deprecated}
      initial={initialUpload(draft, held, deprecated)}
      emailedBefore={draft.authorisationByEmail ?? false}
    />
  );
}

function UploadForm({
  path,
  deprecated,
  initial,
  emailedBefore,
}: {
  path: OnboardingPath;
  deprecated: boolean;
  initial: UploadValues;
  emailedBefore: boolean;
}) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState({ documents: false, boardResolution: false });
  // Stable: the widget tells its busy state from an effect on it.
  const busyOf = useMemo(() => {
    const set = (name: FileGroup) => (now: boolean) =>
      setBusy((was) => (was[name] === now ? was : { ...was, [name]: now }));
    return { documents: set('documents'), boardResolution: set('boardResolution') };
  }, []);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UploadValues, unknown, UploadValues>({
    defaultValues: initial,
    resolver: formResolver<UploadValues, UploadValues>(uploadSchema(deprecated)),
  });
  const save = (announce: boolean) =>
    saveStep({ path, page: savedPageOf(path, 'upload'), change: form.getValues(), announce });
  useSaveBeforeSignOut(() => save(false));

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // Saying it will come by e-mail is the bank's to know now, not just progress.
    if (values.authorisationByEmail || emailedBefore) {
      try {
        await skipAuthorizationLetter(values.authorisationByEmail);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    await saveStep({ path, page: savedPageOf(path, 'review'), change: values });
    navigate(STEP_PAGE_PATHS[path].review);
  });

  const others = (name: FileGroup) =>
    form.getValues(name === 'documents' ? 'boardResolution' : 'documents').length;
  const dropzone = (name: FileGroup, label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileDropzone
          label={label}
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          upload={sendFile}
          remove={deleteKycDocument}
          removeAll={
            // One list holds every document; with two, each deletes only its own.
            deprecated
              ? () =>
                  Promise.all(
                    (field.value as UploadedFile[]).map((f) => deleteKycDocument(f.referenceId)),
                  )
              : deleteAllKycDocuments
          }
          rules={
            deprecated
              ? { ...KYC_UPLOAD, maxFiles: KYC_UPLOAD.maxFiles - others(name) }
              : KYC_UPLOAD
          }
          error={fieldState.error?.message}
          onBusyChange={busyOf[name]}
        />
      )}
    />
  );

  return (
    <StepFrame
      path={path}
      step="upload"
      title={TITLE}
      subtitle="The documents we need to open your account."
      aside={path === 'registry' && <ApplyManuallyInstead change={() => form.getValues()} />}
    >
      <form className="onboarding-form" onSubmit={submit} noValidate>
        {failure && <Alert kind="error">{failure}</Alert>}
        <Card title="Documents">
          <div className="onboarding-form__group">
            {dropzone(
              'documents',
              'Supporting documents',
              "Your business's registration profile, the authorisation letter and the identity documents of its directors.",
            )}
            {deprecated &&
              dropzone(
                'boardResolution',
                'Board resolution',
                "The board's resolution to open the account, signed by the directors.",
              )}
            <Checkbox label={EMAIL_AUTHORISATION} {...form.register('authorisationByEmail')} />
          </div>
        </Card>
        <StepActions
          onBack={() => navigate(STEP_PAGE_PATHS[path].profile)}
          onSave={() => save(true)}
          continuing={form.formState.isSubmitting}
          blocked={busy.documents || busy.boardResolution}
        />
      </form>
    </StepFrame>
  );
}
