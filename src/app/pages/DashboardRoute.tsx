import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { ExchangeTransferDialog } from '../../features/transfer/exchange/components/ExchangeTransferDialog';
import { SendMoneyDialog } from '../../features/transfer/payout/components/SendMoneyDialog';

/**
 * The dashboard with the Exchange & Internal Transfer and the Send Money dialogs its tiles open
 * (spec-3 §2, spec-2 §2). Composed
 * here because a feature never imports another feature.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      renderTransferDialog={(mode, onClose) => (
        <ExchangeTransferDialog initialMode={mode} onClose={onClose} />
      )}
      renderSendMoneyDialog={({ tab, withdraw }, onClose) => (
        <SendMoneyDialog initialTab={tab} withdraw={withdraw} onClose={onClose} />
      )}
    />
  );
}
