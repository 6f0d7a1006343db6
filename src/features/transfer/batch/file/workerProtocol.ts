import type {
  BatchCheckContext,
  BatchRowCheck,
  BatchRowInput,
} from '../../../../shared/domain/batchTransfers';
import type { FileRefusal, RawTable } from './readTable';

/** The messages between the page and the batch worker (batchCheck.worker.ts). */
export type WorkerRequest =
  | { id: number; type: 'read'; file: File }
  | { id: number; type: 'check'; rows: BatchRowInput[]; context: BatchCheckContext };

/** A request before its id is given (each member of the union without `id`). */
export type WorkerRequestBody = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

export type WorkerAnswer =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'read'; result: RawTable | FileRefusal }
  | { id: number; type: 'checked'; checks: BatchRowCheck[] }
  | { id: number; type: 'failed'; message: string };
