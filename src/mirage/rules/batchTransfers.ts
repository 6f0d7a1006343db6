import type * as z from 'zod/mini';
import {
  uploadBatchFile,
  type batchSchema,
  type batchTransferSchema,
} from '../../shared/contracts/batchTransfers';
import { buildPath } from '../../shared/contracts/contract';
import type { CurrencyCode } from '../../shared/currencies';
import { fromBatchCsv } from '../../shared/domain/batchFile';
import { checkBatchRow, emptyBatchRow } from '../../shared/domain/batchRows';
import {
  BATCH_COLUMNS,
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_TRANSFERS,
  BATCH_OPEN_MAX,
  BATCH_PRICE_SECONDS,
  type BatchColumn,
  type BatchCurrencyTotal,
  type BatchFileType,
  type BatchRowError,
  type BatchRowInput,
} from '../../shared/domain/batchTransfers';
import { normaliseRecipient } from '../../shared/domain/recipients/normalise';
import { collapseSpaces } from '../../shared/text/spaces';
import { sumMicros, type Micros } from '../../shared/money';
import type { StoredBatch, StoredBatchRow, StoredBatches } from '../stores/batches';
import { BankError, type MockUser } from '../types';
import { approverNames, heldSteps, policyHolding } from './approvalPolicy';
import type { BankView } from './bankView';
import {
  limitError,
  priceRow,
  pricedGroup,
  pricingOf,
  rateKey,
  type PricedRow,
  type Pricing,
} from './batchPricing';
import { BATCH_TEXTS, batchOf, inputOf, refuse, update, type BatchActor } from './batchStore';
import { MOCK_SECRET, mockHash } from './hash';
import { payoutDayTotals } from './payoutDays';

/**
 * Batch transfers at the bank (spec-2 §7 Batch; docs/decisions/batch-transfers.md): the batches
 * of each company (stores/batches.ts, read and written through batchStore.ts), their upload at a
 * signed URL, the check of every row by the single payout's rules (checkBatchRow, the browser's
 * worker runs the same) plus what only the bank knows (balances, the limit tables by route,
 * duplicates), edits and deletions, and the summary's prices (batchPricing.ts). The submit, one
 * per sender account with a code bound to the batch, its revision and the total, which pays each
 * row as its own payout or holds the group as one approval request, is batchSubmit.ts; the
 * template is batchTemplate.ts.
 */

export type BatchWire = z.output<typeof batchSchema>;
export type BatchTransferWire = z.output<typeof batchTransferSchema>;

/** How long an upload URL lives (docs/decisions/batch-transfers.md 'One file format at the bank'). */
export const BATCH_UPLOAD_SECONDS = 300;

const transferNotFound = () =>
  new BankError(404, 'BATCH_TRANSFER_NOT_FOUND', BATCH_TEXTS.transferNotFound);

/** 403 NO_PERMISSION_API while the batchTransfer toggle is off, as approvals do. */
export function assertBatchesOn(bank: BankView, user: MockUser): void {
  if (!bank.isOn('batchTransfer', user))
    throw new BankError(403, 'NO_PERMISSION_API', BATCH_TEXTS.disabled);
}

// --- Rows ---

const compact = (input: BatchRowInput): Partial<Record<BatchColumn, string>> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')) as Partial<
    Record<BatchColumn, string>
  >;

/** What makes two rows the same transfer: the recipient, the amount and the reference. */
function duplicateKey(row: StoredBatchRow): string {
  const input = inputOf(row);
  const values = normaliseRecipient(input);
  const recipient =
    input.recipientId !== ''
      ? `id:${input.recipientId}`
      : `new:${values.country}|${values.currency}|${values.accountNumber}|${values.swiftCodeValue}|${values.routingCodeValue}|${values.bankCode}`;
  return `${recipient}|${row.amount}|${row.currency}|${collapseSpaces(input.reference).toLowerCase()}`;
}

/**
 * The bank's verdict on every row not yet submitted: checkBatchRow with the bank's books, then
 * the rules only it knows: a rate to price it, the limit tables of its route, its own debit
 * within its account's available balance, and no repeat of an earlier row.
 */
function checkRows(bank: BankView, user: MockUser, batch: StoredBatch, now: number): void {
  const context = {
    recipients: bank.recipients.list(),
    accounts: bank.accounts.list(),
    localIntegrationOn: bank.isOn('dbsLocalTtIntegration', user),
  };
  const pricing = pricingOf(bank, user, now);
  const seen = new Map<string, number>();
  for (const row of batch.rows) {
    if (row.status === 'SUBMITTED') continue;
    const check = checkBatchRow(inputOf(row), context);
    const errors: BatchRowError[] = [...check.errors];
    Object.assign(row, {
      recipientName: check.recipientName,
      currency: check.currency,
      amount: check.amount,
      senderAccountNumber: check.senderAccountNumber,
    });
    if (errors.length === 0) {
      const recipientField: BatchColumn = row.cells.recipientId ? 'recipientId' : 'currency';
      const priced = priceRow(bank, pricing, row);
      const balance = pricing.accounts.get(row.senderAccountNumber)?.currentBalance ?? null;
      const limit = priced && limitError(priced);
      const key = duplicateKey(row);
      const earlier = seen.get(key);
      if (!priced)
        errors.push({ field: recipientField, message: BATCH_TEXTS.noRate(row.currency ?? '') });
      else if (limit) errors.push({ field: 'amount', message: limit });
      else if (balance === null || priced.source + priced.fee > balance)
        errors.push({ field: 'amount', message: BATCH_TEXTS.exceedsBalance });
      else if (earlier !== undefined)
        errors.push({ field: 'amount', message: BATCH_TEXTS.duplicate(earlier) });
      if (errors.length === 0) seen.set(key, row.line);
    }
    row.errors = errors;
    row.status = errors.length === 0 ? 'VALID' : 'INVALID';
    if (errors.length > 0) {
      row.currency = null;
      row.amount = null;
    }
  }
}

// --- Answers ---

export function batchWire(batch: StoredBatch): BatchWire {
  const count = (status: string) => batch.rows.filter((r) => r.status === status).length;
  return {
    batchReferenceId: batch.id,
    fileName: batch.fileName,
    status: batch.status,
    revision: batch.revision,
    transferCount: batch.rows.length,
    validCount: count('VALID'),
    invalidCount: count('INVALID'),
    submittedCount: count('SUBMITTED'),
    createdAt: new Date(batch.createdAt).toISOString(),
  };
}

/** A row as the bank answers it, priced by `pricing` (batchPricing) when valid. */
export function transferWire(
  bank: BankView,
  pricing: Pricing,
  row: StoredBatchRow,
): BatchTransferWire {
  const priced = row.status === 'VALID' ? priceRow(bank, pricing, row) : null;
  return {
    transferReferenceId: row.id,
    line: row.line,
    status: row.status ?? 'INVALID',
    input: inputOf(row),
    errors: row.errors,
    recipientName: row.recipientName,
    currency: row.currency,
    amount: row.amount,
    senderAccountNumber: row.senderAccountNumber,
    sourceCurrency: priced?.sourceCurrency ?? null,
    sourceAmount: priced?.source ?? null,
    fee: priced?.fee ?? null,
  };
}

/** The checked rows (a file uploaded but not validated yet has none to show). */
export function checkedRows(batch: StoredBatch): StoredBatchRow[] {
  return batch.rows.filter((r) => r.status !== null);
}

export function findRow(batch: StoredBatch, txnId: string): StoredBatchRow {
  const row = batch.rows.find((r) => r.id === txnId && r.status !== null);
  if (!row) throw transferNotFound();
  return row;
}

// --- Opening and uploading ---

const signatureOf = (userId: string, batchId: string, expiresAt: number) =>
  `${expiresAt}.${mockHash(`batch-upload|${userId}|${batchId}|${expiresAt}|${MOCK_SECRET}`)}`;

/** Whether `signature` is this user's for this batch and not expired (the body limit asks too). */
export function uploadSignatureValid(
  userId: string,
  batchId: string,
  signature: string,
  now: number,
): boolean {
  const expiresAt = Number(signature.split('.')[0]);
  return (
    Number.isSafeInteger(expiresAt) &&
    signature === signatureOf(userId, batchId, expiresAt) &&
    now <= expiresAt
  );
}

/** A batch not yet submitted: what BATCH_OPEN_MAX counts (an upload URL never used is dropped). */
function dropStale(state: StoredBatches, now: number): void {
  for (const [id, batch] of Object.entries(state.batches))
    if (batch.status === 'AWAITING_UPLOAD' && batch.uploadExpiresAt < now) delete state.batches[id];
}

export function openBatch(
  bank: BankView,
  actor: BatchActor,
  file: { fileName: string; fileType: BatchFileType; fileSize: number },
  now: number,
) {
  return update(bank.scenario, (state) => {
    dropStale(state, now);
    const open = Object.values(state.batches).filter(
      (b) => b.corpID === actor.corpID && b.status !== 'SUBMITTED',
    );
    if (open.length >= BATCH_OPEN_MAX)
      throw new BankError(429, 'TOO_MANY_REQUEST', BATCH_TEXTS.tooManyOpen);
    const id = `BATCH-${String(state.next).padStart(6, '0')}`;
    state.next += 1;
    const expiresAt = now + BATCH_UPLOAD_SECONDS * 1000;
    state.batches[id] = {
      id,
      corpID: actor.corpID,
      ownerId: actor.user.userReferenceID,
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.fileSize,
      status: 'AWAITING_UPLOAD',
      revision: 0,
      createdAt: now,
      uploadExpiresAt: expiresAt,
      rows: [],
    };
    const signature = signatureOf(actor.user.userReferenceID, id, expiresAt);
    return {
      batchReferenceId: id,
      uploadUrl: `${buildPath(uploadBatchFile.path, { id })}?signature=${encodeURIComponent(signature)}`,
      expiresAt: new Date(expiresAt).toISOString(),
      maxBytes: BATCH_FILE_MAX_BYTES,
      maxTransfers: BATCH_MAX_TRANSFERS,
    };
  });
}

/**
 * The upload at the signed URL: this user's signature for this batch, within its 5 minutes, once.
 * The text is read into rows at once (fromBatchCsv) and not kept: an empty file, one of more than
 * BATCH_MAX_TRANSFERS rows or a malformed one (its first refusals with their lines) is refused and
 * the URL stays usable until it expires.
 */
export function uploadRows(
  bank: BankView,
  actor: BatchActor,
  id: string,
  signature: string,
  content: string,
  now: number,
): BatchWire {
  return update(bank.scenario, (state) => {
    const batch = batchOf(state, actor, id);
    const expiresAt = Number(signature.split('.')[0]);
    if (signature !== signatureOf(actor.user.userReferenceID, id, expiresAt))
      throw new BankError(403, 'NO_PERMISSION_API', BATCH_TEXTS.badSignature);
    if (now > expiresAt || batch.status !== 'AWAITING_UPLOAD')
      throw refuse('BATCH_UPLOAD_EXPIRED', BATCH_TEXTS.uploadExpired);
    const { rows, lines, errors } = fromBatchCsv(content);
    const empty = errors.find((e) => e.line === 1 && e.column === undefined);
    if (empty || (errors.length === 0 && rows.length === 0))
      throw refuse('BATCH_EMPTY_FILE', BATCH_TEXTS.emptyFile);
    if (rows.length + errors.filter((e) => e.line > 1).length > BATCH_MAX_TRANSFERS)
      throw refuse('BATCH_TOO_MANY_TRANSFERS', BATCH_TEXTS.tooMany(rows.length));
    const [first] = errors;
    if (first)
      throw refuse('BATCH_MALFORMED_FILE', BATCH_TEXTS.malformed(first.line, first.message), {
        errors: errors.slice(0, 20),
      });
    batch.rows = rows.map((input, i) => ({
      id: `${id.replace('BATCH-', 'BTX-')}-${String(i + 1).padStart(4, '0')}`,
      line: lines[i] ?? i + 2,
      cells: compact(input),
      status: null,
      errors: [],
      recipientName: '',
      currency: null,
      amount: null,
      senderAccountNumber: input.senderAccountNumber,
    }));
    batch.status = 'UPLOADED';
    return batchWire(batch);
  });
}

// --- Checking, editing, deleting ---

/** validate: the bank's verdict on every row; the revision moves (a summary's code is void). */
export function validateRows(bank: BankView, actor: BatchActor, id: string, now: number) {
  return update(bank.scenario, (state) => {
    const batch = batchOf(state, actor, id);
    if (batch.status === 'AWAITING_UPLOAD')
      throw refuse('BATCH_NOT_UPLOADED', BATCH_TEXTS.notUploaded);
    checkRows(bank, actor.user, batch, now);
    if (batch.status === 'UPLOADED') batch.status = 'VALIDATED';
    batch.revision += 1;
    delete batch.summary;
    return batchWire(batch);
  });
}

const assertNotSubmitted = (row: StoredBatchRow) => {
  if (row.status === 'SUBMITTED')
    throw refuse('BATCH_ALREADY_SUBMITTED', BATCH_TEXTS.alreadySubmitted);
};

/** An edited row: kept with its new cells, every row checked again (a repeat may have gone). */
export function editRow(
  bank: BankView,
  actor: BatchActor,
  id: string,
  txnId: string,
  input: Partial<Record<BatchColumn, string>>,
  now: number,
) {
  return update(bank.scenario, (state) => {
    const batch = batchOf(state, actor, id);
    const row = findRow(batch, txnId);
    assertNotSubmitted(row);
    const cells = emptyBatchRow();
    for (const column of BATCH_COLUMNS) cells[column] = (input[column] ?? '').trim();
    row.cells = compact(cells);
    checkRows(bank, actor.user, batch, now);
    batch.revision += 1;
    delete batch.summary;
    const pricing = pricingOf(bank, actor.user, now);
    return { transfer: transferWire(bank, pricing, row), batch: batchWire(batch) };
  });
}

/** Removes rows not submitted; every row checked again; the revision moves. */
export function deleteRows(
  bank: BankView,
  actor: BatchActor,
  id: string,
  txnIds: readonly string[],
  now: number,
) {
  return update(bank.scenario, (state) => {
    const batch = batchOf(state, actor, id);
    const gone = new Set(txnIds);
    for (const txnId of gone) assertNotSubmitted(findRow(batch, txnId));
    batch.rows = batch.rows.filter((r) => !gone.has(r.id));
    checkRows(bank, actor.user, batch, now);
    batch.revision += 1;
    delete batch.summary;
    return { batch: batchWire(batch), deletedCount: gone.size };
  });
}

/** Deletes the batch: its file and rows not submitted. Paid rows stay in the ledger; held ones with their request. */
export function deleteBatch(bank: BankView, actor: BatchActor, id: string): boolean {
  return update(bank.scenario, (state) => {
    batchOf(state, actor, id);
    delete state.batches[id];
    return true;
  });
}

// --- The summary ---

function currencyTotals(rows: readonly PricedRow[]): BatchCurrencyTotal[] {
  const totals = new Map<CurrencyCode, BatchCurrencyTotal>();
  for (const r of rows) {
    const total = totals.get(r.destinationCurrency) ?? {
      currency: r.destinationCurrency,
      transferCount: 0,
      amount: 0,
    };
    total.transferCount += 1;
    total.amount += r.destination;
    totals.set(r.destinationCurrency, total);
  }
  return [...totals.values()];
}

/** Whether the approval policy holds a group of `source`, and whose approval it waits for. */
function approvalOf(
  bank: BankView,
  user: MockUser,
  accountNumber: string,
  source: Micros,
  currency: CurrencyCode,
  now: number,
) {
  if (!bank.isOn('approvals', user))
    return { needsApproval: false, approvers: '', approvalLayers: [] };
  const prior = payoutDayTotals(user.userReferenceID, accountNumber, now).unapproved;
  const policy = policyHolding(bank.policies.list(), user.role, source, currency, prior);
  if (!policy) return { needsApproval: false, approvers: '', approvalLayers: [] };
  const steps = heldSteps(policy, user.userReferenceID, bank.people());
  return {
    needsApproval: true,
    approvers: steps ? approverNames(steps.approvers) : '',
    approvalLayers: steps?.layers ?? [],
  };
}

/**
 * The valid rows priced per sender account: the rates fixed for BATCH_PRICE_SECONDS (kept while
 * the revision and the prices hold, so the totals a code was bound to do not move), the fees, the
 * totals per recipient currency, and the approval the group's total needs.
 */
export function summarise(bank: BankView, actor: BatchActor, id: string, now: number) {
  return update(bank.scenario, (state) => {
    const batch = batchOf(state, actor, id);
    const kept =
      batch.summary?.revision === batch.revision && now <= batch.summary.pricedUntil
        ? batch.summary
        : undefined;
    const rates: Record<string, number> = { ...kept?.rates };
    const senders = [
      ...new Set(batch.rows.filter((r) => r.status === 'VALID').map((r) => r.senderAccountNumber)),
    ];
    const pricing = pricingOf(bank, actor.user, now, rates);
    const all: PricedRow[] = [];
    const groups = senders.flatMap((accountNumber) => {
      const from = pricing.accounts.get(accountNumber);
      if (!from) return [];
      const priced = pricedGroup(bank, pricing, batch, accountNumber);
      for (const p of priced) rates[rateKey(p.sourceCurrency, p.destinationCurrency)] = p.rate;
      all.push(...priced);
      const sourceAmount = sumMicros(priced.map((p) => p.source));
      const fee = sumMicros(priced.map((p) => p.fee));
      return [
        {
          senderAccountNumber: accountNumber,
          senderAccountName: from.accountName,
          sourceCurrency: from.currency,
          transferCount: priced.length,
          sourceAmount,
          fee,
          totalDebit: sourceAmount + fee,
          availableBalance: from.currentBalance ?? 0,
          ...approvalOf(bank, actor.user, accountNumber, sourceAmount, from.currency, now),
          currencyTotals: currencyTotals(priced),
        },
      ];
    });
    const pricedUntil = kept?.pricedUntil ?? now + BATCH_PRICE_SECONDS * 1000;
    batch.summary = {
      revision: batch.revision,
      pricedUntil,
      rates,
      groups: groups.map((g) => ({
        senderAccountNumber: g.senderAccountNumber,
        totalDebit: g.totalDebit,
      })),
    };
    return {
      batchReferenceId: batch.id,
      revision: batch.revision,
      pricedUntil: new Date(pricedUntil).toISOString(),
      transferCount: all.length,
      invalidCount: batch.rows.filter((r) => r.status === 'INVALID').length,
      currencyTotals: currencyTotals(all),
      groups,
    };
  });
}
