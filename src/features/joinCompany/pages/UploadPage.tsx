import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation } from 'wouter';
import { z } from 'zod';
import { isApiError } from '../../../api/ApiError';
import { session, storeUserStatus } from '../../../api/session';
import { KYC_UPLOAD, uploadedFilesSchema, type UploadedFile } from '../../../shared/domain/uploads';
import { registerBeforeSignOut } from '../../../shared/lifecycle/beforeSignOut';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { FileDropzone } from '../../../shared/ui/upload/FileDropzone';
import {
  basicDetailsSchema,
  invitedMemberSubmission,
  localIsoDate,
  savedBasicDetails,
  type BasicDetails,
  type BasicDetailsForm,
} from '../basicDetails';
import {
  deleteAllKycDocuments,
  deleteKycDocument,
  getOnboardingProgress,
  getProfile,
  listKycDocuments,
  rereadStatusRoute,
  submitInvitedMember,
  uploadKycDocument,
} from '../actions';
import { draftOf, dropDraft, saveJoinCompanyProgress } from '../progress';
import './JoinCompany.css';

const documentsSchema = z.object({
  documents: uploadedFilesSchema(KYC_UPLOAD, { required: true }),
});
type DocumentsForm = z.infer<typeof documentsSchema>;

interface Ready {
  form: BasicDetailsForm;
  details: BasicDetails;
  files: UploadedFile[];
}

/** What the page starts from: the details (checked) and the files the bank holds; null: none. */
async function loadUploadStep(sub: string | undefined): Promise<Ready | null> {
  const form =
    draftOf(sub) ?? savedBasicDetails((await getOnboardingProgress().catch(() => null))?.data);
  const parsed = form && basicDetailsSchema(localIsoDate(new Date())).safeParse(form);
  if (!form || !parsed?.success) return null;
  const documents = await listKycDocuments().catch(() => []);
  return {
    form,
    details: parsed.data,
    files: documents.map((d) => ({ referenceId: d.referenceID, fileName: d.fileName })),
  };
}

/**
 * The join-company upload page (/kyc/upload): the member's identity documents, then the invite
 * submission with every detail. Opening it saves the progress at NonAdminUpload, where a member
 * who leaves comes back (spec-1 §4). Without valid details it leads back to the basic detail page.
 */
export function UploadPage() {
  const { claims } = useSnapshot(session);
  const [ready, setReady] = useState<Ready | 'missing' | null>(null);
  useEffect(() => {
    let open = true;
    void loadUploadStep(claims?.sub).then((loaded) => {
      if (!open) return;
      setReady(loaded ?? 'missing');
      if (loaded)
        void saveJoinCompanyProgress('OnboardingLastSavedPageNonAdminUpload', loaded.form);
    });
    return () => {
      open = false;
    };
  }, [claims?.sub]);
  if (ready === 'missing')
    return <Redirect to={paths.onboarding.joinCompany.basicDetail()} replace />;
  if (!ready) return <PageLoader />;
  return <UploadForm ready={ready} />;
}

function UploadForm({ ready }: { ready: Ready }) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const form = useForm<DocumentsForm>({
    resolver: zodResolver(documentsSchema),
    defaultValues: { documents: ready.files },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(
    () =>
      registerBeforeSignOut(() =>
        saveJoinCompanyProgress('OnboardingLastSavedPageNonAdminUpload', ready.form),
      ),
    [ready.form],
  );

  const submit = form.handleSubmit(async ({ documents }) => {
    try {
      // The invitation's company, role and e-mail are the profile's (the bank set them at sign-up).
      const profile = await getProfile();
      const answer = await submitInvitedMember(
        invitedMemberSubmission(
          ready.details,
          profile,
          documents.map((d) => d.referenceId),
        ),
      );
      storeUserStatus(answer.status);
      dropDraft();
    } catch (error) {
      form.setError('root', {
        message: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
      });
      return;
    }
    // The status now decides (spec-1 §4: submitted); unread, the stored one does.
    const target = await rereadStatusRoute().catch(() => paths.onboarding.accountOpening.index());
    navigate(target, { replace: true });
  });

  return (
    <div className="join-company">
      <p className="join-company__step">Step 2 of 2</p>
      <h1 className="join-company__title">Identity documents</h1>
      <p className="join-company__lead">
        Upload a clear copy of the front and back of your NRIC or FIN card. If you have neither,
        upload your passport.
      </p>
      {errors.root?.message && (
        <Alert kind="error" title="Your details could not be sent">
          {errors.root.message}
        </Alert>
      )}
      <form className="join-company__form" onSubmit={(e) => void submit(e)} noValidate>
        <Controller
          control={form.control}
          name="documents"
          render={({ field, fieldState }) => (
            <FileDropzone
              label="Identity documents"
              value={field.value}
              onChange={field.onChange}
              upload={(file, onProgress) =>
                uploadKycDocument(file).then((uploaded) => {
                  onProgress(1);
                  return uploaded;
                })
              }
              remove={deleteKycDocument}
              removeAll={deleteAllKycDocuments}
              error={fieldState.error?.message}
              onBusyChange={setBusy}
            />
          )}
        />
        <div className="join-company__actions">
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={busy}>
            Submit
          </Button>
          <Link href={paths.onboarding.joinCompany.basicDetail()}>Back to your details</Link>
        </div>
      </form>
    </div>
  );
}
