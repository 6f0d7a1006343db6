import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { ExchangeTransferDialog } from '../../features/transfer/components/ExchangeTransferDialog';

/**
 * The dashboard with the Exchange & Internal Transfer dialog its tiles open (spec-3 §2). Composed
 * here because a feature never imports another feature.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      renderTransferDialog={(mode, onClose) => (
        <ExchangeTransferDialog initialMode={mode} onClose={onClose} />
      )}
    />
  );
}
