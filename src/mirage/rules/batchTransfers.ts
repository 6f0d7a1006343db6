import type * as z from 'zod/mini';
import {
  uploadBatchFile,
  type batchSchema,
  type batchTransferSchema,
} from '../../shared/contracts/batchTransfers';
import { buildPath } from '../../shared/contracts/contract';
import type { Account } from '../../shared/domain/accounts';
import type { CurrencyCode } from '../../shared/currencies';
import { fromBatchCsv } from '../../shared/domain/batchFile';
import { checkBatchRow, emptyBatchRow } from '../../shared/domain/batchRows';
import {
  BATCH_COLUMNS,
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_TRANSFERS,
  BATCH_OPEN_MAX,
  BATCH_PAYOUT_FIELDS,
  BATCH_PRICE_SECONDS,
  type BatchColumn,
  type BatchCurrencyTotal,
  type BatchFileType,
  type BatchRowError,
  type BatchRowInput,
  type BatchTemplateKind,
} from '../../shared/domain/batchTransfers';
import { codeBindingOf } from '../../shared/domain/codeAuthorisation';
import { maxAmountMessage, minAmountMessage } from '../../shared/domain/fx';
import {
  actualAmountExceedsMessage,
  payoutAmountsAt,
  payoutCallOf,
  type PayoutCall,
} from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import { recipientTypeForCountry } from '../../shared/domain/recipient';
import { recipientFieldSpecs } from '../../shared/domain/recipients/fieldSpecs';
import { normaliseRecipient } from '../../shared/domain/recipients/normalise';
import { recipientSchema } from '../../shared/domain/recipients/schema';
import { collapseSpaces } from '../../shared/text/spaces';
import { sumMicros, type Micros } from '../../shared/money';
import {
  batchesStore,
  type StoredBatch,
  type StoredBatchRow,
  type StoredBatches,
} from '../stores/batches';
import type { Touched } from './bookings';
import {
  BankError,
  type HeldBatch,
  type HeldBatchTransfer,
  type MockApproval,
  type MockUser,
  type Scenario,
} from '../types';
import { approverNames, heldSteps, policyHolding } from './approvalPolicy';
import { bankNow } from './bankClock';
import type { BankView } from './bankView';
import { localFee, remittanceFee } from './fees';
import { MOCK_SECRET, mockHash } from './hash';
import { transferLimit } from './limits';
import { assertNotPaused } from './maintenance';
import { holdForApproval, PAYOUT_PURPOSE } from './moneyCalls';
import { consumeVerifiedCode } from './oneTimeCodes';
import { assertDailyLimits, payoutDayTotals, recordPayoutDay } from './payoutDays';
import { executePayouts, insufficientFund } from './payoutExecution';
import { bidRate } from './rates';
import { recipientFromDraft } from './recipients';
import { bindingText } from './transfers';

/**
 * Batch transfers at the bank (spec-2 §7 Batch; docs/decisions/batch-transfers.md): the batches
 * of each company (stores/batches.ts), their upload at a signed URL, the check of every row by
 * the single payout's rules (checkBatchRow, the browser's worker runs the same) plus what only
 * the bank knows (balances, the limit tables by route, duplicates), the summary's prices, and
 * one submit per sender account with a code bound to the batch, its revision and the total, which
 * pays each row as its own payout or holds the group as one approval request.
 */

export type BatchWire = z.output<typeof batchSchema>;
export type BatchTransferWire = z.output<typeof batchTransferSchema>;

/** How long an upload URL lives (docs/decisions/batch-transfers.md 'One file format at the bank'). */
export const BATCH_UPLOAD_SECONDS = 300;

/** Who is asking: the user and their company (the token's corpID). */
export interface BatchActor {
  user: MockUser;
  corpID: string;
}

/** Written for this product: the bank's own refusals of a batch and its rows. */
export const BATCH_TEXTS = {
  notFound: 'There is no such batch in your company. It may have been deleted.',
  transferNotFound: 'There is no such transfer in this batch. It may have been deleted.',
  disabled: 'Batch transfers are not enabled for your company.',
  tooManyOpen: `Your company has ${BATCH_OPEN_MAX} batches being prepared. Submit or delete one first.`,
  badSignature: 'This upload URL is not valid for you. Ask for a new one.',
  uploadExpired: 'This upload URL has expired or was used already. Ask for a new one.',
  emptyFile: 'The file has no transfers. Add at least one row under the header.',
  tooMany: (count: number) =>
    `The file has ${count.toLocaleString('en-US')} transfers: a batch takes at most ${BATCH_MAX_TRANSFERS.toLocaleString('en-US')}. Split it into smaller files.`,
  malformed: (line: number, message: string) => `Line ${line}: ${message}`,
  notUploaded: 'No file was uploaded to this batch yet.',
  alreadySubmitted: 'This transfer was submitted already and can no longer be changed.',
  changed:
    'The batch was changed since its summary. Read the summary again and ask for a new code.',
  priceExpired: "The summary's prices have expired. Read the summary again and ask for a new code.",
  nothingToSubmit: 'There are no valid transfers from this account to submit.',
  exceedsBalance: 'Amount exceeds available balance',
  duplicate: (line: number) =>
    `This transfer repeats line ${line}: the same recipient, amount and reference.`,
  noRate: (currency: string) => `Transfers in ${currency} are not available at the moment.`,
  batchName: (count: number) => `Batch of ${count} ${count === 1 ? 'transfer' : 'transfers'}`,
} as const;

const notFound = () => new BankError(404, 'BATCH_NOT_FOUND', BATCH_TEXTS.notFound);
const transferNotFound = () =>
  new BankError(404, 'BATCH_TRANSFER_NOT_FOUND', BATCH_TEXTS.transferNotFound);
const refuse = (code: string, description: string, extra: Record<string, unknown> = {}) =>
  new BankError(400, code, description, extra);

/** 403 NO_PERMISSION_API while the batchTransfer toggle is off, as approvals do. */
export function assertBatchesOn(bank: BankView, user: MockUser): void {
  if (!bank.isOn('batchTransfer', user))
    throw new BankError(403, 'NO_PERMISSION_API', BATCH_TEXTS.disabled);
}

// --- The store ---

function load(scenario: Scenario): StoredBatches {
  const stored = batchesStore.load();
  return stored?.scenario === scenario.name
    ? stored
    : { scenario: scenario.name, next: 1, batches: {} };
}

function update<T>(scenario: Scenario, edit: (state: StoredBatches) => T): T {
  const state = load(scenario);
  const result = edit(state);
  batchesStore.save(state);
  return result;
}

/** The company's batch `id`; another company's, a deleted one or an unknown id: BATCH_NOT_FOUND. */
function batchOf(state: StoredBatches, actor: BatchActor, id: string): StoredBatch {
  const batch = Object.hasOwn(state.batches, id) ? state.batches[id] : undefined;
  if (!batch || batch.corpID !== actor.corpID) throw notFound();
  return batch;
}

export function readBatch(bank: BankView, actor: BatchActor, id: string): StoredBatch {
  return batchOf(load(bank.scenario), actor, id);
}

// --- Rows ---

const compact = (input: BatchRowInput): Partial<Record<BatchColumn, string>> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')) as Partial<
    Record<BatchColumn, string>
  >;

const inputOf = (row: StoredBatchRow): BatchRowInput => ({ ...emptyBatchRow(), ...row.cells });

/** Whom a row pays: its saved recipient, or the recipient its details make (not saved yet). */
function payeeOf(bank: BankView, row: StoredBatchRow): Recipient | null {
  const input = inputOf(row);
  if (input.recipientId !== '') return bank.recipients.get(input.recipientId) ?? null;
  const values = normaliseRecipient(input);
  const parsed = recipientSchema({ type: recipientTypeForCountry(values.country) }).safeParse(
    values,
  );
  if (!parsed.success) return null;
  const fields = recipientFromDraft(parsed.data, {
    accountType: values.accountType === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'CORPORATE',
    payoutPurpose: 'Transfers',
  });
  return { displayReferenceId: '', ...fields };
}

/** One valid row priced: the call, rate, both amounts and the fee, in the sender's currency. */
interface PricedRow {
  row: StoredBatchRow;
  payee: Recipient;
  call: PayoutCall;
  sourceCurrency: CurrencyCode;
  destinationCurrency: CurrencyCode;
  rate: number;
  source: Micros;
  destination: Micros;
  fee: Micros;
}

const rateKey = (source: CurrencyCode, destination: CurrencyCode) => `${source}>${destination}`;

/**
 * What pricing reads once a call, not once a row: the accounts (one read of the books, which
 * settles the open payouts first), the p2p toggle, the bank's time and the rates already fixed.
 */
export interface Pricing {
  accounts: ReadonlyMap<string, Account>;
  p2pOn: boolean;
  now: number;
  rates?: Record<string, number>;
}

export function pricingOf(
  bank: BankView,
  user: MockUser,
  now: number,
  rates?: Record<string, number>,
): Pricing {
  return {
    accounts: new Map(bank.accounts.list().map((a) => [a.accountNumber, a])),
    p2pOn: bank.isOn('p2p', user),
    now,
    ...(rates ? { rates } : {}),
  };
}

/** A batch's pricing: the rates of its summary while the summary's revision holds. */
export function batchPricing(bank: BankView, user: MockUser, batch: StoredBatch, now: number) {
  const summary = batch.summary?.revision === batch.revision ? batch.summary : undefined;
  return pricingOf(bank, user, now, summary?.rates);
}

/**
 * A row's price at the pricing's rates (the summary's) or at the bank's rate now: what arrives is
 * the row's amount, the sender pays it converted (rounded up, as a payout typed on the receiving
 * side) and the fee beside it (DEBTOR). Null when the bank cannot price it (no rate, no payee).
 */
function priceRow(
  bank: BankView,
  pricing: Pricing,
  row: StoredBatchRow,
  payee = payeeOf(bank, row),
): PricedRow | null {
  const from = pricing.accounts.get(row.senderAccountNumber);
  if (!payee || !from || row.currency === null || row.amount === null) return null;
  const call = payoutCallOf(payee, pricing.p2pOn);
  const key = rateKey(from.currency, row.currency);
  let rate = pricing.rates?.[key];
  if (rate === undefined) {
    try {
      rate = bidRate(from.currency, row.currency, pricing.now);
    } catch {
      return null;
    }
  }
  const request = {
    senderAmount: 0,
    senderCurrency: from.currency,
    destinationCountryCode: call === 'REMITTANCE' ? payee.bankCtry : 'SG',
    destinationAmount: row.amount,
    calculateSourceAmtFromDestAmt: true,
  };
  const { fee } = call === 'REMITTANCE' ? remittanceFee(request) : localFee(request);
  const { source, destination } = payoutAmountsAt(
    rate,
    'destination',
    row.amount,
    fee,
    'DEBTOR',
    from.currency,
    row.currency,
  );
  return {
    row,
    payee,
    call,
    sourceCurrency: from.currency,
    destinationCurrency: row.currency,
    rate,
    source,
    destination,
    fee,
  };
}

/** The limit tables of the row's route (spec-2 §5, §9), on both sides, as a payout's. */
function limitError(priced: PricedRow): string | null {
  const kind = priced.call === 'REMITTANCE' ? 'overseas' : 'local';
  const target = transferLimit(priced.destinationCurrency, kind);
  if (target && priced.destination < target.min)
    return minAmountMessage(target.min, priced.destinationCurrency);
  if (target && priced.destination > target.max)
    return maxAmountMessage(target.max, priced.destinationCurrency);
  const source = transferLimit(priced.sourceCurrency, kind);
  if (source && priced.source > source.max)
    return priced.sourceCurrency === priced.destinationCurrency
      ? maxAmountMessage(source.max, priced.sourceCurrency)
      : actualAmountExceedsMessage(priced.source, source.max, priced.sourceCurrency);
  return null;
}

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

/** The valid rows of one sender account, priced at the summary's rates. */
function pricedGroup(
  bank: BankView,
  pricing: Pricing,
  batch: StoredBatch,
  senderAccountNumber: string,
): PricedRow[] {
  return batch.rows
    .filter((r) => r.status === 'VALID' && r.senderAccountNumber === senderAccountNumber)
    .map((r) => priceRow(bank, pricing, r))
    .filter((p): p is PricedRow => p !== null);
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

// --- Submitting and paying ---

/**
 * The recipient a row pays: its saved one (still there), or for a row with full details a
 * recipient saved for it, an identical saved one reused (docs/decisions/batch-transfers.md).
 */
function savedPayee(
  bank: BankView,
  held: Pick<HeldBatchTransfer, 'recipientId' | 'details'>,
): Recipient {
  if (held.recipientId) {
    const found = bank.recipients.get(held.recipientId);
    if (!found)
      throw new BankError(
        404,
        'RECIPIENT_NOT_FOUND',
        `The recipient ${held.recipientId} was deleted: edit or delete its transfers.`,
      );
    return found;
  }
  const details = held.details as Omit<Recipient, 'displayReferenceId'>;
  return bank.recipients.duplicateOf(details) ?? bank.recipients.add(details);
}

const heldTransfer = (p: PricedRow): HeldBatchTransfer => {
  const input = inputOf(p.row);
  const { displayReferenceId, ...details } = p.payee;
  return {
    transferReferenceId: p.row.id,
    recipientId: input.recipientId ? displayReferenceId : '',
    ...(input.recipientId ? {} : { details }),
    amount: p.destination,
    currency: p.destinationCurrency,
    reference: collapseSpaces(input.reference),
    purposeOfPayment: input.purposeOfPayment,
  };
};

/** Pays priced rows, each its own payout, booked together; the accounts and transactions touched. */
function payRows(
  bank: BankView,
  rows: readonly { held: HeldBatchTransfer; priced: Omit<PricedRow, 'row' | 'payee'> }[],
  from: NonNullable<ReturnType<BankView['accounts']['get']>>,
): { touched: Touched; ids: Map<string, string> } {
  // Every recipient first: a deleted one refuses the group before anything moves.
  const payees = rows.map((r) => savedPayee(bank, r.held));
  const touched = executePayouts(
    bank,
    rows.map(({ held, priced }, i) => ({
      call: priced.call,
      from,
      recipient: payees[i] as Recipient,
      source: priced.source,
      destination: priced.destination,
      destinationCurrency: priced.destinationCurrency,
      rate: priced.rate,
      fee: priced.fee,
      chargeAt: 'DEBTOR' as const,
      customerMessage: held.reference || undefined,
      purposeOfPayment: held.purposeOfPayment || undefined,
      attachments: 0,
    })),
  );
  // One debit a row, in the rows' order.
  const ids = new Map(
    rows.map(({ held }, i) => [
      held.transferReferenceId,
      touched.transactions[i]?.displayReferenceId ?? '',
    ]),
  );
  return { touched, ids };
}

export interface SubmitBody {
  otpRefID?: string | undefined;
  totpRefID?: string | undefined;
  sourceCurrency: CurrencyCode;
  senderAccountNumber: string;
}

/**
 * Submits one sender account's valid rows (the handler wraps it in bank.idempotent): not while
 * a maintenance window pauses batches; the summary's revision and prices must hold; the group's
 * total within the day's limit and the account's balance; the code bound to the batch, its
 * revision, the account and the total debit, consumed once; then the approval policy on the
 * group's total holds it as one request, or each row is paid as its own payout.
 */
export function submitGroup(
  bank: BankView,
  actor: BatchActor,
  id: string,
  body: SubmitBody,
  now: number,
) {
  assertNotPaused(bank.scenario.maintenance, 'batchTransfer');
  const { user } = actor;
  const state = load(bank.scenario);
  const batch = batchOf(state, actor, id);
  const summary = batch.summary;
  if (!summary || summary.revision !== batch.revision)
    throw new BankError(409, 'BATCH_CHANGED', BATCH_TEXTS.changed);
  if (now > summary.pricedUntil) throw refuse('BATCH_PRICE_EXPIRED', BATCH_TEXTS.priceExpired);
  const pricing = pricingOf(bank, user, now, summary.rates);
  const from = pricing.accounts.get(body.senderAccountNumber);
  if (!from)
    throw refuse('VA_NOT_AVAILABLE', `The account ${body.senderAccountNumber} is not available.`);
  if (from.currency !== body.sourceCurrency)
    throw refuse(
      'INVALID_PARAM_ERROR',
      `The account ${from.accountNumber} holds ${from.currency}, not ${body.sourceCurrency}.`,
      { field: 'sourceCurrency' },
    );
  const priced = pricedGroup(bank, pricing, batch, from.accountNumber);
  if (priced.length === 0) throw refuse('BATCH_NOTHING_TO_SUBMIT', BATCH_TEXTS.nothingToSubmit);
  const source = sumMicros(priced.map((p) => p.source));
  const fee = sumMicros(priced.map((p) => p.fee));
  const totalDebit = source + fee;
  const day = assertDailyLimits(user.userReferenceID, from, 'REMITTANCE', source, true, now);
  if ((from.currentBalance ?? 0) < totalDebit) throw insufficientFund();
  if (bank.isOn('transfer2fa', user)) {
    const binding = codeBindingOf({
      kind: 'batch',
      batchReferenceId: batch.id,
      revision: batch.revision,
      transferCount: priced.length,
      amount: totalDebit,
      currency: from.currency,
      from: { name: from.accountName, number: from.accountNumber },
      totals: [],
    });
    consumeVerifiedCode(
      user.email,
      body.otpRefID || body.totpRefID || '',
      PAYOUT_PURPOSE,
      bindingText(binding),
    );
  }
  const held = priced.map(heldTransfer);
  const currencies = new Set(priced.map((p) => p.destinationCurrency));
  const [onlyCurrency] = currencies;
  const request = holdForApproval(
    bank,
    user,
    {
      kind: 'batch',
      senderAccount: from.accountNumber,
      senderAccountName: from.accountName,
      sourceCurrency: from.currency,
      sourceAmount: source,
      receiverAccount: '',
      receiverName: BATCH_TEXTS.batchName(priced.length),
      targetCurrency: currencies.size === 1 && onlyCurrency ? onlyCurrency : from.currency,
      targetAmount: null,
      fee,
      fixedSide: 'source',
      batchReferenceId: batch.id,
      transferCount: priced.length,
      batch: { batchReferenceId: batch.id, transfers: held },
    },
    'payout',
    day.priorUnapproved,
  );
  const mark = (ids: Map<string, string> | null, approvalId?: string) => {
    for (const p of priced) {
      p.row.status = 'SUBMITTED';
      const txn = ids?.get(p.row.id);
      if (txn) p.row.transactionReferenceId = txn;
      if (approvalId) p.row.approvalReferenceId = approvalId;
    }
    if (batch.rows.every((r) => r.status === 'SUBMITTED')) batch.status = 'SUBMITTED';
    batchesStore.save(state);
  };
  if (request) {
    recordPayoutDay(day, true);
    mark(null, request.referenceId);
    return {
      approvalStatus: 'PendingCheck' as const,
      referenceID: request.referenceId,
      transferCount: priced.length,
      transactionReferenceIds: [],
      totalDebit,
      approvers: request.approvers,
      approvalLayers: request.approvalLayers,
      batch: batchWire(batch),
      touched: { accounts: [], transactions: [] },
    };
  }
  const paid = payRows(
    bank,
    priced.map((p, i) => ({ held: held[i] as HeldBatchTransfer, priced: p })),
    from,
  );
  recordPayoutDay(day, false);
  mark(paid.ids);
  return {
    approvalStatus: 'NotRequired' as const,
    referenceID: batch.id,
    transferCount: priced.length,
    transactionReferenceIds: paid.touched.transactions.map((t) => t.displayReferenceId),
    totalDebit,
    batch: batchWire(batch),
    touched: paid.touched,
  };
}

/**
 * An accepted batch request (routes/approvals.ts execute): not while batches are paused; each
 * held transfer priced again at approval time (what arrives stays; the sender's side follows the
 * rate, spec-2 §4), the group's total within the balance; then the approver's code, then every
 * payout. Short of anything, nothing moves and the request stays pending.
 */
export function executeHeldBatch(
  bank: BankView,
  approver: MockUser,
  request: MockApproval,
  held: HeldBatch,
  consumeCode: () => void,
): { request: MockApproval; touched: Touched } {
  assertNotPaused(bank.scenario.maintenance, 'batchTransfer');
  const from = bank.accounts.get(request.senderAccount);
  if (!from)
    throw refuse('VA_NOT_AVAILABLE', 'The sending account of this request is no longer available.');
  const now = bankNow();
  const rows = held.transfers.map((t) => {
    const payee = t.recipientId
      ? savedPayee(bank, t)
      : ({ displayReferenceId: '', ...t.details } as Recipient);
    const call = payoutCallOf(payee, bank.isOn('p2p', approver));
    const rate = bidRate(from.currency, t.currency, now);
    const countryCode = call === 'REMITTANCE' ? payee.bankCtry : 'SG';
    const feeRequest = {
      senderAmount: 0,
      senderCurrency: from.currency,
      destinationCountryCode: countryCode,
      destinationAmount: t.amount,
      calculateSourceAmtFromDestAmt: true,
    };
    const { fee } = call === 'REMITTANCE' ? remittanceFee(feeRequest) : localFee(feeRequest);
    const amounts = payoutAmountsAt(
      rate,
      'destination',
      t.amount,
      fee,
      'DEBTOR',
      from.currency,
      t.currency,
    );
    return {
      held: t,
      priced: {
        call,
        sourceCurrency: from.currency,
        destinationCurrency: t.currency,
        rate,
        source: amounts.source,
        destination: amounts.destination,
        fee,
      },
    };
  });
  const source = sumMicros(rows.map((r) => r.priced.source));
  const fee = sumMicros(rows.map((r) => r.priced.fee));
  if ((from.currentBalance ?? 0) < source + fee) throw insufficientFund();
  consumeCode();
  const paid = payRows(bank, rows, from);
  update(bank.scenario, (state) => {
    const batch = state.batches[held.batchReferenceId];
    for (const row of batch?.rows ?? []) {
      const txn = paid.ids.get(row.id);
      if (txn) row.transactionReferenceId = txn;
    }
  });
  return { request: { ...request, sourceAmount: source, fee }, touched: paid.touched };
}

// --- The template ---

/** A column of the template: what it holds and when it is needed. */
export interface TemplateColumn {
  key: BatchColumn;
  header: string;
  required: 'required' | 'withoutRecipient' | 'optional';
  description: string;
}

/** What each column holds, as the template says it (the new-recipient form's fields, then the payout's). */
const DESCRIPTIONS: Record<BatchColumn, string> = {
  recipientId:
    "A saved recipient's ID (as in your recipient list). Leave empty to give the recipient's details instead.",
  country: "The country of the recipient's bank, 2 letters (SG, US, GB ...).",
  currency: 'The currency the recipient receives, 3 letters (SGD, USD ...).',
  name: "The recipient's full name as the bank account shows it.",
  contactCountryCode: "The country code of the recipient's phone number (+65).",
  contactNumber: "The recipient's phone number, without the country code.",
  address: "The first line of the recipient's address.",
  addressLineTwo: "The second line of the recipient's address (optional).",
  addressLineThree: "The third line of the recipient's address (optional).",
  city: "The recipient's city.",
  state: "The recipient's state or province.",
  postal: "The recipient's postal code.",
  email: "The recipient's e-mail address, where the currency needs one.",
  relationship: 'How the recipient is related to your company, where the currency needs it.',
  accountType: 'INDIVIDUAL or CORPORATE.',
  identificationType: 'Set from the account type for BRL (CPF or CNPJ): leave empty.',
  identificationValue: "The recipient's CPF or CNPJ number (BRL only).",
  bankAccountType: 'CHECKING or SAVING (BRL only).',
  accountNumber: "The recipient's account number or IBAN.",
  bankName: "The name of the recipient's bank.",
  routingCodeType: 'Set from the currency (ACH, BSB, SORT, IFSC ...): leave empty.',
  routingCodeValue:
    "The bank's routing code where the currency needs one (ACH, BSB, SORT, IFSC ...).",
  swiftCodeValue: "The SWIFT code of the recipient's bank.",
  bankCode: "The bank's code where the currency needs one.",
  intermediatoryBankSwiftCode: "An intermediary bank's SWIFT code (optional).",
  amount: "The amount the recipient receives, in the recipient's currency (1,250.50).",
  senderAccountNumber: 'The number of your account the transfer is paid from.',
  reference: 'What the recipient sees with the payment (optional).',
  purposeOfPayment:
    'The purpose code: required for an overseas transfer (IR001 ...), optional for a local one (SALA, SUPP ...).',
  paymentAdviceEmails: 'Up to 5 e-mail addresses for a payment advice, separated by ;',
};

const REQUIRED_PAYOUT: readonly BatchColumn[] = ['amount', 'senderAccountNumber'];
/** Needed by every row that gives the recipient's details (the others as its currency needs). */
const DETAILS_REQUIRED: readonly BatchColumn[] = ['country', 'currency', 'name', 'accountNumber'];

function requiredOf(column: BatchColumn): TemplateColumn['required'] {
  if (REQUIRED_PAYOUT.includes(column)) return 'required';
  return DETAILS_REQUIRED.includes(column) ? 'withoutRecipient' : 'optional';
}

const row = (values: Partial<BatchRowInput>): BatchRowInput => ({ ...emptyBatchRow(), ...values });

/** The template of a kind: its columns (LOCAL: those a Singapore recipient uses), examples, limits. */
export function batchTemplate(bank: BankView, kind: BatchTemplateKind) {
  const local = recipientFieldSpecs('SGD', { type: 'LOCAL' });
  const shownLocally = (column: BatchColumn) =>
    column === 'recipientId' ||
    (BATCH_PAYOUT_FIELDS as readonly string[]).includes(column) ||
    (local?.[column as keyof typeof local]?.shown ?? false);
  const columns: TemplateColumn[] = BATCH_COLUMNS.filter(
    (column) => kind === 'OVERSEAS' || shownLocally(column),
  ).map((key) => ({
    key,
    header: key,
    required: requiredOf(key),
    description: DESCRIPTIONS[key],
  }));
  const main = bank.accounts.list().find((a) => a.currency === 'SGD');
  const saved = bank.recipients
    .list()
    .find((r) =>
      kind === 'LOCAL'
        ? r.recipientType === 'LOCAL' && r.currency === 'SGD'
        : r.recipientType === 'OVERSEAS' && r.currency === 'USD',
    );
  const sender = main?.accountNumber ?? '';
  const exampleRows =
    kind === 'LOCAL'
      ? [
          row({
            recipientId: saved?.displayReferenceId ?? '',
            amount: '1,250.50',
            senderAccountNumber: sender,
            reference: 'INV 001',
            purposeOfPayment: 'SUPP',
          }),
          row({
            country: 'SG',
            currency: 'SGD',
            name: 'Tan Ah Kow Pte Ltd',
            accountNumber: '5012345678',
            swiftCodeValue: 'OCBCSGSG',
            amount: '800.00',
            senderAccountNumber: sender,
            reference: 'Salary Nov',
            purposeOfPayment: 'SALA',
            paymentAdviceEmails: 'payroll@example.com',
          }),
        ]
      : [
          row({
            recipientId: saved?.displayReferenceId ?? '',
            amount: '2,000.00',
            senderAccountNumber: sender,
            reference: 'INV 002',
            purposeOfPayment: 'IR014',
          }),
          row({
            country: 'US',
            currency: 'USD',
            name: 'Jane Doe',
            accountType: 'INDIVIDUAL',
            address: '1 High Street',
            city: 'Springfield',
            state: 'Central',
            postal: '12345',
            contactCountryCode: '+1',
            contactNumber: '5551234567',
            bankName: 'Example Bank',
            accountNumber: '000123456789',
            routingCodeValue: '021000021',
            amount: '500.00',
            senderAccountNumber: sender,
            reference: 'Consulting Nov',
            purposeOfPayment: 'IR016',
          }),
        ];
  const keep = new Set(columns.map((c) => c.key));
  return {
    kind,
    columns,
    exampleRows: exampleRows.map(
      (r) =>
        Object.fromEntries(
          Object.entries(r).filter(([k]) => keep.has(k as BatchColumn)),
        ) as BatchRowInput,
    ),
    maxTransfers: BATCH_MAX_TRANSFERS,
    maxBytes: BATCH_FILE_MAX_BYTES,
  };
}
