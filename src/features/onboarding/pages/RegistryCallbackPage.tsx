import { useCallback } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { ONBOARDING_STEP_LABELS } from '../../../shared/domain/onboarding';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { StepFrame } from '../components/StepFrame';
import { useLoad } from '../hooks/useLoad';
import { getRegistryInfo, startManual } from '../model/actions';
import { withRegistryData } from '../model/convert';
import { readDraft } from '../model/draft';
import { loadProgress, progressOf, sendProgress } from '../model/progress';
import { savedPageOf, STEP_PAGE_PATHS } from '../model/steps';

/**
 * Step 1 of the registry path, business data retrieval (spec-1 §2): the identity registry sends
 * the applicant back here with the consent's state in the path. The registry's data is read with
 * it and saved as the progress (kycSource KYCSourceMyInfo, lastSavedPage MyInfoDetails), then
 * Business Details open prefilled.
 */
export function RegistryCallbackPage() {
  const { stateId = '' } = useParams<{ stateId: string }>();
  const retrieve = useCallback(async () => {
    const info = await getRegistryInfo(stateId);
    // Earlier progress keeps its later steps; without it the retrieval still goes on.
    const previous = await loadProgress().catch(() => null);
    const data = withRegistryData(readDraft(previous?.data ?? {}), stateId, info);
    // Whole: Business Details start again from the registry's new data.
    await sendProgress(progressOf('registry', savedPageOf('registry', 'details'), data));
    return STEP_PAGE_PATHS.registry.details;
  }, [stateId]);
  const retrieved = useLoad(retrieve);

  if (retrieved.status === 'ready') return <Redirect to={retrieved.value} replace />;
  return (
    <StepFrame path="registry" step="dataRetrieval" title={ONBOARDING_STEP_LABELS.dataRetrieval}>
      {retrieved.status === 'loading' ? (
        <PageLoader label="Retrieving your details from the identity registry" />
      ) : (
        <RetrievalFailed />
      )}
    </StepFrame>
  );
}

function RetrievalFailed() {
  const [, navigate] = useLocation();
  return (
    <Alert
      kind="warning"
      title="We couldn't retrieve your details from the identity registry"
      actions={
        <>
          <Link
            href={paths.onboarding.selectMethod()}
            className={buttonClassName({ variant: 'primary' })}
          >
            Retrieve again
          </Link>
          <Button
            onClick={() => void startManual().then(() => navigate(STEP_PAGE_PATHS.manual.details))}
          >
            Apply manually
          </Button>
        </>
      }
    >
      Your consent may have expired. Please retrieve your details again, or apply manually.
    </Alert>
  );
}
