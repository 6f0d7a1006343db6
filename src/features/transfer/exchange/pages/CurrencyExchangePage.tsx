import { MaintenanceBanner } from '../../../../entities/maintenance/MaintenanceBanner';
import { Card } from '../../../../shared/ui/Card';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import { ExchangeFlow } from '../components/ExchangeFlow';

/** /transfer/currency-exchange: convert between the company's own accounts at a live rate. */
export function CurrencyExchangePage() {
  return (
    <>
      <PageHeader
        title="Currency exchange"
        subtitle="Convert between your company's accounts at a live rate."
      />
      <MaintenanceBanner page="currencyExchange" />
      <Card className="transfer-page">
        <ExchangeFlow mode="currencyExchange" />
      </Card>
    </>
  );
}
