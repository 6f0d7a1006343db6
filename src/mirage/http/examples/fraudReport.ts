import { firstTransactionPage } from '../../../shared/contracts/transactions';
import { post } from '../../testingCalls';
import type { Examples } from './example';

/** The admin reports the newest transaction as not recognised (rules/receipts.ts reportUnknown). */
export const FRAUD_REPORT_EXAMPLES: Examples = {
  'fraudReport.report': async (f) => {
    const page = await post<{ displayReferenceIds: string[] }>(
      `${firstTransactionPage.path}?pageSize=1`,
      { bearer: f.token, body: {} },
    );
    return { params: { transactionId: page.body.displayReferenceIds[0] ?? '' } };
  },
};
