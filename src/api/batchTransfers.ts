import type * as z from 'zod/mini';
import {
  deleteBatchFile,
  deleteBatchTransfers,
  getBatch,
  getBatchSummary,
  getBatchTemplate,
  getBatchTransfer,
  requestBatchUploadUrl,
  submitBatch,
  uploadBatchFile,
  validateBatch,
  validateBatchTransfer,
  type batchRowInputSchema,
  type batchSchema,
  type batchTransferSchema,
} from '../shared/contracts/batchTransfers';
import type { AnswerOf, BodyOf } from '../shared/contracts/contract';
import type { BatchTemplateKind } from '../shared/domain/batchTransfers';
import type { MoneyIntent } from './client';
import { call } from './contractCall';

/**
 * Batch transfers (contracts: src/shared/contracts/batchTransfers.ts; docs/decisions/
 * batch-transfers.md), in the order of spec-2 §4 Batch transfer flow. Submit is the one money
 * call: refused offline before it is sent, and the intent's idempotency key makes a retry or a
 * double click pay once. Its answer's records go to the cache from the feature, not from here.
 */

export type BatchHeader = z.infer<typeof batchSchema>;
export type BatchTransfer = z.infer<typeof batchTransferSchema>;
export type BatchRowWire = z.input<typeof batchRowInputSchema>;
export type BatchTemplate = AnswerOf<typeof getBatchTemplate>;
export type BatchUploadTarget = AnswerOf<typeof requestBatchUploadUrl>;
export type BatchSummary = AnswerOf<typeof getBatchSummary>;
export type BatchSubmitRequest = BodyOf<typeof submitBatch>;
export type BatchSubmitResult = AnswerOf<typeof submitBatch>;

/** The template's columns and example rows (the page writes them as CSV or XLSX). */
export function getTemplate(kind: BatchTemplateKind): Promise<BatchTemplate> {
  return call(getBatchTemplate, { params: { id: kind } });
}

/** Opens a batch: its id and the signed URL its file goes to. */
export function requestUploadUrl(body: BodyOf<typeof requestBatchUploadUrl>) {
  return call(requestBatchUploadUrl, { body });
}

/**
 * Uploads the rows (CSV text in the template's columns) to the signed URL the bank answered: its
 * id and signature are read back from that URL, so the call goes through its contract.
 */
export async function uploadFile(target: BatchUploadTarget, content: string): Promise<BatchHeader> {
  const url = new URL(target.uploadUrl, 'http://bank.invalid');
  const signature = url.searchParams.get('signature') ?? '';
  return (
    await call(uploadBatchFile, {
      params: { id: target.batchReferenceId },
      query: { signature },
      body: { content },
    })
  ).batch;
}

/** The bank's check of every row of the uploaded file. */
export async function validate(id: string): Promise<BatchHeader> {
  return (await call(validateBatch, { params: { id } })).batch;
}

/** Deletes the file and the transfers not yet submitted. */
export async function deleteFile(id: string): Promise<boolean> {
  return (await call(deleteBatchFile, { params: { id } })).deleted;
}

/** One transfer of a batch. */
export async function getTransfer(id: string, txnId: string): Promise<BatchTransfer> {
  return (await call(getBatchTransfer, { params: { id, txnId } })).transfer;
}

/** An edited transfer, checked and kept by the bank with its verdict. */
export function validateTransfer(id: string, txnId: string, input: BatchRowWire) {
  return call(validateBatchTransfer, { params: { id, txnId }, body: { input } });
}

/** The batch and all its transfers. */
export function getBatchTransfers(id: string) {
  return call(getBatch, { params: { id } });
}

/** Removes the chosen transfers. */
export function deleteTransfers(id: string, transferReferenceIds: string[]) {
  return call(deleteBatchTransfers, { params: { id }, body: { transferReferenceIds } });
}

/** The valid transfers priced, per currency and per sender account. */
export function getSummary(id: string): Promise<BatchSummary> {
  return call(getBatchSummary, { params: { id } });
}

/** Pays (or holds for approval) one sender account's valid transfers with the code's reference. */
export function submit(
  id: string,
  body: BatchSubmitRequest,
  intent: MoneyIntent,
): Promise<BatchSubmitResult> {
  return call(submitBatch, { params: { id }, body, money: intent });
}
