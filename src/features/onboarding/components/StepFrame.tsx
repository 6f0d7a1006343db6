import type { ReactNode } from 'react';
import { MaintenanceBanner } from '../../../entities/maintenance/MaintenanceBanner';
import type { OnboardingStep } from '../../../shared/domain/onboarding';
import { PageHeader } from '../../../shared/ui/PageHeader';
import type { OnboardingPath } from '../model/steps';
import { OnboardingStepper } from './OnboardingStepper';
import '../pages/Onboarding.css';

/**
 * An onboarding step's page: the maintenance banners of the onboarding pages (spec-1 §2), its
 * path's steps with this one marked, the title, the content.
 */
export function StepFrame({
  path,
  step,
  title,
  subtitle,
  aside,
  children,
}: {
  path: OnboardingPath;
  step: OnboardingStep;
  title: string;
  subtitle?: string;
  /** Beside the title: the registry steps' 'Apply manually instead'. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="onboarding-page">
      <MaintenanceBanner page="onboarding" />
      <OnboardingStepper path={path} current={step} />
      <PageHeader title={title} subtitle={subtitle} actions={aside} />
      {children}
    </div>
  );
}
