import { reportUnknownTransaction } from '../shared/contracts/fraudReport';
import { call } from './contractCall';

/**
 * The fraud report (contract: src/shared/contracts/fraudReport.ts): the detail's 'report' modal
 * calls it when it opens. Idempotent: a second report answers the first one's time. 404
 * RESOURCE_NOT_FOUND for a transaction the caller cannot see.
 */
export function reportFraud(
  transactionId: string,
): Promise<{ transactionId: string; reportedAt: string }> {
  return call(reportUnknownTransaction, { params: { transactionId } });
}
