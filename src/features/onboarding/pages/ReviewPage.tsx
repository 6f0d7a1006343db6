import { useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ApplyManuallyInstead } from '../components/ApplyManuallyInstead';
import { LoadFailed } from '../components/LoadFailed';
import { RegistryPeople } from '../components/RegistryPeople';
import { ReviewSection } from '../components/ReviewSection';
import { StepFrame } from '../components/StepFrame';
import { useDraft } from '../hooks/useDraft';
import { useIndustries } from '../hooks/useIndustries';
import { useSaveBeforeSignOut } from '../hooks/useSaveBeforeSignOut';
import { submitApplication } from '../model/actions';
import { readApplication, type ReviewIssues } from '../model/application';
import type { OnboardingDraft } from '../model/draft';
import { saveStep } from '../model/progress';
import { cardRows, detailsRows, profileRows, uploadRows } from '../model/reviewRows';
import { savedPageOf, STEP_PAGE_PATHS, type OnboardingPath } from '../model/steps';

const TITLE = 'Review & Edit';
const INCOMPLETE = 'Some details are missing. Please complete the fields marked below.';

/** /onboarding/manual/review. */
export function ManualReviewPage() {
  return <ReviewPage path="manual" />;
}

/** /onboarding/myinfo/review. */
export function RegistryReviewPage() {
  return <ReviewPage path="registry" />;
}

function ReviewPage({ path }: { path: OnboardingPath }) {
  const draft = useDraft();
  const industries = useIndustries();
  if (draft.status === 'loading') return <PageLoader />;
  if (draft.status === 'failed')
    return (
      <StepFrame path={path} step="review" title={TITLE}>
        <LoadFailed retry={draft.retry} />
      </StepFrame>
    );
  // Without the industry list the review shows the codes.
  const names = industries.status === 'ready' ? industries.value : [];
  const industryName = (code: string) => names.find((o) => o.value === code)?.label ?? code;
  return <Review path={path} draft={draft.value} industryName={industryName} />;
}

/**
 * Every step's values with Edit back to it (spec-1 §2 Review & Edit). Submit checks the review's
 * required fields (spec-1 §5) and marks what is missing, else submits and follows the new status.
 */
function Review({
  path,
  draft,
  industryName,
}: {
  path: OnboardingPath;
  draft: OnboardingDraft;
  industryName: (code: string) => string;
}) {
  const [, navigate] = useLocation();
  const [issues, setIssues] = useState<ReviewIssues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pages = STEP_PAGE_PATHS[path];
  const save = (announce: boolean) =>
    saveStep({ path, page: savedPageOf(path, 'review'), change: {}, announce });
  useSaveBeforeSignOut(() => save(false));

  const submit = async () => {
    setFailure(null);
    const application = readApplication(path, draft);
    if (!application.ok) {
      setIssues(application.issues);
      return;
    }
    setIssues({});
    setSubmitting(true);
    try {
      navigate(await submitApplication(path, application.submission), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  };

  const incomplete = Object.keys(issues).length > 0;
  return (
    <StepFrame
      path={path}
      step="review"
      title={TITLE}
      subtitle="Check your application before you submit it."
      aside={path === 'registry' && <ApplyManuallyInstead change={() => ({})} />}
    >
      {incomplete && <Alert kind="error">{INCOMPLETE}</Alert>}
      {failure && <Alert kind="error">{failure}</Alert>}
      <ReviewSection
        title="Business Details"
        editHref={pages.details}
        rows={detailsRows(draft, issues, industryName)}
      />
      {path === 'registry' && (
        <RegistryPeople
          appointments={draft.appointments ?? []}
          shareholders={draft.shareholders ?? []}
        />
      )}
      <ReviewSection
        title="Business Profile"
        editHref={pages.profile}
        rows={profileRows(draft, issues)}
      />
      <ReviewSection
        title="Card Creation"
        editHref={pages.profile}
        rows={cardRows(draft, issues)}
      />
      <ReviewSection title="Upload" editHref={pages.upload} rows={uploadRows(draft, issues)} />
      <div className="onboarding-page__actions">
        <Button variant="ghost" onClick={() => navigate(pages.upload)} disabled={submitting}>
          Back
        </Button>
        <Button onClick={() => void save(true)} disabled={submitting}>
          Save
        </Button>
        <Button variant="primary" loading={submitting} onClick={() => void submit()}>
          Submit
        </Button>
      </div>
    </StepFrame>
  );
}
