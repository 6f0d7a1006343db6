/**
 * The batch file pipeline (docs/decisions/batch-transfers.md 'Reading a batch file' and after):
 * everything the batch page uses of it, and nothing else. Reading and checking run in a worker.
 */

/** The hook of the page: read(file, { template, context }), confirmMapping, dismiss, reset. */
export { useBatchFile } from './useBatchFile';
export type {
  BatchFilePhase,
  BatchFileState,
  BatchFileInputs,
  CheckedBatchFile,
} from './useBatchFile';
/** One file read and mapped (or asking for a mapping, or refused), without the check. */
export { readBatchFile } from './readBatchFile';
export type { BatchFileResult, BatchFileRows, BatchFileNeedsMapping } from './readBatchFile';
/** A refusal of a file: its reason and the text shown. */
export type { FileRefusal, RefusalReason } from './readTable';
/** Every row through the shared row rules in the worker, with progress (done, total). */
export { checkBatchRows } from './batchWorker';
/** A row of the file with its line, and a mapping of template columns to the file's headers. */
export type { BatchFileRow, ColumnMapping as BatchColumnMapping } from './columns';
/** The column-mapping step: a labelled select per template column, Continue, Choose another. */
export { ColumnMapping } from './ColumnMapping';
/** The progress of reading and checking: a labelled <progress>. */
export { BatchProgress } from './BatchProgress';
/** The template as CSV text and as an XLSX Blob, their file names, and the upload's CSV. */
export { templateCsv, templateXlsx, templateFileName, toUploadCsv } from './templateFiles';
/** Every text of the pipeline (refusals, mapping, progress), for the page's own tests. */
export { FILE_TEXTS } from './messages';
/** The file types the picker offers (its `accept`). */
export const BATCH_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
