import type { BatchTemplate } from '../../../../api/batchTransfers';
import type { BatchColumn, BatchFileType } from '../../../../shared/domain/batchTransfers';
import { readInWorker } from './batchWorker';
import {
  applyMapping,
  autoMapping,
  fitMapping,
  missingColumns,
  type BatchFileRow,
  type ColumnMapping,
} from './columns';
import type { FileRefusal, RawTable } from './readTable';

/** A file read and mapped: its rows in the template's columns, each with its line. */
export interface BatchFileRows {
  kind: 'rows';
  fileName: string;
  fileType: BatchFileType;
  /** The file's headers as written. */
  headers: string[];
  /** Template column -> the file's header used. */
  mapping: ColumnMapping;
  rows: BatchFileRow[];
}

/** A file whose headers leave a needed column unmapped: the person maps them (ColumnMapping). */
export interface BatchFileNeedsMapping {
  kind: 'needsMapping';
  fileName: string;
  fileType: BatchFileType;
  headers: string[];
  /** What to propose: the mapping this user confirmed for these headers, else what maps itself. */
  suggested: ColumnMapping;
  /** Whether `suggested` is one the user confirmed before. */
  remembered: boolean;
  /** The needed columns the headers alone leave out. */
  missing: BatchColumn[];
  /** The file's cells, so a confirmed mapping applies without reading the file again. */
  table: RawTable;
}

export type BatchFileResult = BatchFileRows | BatchFileNeedsMapping | FileRefusal;

export interface ReadBatchFileOptions {
  /** The template answer (getTemplate): its columns' headers and which are needed. */
  template: BatchTemplate;
  /** A mapping to apply as it is (the person's, from ColumnMapping). */
  mapping?: ColumnMapping;
  /** The mapping this user confirmed for these headers before (rememberedMappings.ts). */
  recall?: (headers: readonly string[]) => Promise<ColumnMapping | undefined>;
}

/** The rows of a table by a mapping. */
export function rowsByMapping(
  fileName: string,
  table: RawTable,
  mapping: ColumnMapping,
  template: BatchTemplate,
): BatchFileRows {
  const fitted = fitMapping(mapping, table.headers, template);
  return {
    kind: 'rows',
    fileName,
    fileType: table.fileType,
    headers: table.headers,
    mapping: fitted,
    rows: applyMapping(table.headers, table.rows, fitted),
  };
}

/**
 * Reads a CSV or XLSX batch file in the worker: its rows mapped to the template's columns when
 * the headers (or the given mapping) cover every needed column; else 'needsMapping' with a
 * proposal; else a refusal whose text says what to do.
 */
export async function readBatchFile(
  file: File,
  options: ReadBatchFileOptions,
): Promise<BatchFileResult> {
  const table = await readInWorker(file);
  if (table.kind === 'refused') return table;
  const { template } = options;
  if (options.mapping) return rowsByMapping(file.name, table, options.mapping, template);
  const auto = autoMapping(table.headers, template);
  const missing = missingColumns(auto, template);
  if (missing.length === 0) return rowsByMapping(file.name, table, auto, template);
  const recalled = await options.recall?.(table.headers);
  const remembered = recalled ? fitMapping(recalled, table.headers, template) : undefined;
  return {
    kind: 'needsMapping',
    fileName: file.name,
    fileType: table.fileType,
    headers: table.headers,
    suggested: remembered ?? auto,
    remembered: Boolean(remembered),
    missing: missing.map((column) => column.key),
    table,
  };
}
