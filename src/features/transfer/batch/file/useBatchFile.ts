import { useCallback, useRef, useState } from 'react';
import type { BatchTemplate } from '../../../../api/batchTransfers';
import type { BatchCheckContext, BatchRowCheck } from '../../../../shared/domain/batchTransfers';
import { checkBatchRows } from './batchWorker';
import type { ColumnMapping } from './columns';
import { FILE_TEXTS } from './messages';
import {
  readBatchFile,
  rowsByMapping,
  type BatchFileNeedsMapping,
  type BatchFileRows,
} from './readBatchFile';
import type { FileRefusal } from './readTable';
import { recallMapping, rememberMapping } from './rememberedMappings';

/** idle -> reading -> (mapping ->) checking -> checked, or refused at any step. */
export type BatchFilePhase = 'idle' | 'reading' | 'mapping' | 'checking' | 'checked' | 'refused';

/** A file read, mapped and checked: its rows and one check per row, in the same order. */
export interface CheckedBatchFile extends BatchFileRows {
  checks: BatchRowCheck[];
}

export interface BatchFileState {
  phase: BatchFilePhase;
  /** The file being read or checked (or refused). */
  fileName: string | null;
  /** Rows checked so far and of how many, while checking. */
  done: number;
  total: number;
  /** 0..1 while checking; null while reading (not measurable) or idle. */
  progress: number | null;
  /** What the person maps, in phase 'mapping'. */
  mapping: BatchFileNeedsMapping | null;
  /** The last file checked: kept through a refusal or a mapping cancelled, until another is. */
  result: CheckedBatchFile | null;
  /** Why the last file was refused, in phase 'refused'. */
  refusal: FileRefusal | null;
}

export interface BatchFileInputs {
  template: BatchTemplate;
  context: BatchCheckContext;
}

const IDLE: BatchFileState = {
  phase: 'idle',
  fileName: null,
  done: 0,
  total: 0,
  progress: null,
  mapping: null,
  result: null,
  refusal: null,
};

/**
 * The page's batch file: read(file, inputs) reads it in the worker, asks for a column mapping
 * when the headers need one (confirmMapping remembers it for this user), then checks every row
 * in the worker with progress. A refusal keeps the last checked file (nothing is lost); a newer
 * read makes an older one's answers void.
 */
export function useBatchFile() {
  const [state, setState] = useState<BatchFileState>(IDLE);
  const run = useRef(0);
  const inputs = useRef<BatchFileInputs | null>(null);

  const check = useCallback(async (token: number, file: BatchFileRows, given: BatchFileInputs) => {
    const total = file.rows.length;
    setState((s) => ({ ...s, phase: 'checking', mapping: null, done: 0, total, progress: 0 }));
    const checks = await checkBatchRows(
      file.rows.map((row) => row.input),
      given.context,
      (done) => {
        if (run.current !== token) return;
        setState((s) => ({ ...s, done, progress: total ? done / total : 1 }));
      },
    );
    if (run.current !== token) return;
    setState((s) => ({
      ...s,
      phase: 'checked',
      done: total,
      progress: 1,
      result: { ...file, checks },
      refusal: null,
    }));
  }, []);

  const refuse = useCallback((refusal: FileRefusal) => {
    setState((s) => ({ ...s, phase: 'refused', progress: null, mapping: null, refusal }));
  }, []);

  /** Reads, maps (or asks for a mapping) and checks a file. */
  const read = useCallback(
    async (file: File, given: BatchFileInputs) => {
      const token = ++run.current;
      inputs.current = given;
      setState((s) => ({
        ...s,
        phase: 'reading',
        fileName: file.name,
        done: 0,
        total: 0,
        progress: null,
        mapping: null,
        refusal: null,
      }));
      try {
        const result = await readBatchFile(file, {
          template: given.template,
          recall: recallMapping,
        });
        if (run.current !== token) return;
        if (result.kind === 'refused') refuse(result);
        else if (result.kind === 'needsMapping') {
          setState((s) => ({ ...s, phase: 'mapping', mapping: result }));
        } else await check(token, result, given);
      } catch {
        if (run.current === token) {
          refuse({ kind: 'refused', reason: 'UNREADABLE', message: FILE_TEXTS.unreadable });
        }
      }
    },
    [check, refuse],
  );

  /** The person's mapping (ColumnMapping's Continue): remembered, then the rows checked. */
  const confirmMapping = useCallback(
    async (mapping: ColumnMapping) => {
      const request = state.mapping;
      const given = inputs.current;
      if (!request || !given) return;
      const token = ++run.current;
      await rememberMapping(request.headers, mapping);
      if (run.current !== token) return;
      await check(
        token,
        rowsByMapping(request.fileName, request.table, mapping, given.template),
        given,
      );
    },
    [state.mapping, check],
  );

  /** Leaves the mapping (or a refusal): back to the last checked file, or to idle. */
  const dismiss = useCallback(() => {
    run.current++;
    setState((s) => ({
      ...IDLE,
      phase: s.result ? 'checked' : 'idle',
      fileName: s.result?.fileName ?? null,
      result: s.result,
      progress: s.result ? 1 : null,
    }));
  }, []);

  /** Forgets the file (the batch was submitted or deleted). */
  const reset = useCallback(() => {
    run.current++;
    setState(IDLE);
  }, []);

  return { ...state, read, confirmMapping, dismiss, reset };
}
