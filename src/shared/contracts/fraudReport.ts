import * as z from 'zod/mini';
import { ACCESS_ERRORS, defineContract } from './contract';
import { requiredReferenceField } from './fields';

/**
 * spec-3 §2 Transactions pages, §7 Transactions: opening the fraud report modal reports the
 * transaction as not recognised (docs/decisions/receipts.md 'Fraud report'). Any role, on a
 * transaction it can see; once per transaction and user (a second call answers the first
 * report's time).
 */
export const reportUnknownTransaction = defineContract({
  id: 'fraudReport.report',
  method: 'POST',
  path: '/v1/boom/transactions/report/unknown/:transactionId',
  summary:
    'spec-3 §2 Transactions pages, §7: fires when the fraud report modal opens (no body); idempotent per transaction and user',
  auth: 'bearer',
  params: z.object({ transactionId: requiredReferenceField }),
  answer: z.object({ transactionId: z.string(), reportedAt: z.string() }),
  errors: [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR', 'RESOURCE_NOT_FOUND', 'TOO_MANY_REQUEST'],
});

export const FRAUD_REPORT_CONTRACTS = [reportUnknownTransaction] as const;
