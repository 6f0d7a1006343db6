import { MaintenanceBanner } from '../../../../entities/maintenance/MaintenanceBanner';
import { useSearch } from 'wouter';
import { Card } from '../../../../shared/ui/Card';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import { PayoutWizard } from '../components/PayoutWizard';

/** /transfer/overseas: remit abroad at a live rate; `?country=CN&currency=CNY` preselects (the CNY promo, the calculator). */
export function OverseasTransferPage() {
  const query = new URLSearchParams(useSearch());
  return (
    <>
      <PageHeader title="Overseas transfer" subtitle="Send money abroad at a live rate." />
      <MaintenanceBanner page="overseasTransfer" />
      <Card className="transfer-page">
        <PayoutWizard
          type="OVERSEAS"
          preset={{
            country: query.get('country') ?? undefined,
            currency: query.get('currency') ?? undefined,
          }}
        />
      </Card>
    </>
  );
}
