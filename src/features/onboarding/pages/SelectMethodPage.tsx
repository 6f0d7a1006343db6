import { useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { MaintenanceBanner } from '../../../entities/maintenance/MaintenanceBanner';
import { useRegistryMaintenanceActive } from '../../../entities/maintenance/notices';
import { MAINTENANCE_MESSAGES } from '../../../shared/domain/maintenance';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { startManual, startRegistry } from '../model/actions';
import { openExternal } from '../model/openExternal';
import './Onboarding.css';

const FAILED = "We couldn't reach the identity registry. Please try again, or apply manually.";

/**
 * /select-registration-method (spec-1 §2): the identity registry (its consent page, then the
 * callback) or the manual path. While the registry's maintenance window is on, its choice is
 * disabled and the applicant is told to apply manually (spec-1 §4).
 */
export function SelectMethodPage() {
  const [, navigate] = useLocation();
  const maintenance = useRegistryMaintenanceActive();
  const [busy, setBusy] = useState<'registry' | 'manual' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const registry = async () => {
    setBusy('registry');
    setFailure(null);
    try {
      await startRegistry(openExternal);
    } catch (error) {
      setFailure(isApiError(error) && error.kind === 'http' ? error.message : FAILED);
      setBusy(null);
    }
  };

  const manual = async () => {
    setBusy('manual');
    await startManual();
    navigate(paths.onboarding.manual.personalEntityDetails());
  };

  return (
    <div className="onboarding-page">
      <MaintenanceBanner page="onboarding" />
      <PageHeader title="How would you like to apply?" />
      {failure && <Alert kind="error">{failure}</Alert>}
      <div className="onboarding-page__paths">
        <Card title="Identity registry">
          <div className="onboarding-page__choice">
            <p>
              We retrieve your personal and business details from the national identity registry
              with your consent, so there is less to type.
            </p>
            {maintenance && (
              <p id="registry-maintenance" className="onboarding-page__note">
                {MAINTENANCE_MESSAGES.applyManually}
              </p>
            )}
            <Button
              variant="primary"
              disabled={maintenance || busy !== null}
              loading={busy === 'registry'}
              aria-describedby={maintenance ? 'registry-maintenance' : undefined}
              onClick={() => void registry()}
            >
              Retrieve with the identity registry
            </Button>
          </div>
        </Card>
        <Card title="Manual application">
          <div className="onboarding-page__choice">
            <p>Type your personal and business details yourself and upload your documents.</p>
            <Button
              disabled={busy !== null}
              loading={busy === 'manual'}
              onClick={() => void manual()}
            >
              Apply manually
            </Button>
          </div>
        </Card>
      </div>
    </div>
  );
}
