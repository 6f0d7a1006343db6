import { MaintenanceBanner } from '../../../../entities/maintenance/MaintenanceBanner';
import { useSearch } from 'wouter';
import { Card } from '../../../../shared/ui/Card';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import { PayoutWizard } from '../components/PayoutWizard';

/** /transfer/local: pay a Singapore recipient (FAST, ACT or P2P); `?withdraw=true` for the withdraw-funds variant. */
export function LocalTransferPage() {
  const query = new URLSearchParams(useSearch());
  const withdraw = query.get('withdraw') === 'true';
  return (
    <>
      <PageHeader
        title={withdraw ? 'Withdraw funds' : 'Local transfer'}
        subtitle="Pay a bank account in Singapore."
      />
      <MaintenanceBanner page="localTransfer" />
      <Card className="transfer-page">
        <PayoutWizard
          key={withdraw ? 'withdraw' : 'local'}
          type="LOCAL"
          withdraw={withdraw}
          preset={{ currency: query.get('currency') ?? undefined }}
        />
      </Card>
    </>
  );
}
