import { MaintenanceBanner } from '../../../../entities/maintenance/MaintenanceBanner';
import { Card } from '../../../../shared/ui/Card';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import { ExchangeFlow } from '../components/ExchangeFlow';

/** /transfer/account-to-account: move money between the company's own accounts. */
export function AccountToAccountPage() {
  return (
    <>
      <PageHeader
        title="Account to account"
        subtitle="Move money between your company's accounts. Internal transfers are free and instant."
      />
      <MaintenanceBanner page="accountToAccount" />
      <Card className="transfer-page">
        <ExchangeFlow mode="accountToAccount" />
      </Card>
    </>
  );
}
