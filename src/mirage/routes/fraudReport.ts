import { reportUnknownTransaction } from '../../shared/contracts/fraudReport';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { reportUnknown } from '../rules/fraudReport';

/**
 * spec-3 §2 Transactions pages, §7: the fraud report (contract: src/shared/contracts/fraudReport.ts;
 * docs/decisions/receipts.md 'Fraud report'). Any role, on a transaction it sees; idempotent.
 */
export function fraudReportHandlers(bank: Bank): ContractRoute[] {
  return [
    route(reportUnknownTransaction, ({ req, params }) => {
      const { user } = bank.authorize(req);
      return reportUnknown(bank, user, params.transactionId);
    }),
  ];
}
