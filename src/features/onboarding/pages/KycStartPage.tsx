import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { session } from '../../../api/session';
import { resumeTarget } from '../../../shared/routing/onboardingResume';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { LoadFailed } from '../components/LoadFailed';
import { useLoad } from '../hooks/useLoad';
import { loadProgress } from '../model/progress';

/**
 * /kyc, the KYC start (post-login routing sends an applicant here): reads the saved progress and
 * goes on where the applicant left off (spec-1 §4 Onboarding resume, resumeTarget).
 */
export function KycStartPage() {
  const role = useSnapshot(session).claims?.role ?? 'admin';
  const progress = useLoad(loadProgress);
  if (progress.status === 'failed') return <LoadFailed retry={progress.retry} />;
  if (progress.status === 'loading') return <PageLoader label="Loading your application" />;
  const target = resumeTarget(progress.value, role);
  return <Redirect key={target} to={target} replace />;
}
