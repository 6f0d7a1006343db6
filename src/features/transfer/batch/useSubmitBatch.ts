import { isApiError } from '../../../api/ApiError';
import type { BatchSummary } from '../../../api/batchTransfers';
import { failureOf, type MoneyFailure } from '../../../entities/money/failure';
import { useMoneyAction, type MoneyAction } from '../../../entities/money/useMoneyAction';
import type { BatchAuthorisation } from '../../../shared/domain/codeAuthorisation';
import type { BatchSubmitRequest } from '../../../api/batchTransfers';
import { transferCode, transferCodeMethods } from '../transferCode';
import { submitGroup, type BatchGroupResult } from './actions';
import { BATCH_TEXTS } from './texts';

export type BatchGroup = BatchSummary['groups'][number];

/** One submit: the batch and the body of its group (the code's reference added at the code step). */
export interface BatchSubmit {
  batchReferenceId: string;
  body: BatchSubmitRequest;
  /** The requester's remarks, sent to the approvers when the group is held. */
  remarks: string;
}

/** What the code of one sender account's group authorises: count, totals, account, revision. */
export function batchAuthorisation(summary: BatchSummary, group: BatchGroup): BatchAuthorisation {
  return {
    kind: 'batch',
    batchReferenceId: summary.batchReferenceId,
    revision: summary.revision,
    transferCount: group.transferCount,
    amount: group.totalDebit,
    currency: group.sourceCurrency,
    from: { name: group.senderAccountName, number: group.senderAccountNumber },
    totals: group.currencyTotals.map((t) => ({ amount: t.amount, currency: t.currency })),
  };
}

/** The bank's refusals that mean "read the summary again" (docs/decisions/batch-transfers.md). */
export const SUMMARY_STALE_CODES = new Set(['BATCH_CHANGED', 'BATCH_PRICE_EXPIRED']);

export function describeBatchFailure(error: unknown): MoneyFailure {
  const base = failureOf(error);
  if (!isApiError(error) || base.retryable) return base;
  if (error.code === 'BATCH_CHANGED') return { ...base, message: BATCH_TEXTS.batchChanged };
  if (error.code === 'BATCH_PRICE_EXPIRED') return { ...base, message: BATCH_TEXTS.priceExpired };
  if (error.kind === 'http' && error.description) return { ...base, message: error.description };
  return base;
}

const BATCH_CODE = {
  open: transferCode,
  withCode: (request: BatchSubmit, method: string, reference: string): BatchSubmit => ({
    ...request,
    body:
      method === 'TOTP'
        ? { ...request.body, totpRefID: reference }
        : { ...request.body, otpRefID: reference },
  }),
};

export interface SubmitBatch extends Omit<MoneyAction<BatchSubmit, BatchGroupResult>, 'confirm'> {
  /** Send one group of the summary: its code's dialog states the count, totals and account. */
  confirm: (summary: BatchSummary, group: BatchGroup, remarks?: string) => void;
}

/**
 * Submit of one sender account's valid rows through the money-action protocol: refused offline
 * before anything is sent, one intent per click (a double click or a retry pays once), always a
 * code bound to the batch, its revision, the account and the total debit. A refusal because the
 * batch changed or its prices ran out reads the summary again (`onStale`).
 */
export function useSubmitBatch(options: {
  authenticatorPreferred: boolean;
  onStale: () => void;
  onDone: (result: BatchGroupResult) => void;
}): SubmitBatch {
  const money = useMoneyAction<BatchSubmit, BatchGroupResult>({
    send: (request, intent) =>
      submitGroup(request.batchReferenceId, request.body, intent, request.remarks),
    isHeld: (result) => result.approvalStatus === 'PendingCheck',
    describeFailure: describeBatchFailure,
    code: BATCH_CODE,
    codeRequired: true,
    methods: transferCodeMethods(options.authenticatorPreferred),
    onAnswer: (result) => options.onDone(result),
    onRefused: (why) => {
      if (why.kind === 'failure' && SUMMARY_STALE_CODES.has(why.code)) options.onStale();
    },
  });
  return {
    ...money,
    confirm: (summary, group, remarks = '') =>
      money.confirm(
        {
          batchReferenceId: summary.batchReferenceId,
          remarks,
          body: {
            sourceCurrency: group.sourceCurrency,
            senderAccountNumber: group.senderAccountNumber,
          },
        },
        batchAuthorisation(summary, group),
      ),
  };
}
