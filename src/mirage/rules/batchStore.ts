import {
  BATCH_MAX_TRANSFERS,
  BATCH_OPEN_MAX,
  type BatchRowInput,
} from '../../shared/domain/batchTransfers';
import { emptyBatchRow } from '../../shared/domain/batchRows';
import {
  batchesStore,
  type StoredBatch,
  type StoredBatchRow,
  type StoredBatches,
} from '../stores/batches';
import { BankError, type MockUser, type Scenario } from '../types';
import type { BankView } from './bankView';

/**
 * What every batch rule shares (docs/decisions/batch-transfers.md): who is asking, the bank's
 * texts and refusals, a company's batches read from and written to their store
 * (stores/batches.ts), and a stored row's cells as a whole row.
 */

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
export const refuse = (code: string, description: string, extra: Record<string, unknown> = {}) =>
  new BankError(400, code, description, extra);

// --- The store ---

export function load(scenario: Scenario): StoredBatches {
  const stored = batchesStore.load();
  return stored?.scenario === scenario.name
    ? stored
    : { scenario: scenario.name, next: 1, batches: {} };
}

export function update<T>(scenario: Scenario, edit: (state: StoredBatches) => T): T {
  const state = load(scenario);
  const result = edit(state);
  batchesStore.save(state);
  return result;
}

/** The company's batch `id`; another company's, a deleted one or an unknown id: BATCH_NOT_FOUND. */
export function batchOf(state: StoredBatches, actor: BatchActor, id: string): StoredBatch {
  const batch = Object.hasOwn(state.batches, id) ? state.batches[id] : undefined;
  if (!batch || batch.corpID !== actor.corpID) throw notFound();
  return batch;
}

export function readBatch(bank: BankView, actor: BatchActor, id: string): StoredBatch {
  return batchOf(load(bank.scenario), actor, id);
}

/** A stored row's cells as a whole row (a row keeps only its non-empty cells). */
export const inputOf = (row: StoredBatchRow): BatchRowInput => ({
  ...emptyBatchRow(),
  ...row.cells,
});
