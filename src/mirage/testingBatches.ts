import {
  getBatch,
  getBatchSummary,
  requestBatchUploadUrl,
  submitBatch,
  validateBatch,
} from '../shared/contracts/batchTransfers';
import { buildPath } from '../shared/contracts/contract';
import type { Account } from '../shared/domain/accounts';
import { toBatchCsv } from '../shared/domain/batchFile';
import { emptyBatchRow } from '../shared/domain/batchRows';
import type { BatchRowInput } from '../shared/domain/batchTransfers';
import { codeBindingOf } from '../shared/domain/codeAuthorisation';
import type { CurrencyCode } from '../shared/currencies';
import { call, moneyPost, payoutReference, post, type CallResult } from './testingCalls';

/**
 * Batch helpers for route tests and the contract examples: a batch opened, its rows uploaded as
 * the browser uploads them (toBatchCsv), validated, summarised, and a code bound to one group.
 */

export const batchRow = (values: Partial<BatchRowInput>): BatchRowInput => ({
  ...emptyBatchRow(),
  ...values,
});

const path = (template: string, id: string) => buildPath(template, { id });

export interface UploadTarget {
  batchReferenceId: string;
  uploadUrl: string;
}

export async function openBatch(bearer: string, fileSize = 100): Promise<UploadTarget> {
  const answer = await post<UploadTarget>(requestBatchUploadUrl.path, {
    bearer,
    body: { fileName: 'payroll.csv', fileType: 'csv', fileSize },
  });
  if (answer.status !== 200) throw new Error(`no batch: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** PUT the text to the URL the bank answered (its path and signature as given). */
export const upload = (bearer: string, target: UploadTarget, content: string) =>
  call<Record<string, unknown>>(target.uploadUrl, { method: 'PUT', bearer, body: { content } });

export const validate = (bearer: string, id: string) =>
  post<{ batch: BatchHeader }>(path(validateBatch.path, id), { bearer });

export interface BatchHeader {
  batchReferenceId: string;
  status: string;
  revision: number;
  transferCount: number;
  validCount: number;
  invalidCount: number;
  submittedCount: number;
}

export interface TransferAnswer {
  transferReferenceId: string;
  line: number;
  status: string;
  errors: { field: string; message: string }[];
  amount: number | null;
  sourceAmount: number | null;
  fee: number | null;
}

export const readBatch = (bearer: string, id: string) =>
  call<{ batch: BatchHeader; transfers: TransferAnswer[] }>(path(getBatch.path, id), { bearer });

export interface GroupAnswer {
  senderAccountNumber: string;
  senderAccountName: string;
  sourceCurrency: CurrencyCode;
  transferCount: number;
  sourceAmount: number;
  fee: number;
  totalDebit: number;
  needsApproval: boolean;
  approvers: string;
  approvalLayers: { approverRole: string[]; approverUser: { userName: string }[] }[];
}

export interface SummaryAnswer {
  batchReferenceId: string;
  revision: number;
  pricedUntil: string;
  transferCount: number;
  invalidCount: number;
  groups: GroupAnswer[];
}

export const summary = (bearer: string, id: string) =>
  call<SummaryAnswer>(path(getBatchSummary.path, id), { bearer });

/** A batch of these rows, uploaded and validated: its id and the validated header. */
export async function preparedBatch(
  bearer: string,
  rows: readonly BatchRowInput[],
): Promise<{ id: string; batch: BatchHeader }> {
  const target = await openBatch(bearer);
  const uploaded = await upload(bearer, target, toBatchCsv(rows));
  if (uploaded.status !== 200) throw new Error(`not uploaded: ${JSON.stringify(uploaded.body)}`);
  const checked = await validate(bearer, target.batchReferenceId);
  return { id: target.batchReferenceId, batch: checked.body.batch };
}

/** An SMS code verified for one group of the summary (bound as codeBindingOf binds it). */
export function batchCode(
  bearer: string,
  id: string,
  revision: number,
  group: Pick<
    GroupAnswer,
    'senderAccountNumber' | 'senderAccountName' | 'sourceCurrency' | 'transferCount' | 'totalDebit'
  >,
): Promise<string> {
  return payoutReference(
    bearer,
    codeBindingOf({
      kind: 'batch',
      batchReferenceId: id,
      revision,
      transferCount: group.transferCount,
      amount: group.totalDebit,
      currency: group.sourceCurrency,
      from: { name: group.senderAccountName, number: group.senderAccountNumber },
      totals: [],
    }),
  );
}

export interface SubmitAnswer {
  approvalStatus: string;
  referenceID: string;
  transferCount: number;
  transactionReferenceIds: string[];
  totalDebit: number;
  approvers?: string;
  batch: BatchHeader;
  touched: { accounts: Account[]; transactions: { displayReferenceId: string; amount: number }[] };
  code?: string;
  description?: string;
}

export const submit = (
  bearer: string,
  id: string,
  body: Record<string, unknown>,
  key: string | null = crypto.randomUUID(),
): Promise<CallResult<SubmitAnswer>> =>
  moneyPost<SubmitAnswer>(path(submitBatch.path, id), bearer, body, key);

/** The summary's first group submitted with a code bound to it. */
export async function submitFirstGroup(bearer: string, id: string) {
  const read = (await summary(bearer, id)).body;
  const group = read.groups[0] as GroupAnswer;
  const otpRefID = await batchCode(bearer, id, read.revision, group);
  return submit(bearer, id, {
    otpRefID,
    sourceCurrency: group.sourceCurrency,
    senderAccountNumber: group.senderAccountNumber,
  });
}
