import { Link } from 'wouter';
import { MaintenanceBanner } from '../../../entities/maintenance/MaintenanceBanner';
import { ONBOARDING_STEP_LABELS } from '../../../shared/domain/onboarding';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PATH_STEPS, type OnboardingPath } from '../model/steps';
import './Onboarding.css';

const PATH_TITLES: Record<OnboardingPath, string> = {
  registry: 'With the identity registry',
  manual: 'Manually',
};

/**
 * /onboarding, the start page (spec-1 §2): what the application needs and the steps of its two
 * paths, then on to the choice of path.
 */
export function StartPage() {
  return (
    <div className="onboarding-page">
      <MaintenanceBanner page="onboarding" />
      <PageHeader
        title="Open your business account"
        subtitle="Tell us about you and your business. You can save your progress and come back at any time."
      />
      <Card title="What you need">
        <ul className="onboarding-page__list">
          <li>Your identity number, date of birth and residential address</li>
          <li>
            Your business's registration number (UEN), date and country of incorporation, industry
            and registered address
          </li>
          <li>Documents about your business: up to 8 PDF, JPG, JPEG or PNG files of 10 MB each</li>
        </ul>
      </Card>
      <Card title="Two ways to apply">
        <div className="onboarding-page__paths">
          {(['registry', 'manual'] as const).map((path) => (
            <section key={path} aria-label={PATH_TITLES[path]}>
              <h3>{PATH_TITLES[path]}</h3>
              <ol className="onboarding-page__list">
                {PATH_STEPS[path].map((step) => (
                  <li key={step}>{ONBOARDING_STEP_LABELS[step]}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </Card>
      <div className="onboarding-page__actions">
        <Link
          href={paths.onboarding.selectMethod()}
          className={buttonClassName({ variant: 'primary' })}
        >
          Continue
        </Link>
      </div>
    </div>
  );
}
