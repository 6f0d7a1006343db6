import * as z from 'zod/mini';
import { BATCH_COLUMNS, type BatchColumn } from '../../../shared/domain/batchTransfers';

/**
 * A row's edit form: every column is text as the file gives it (at most 400 characters, the
 * contract's cell). The row's rules (recipient, amount, limits, reference ...) are the bank's
 * verdict on Save (validateTransfer), shown under each field, the same rules the file was read by.
 */
const cell = z.string().check(z.maxLength(400, 'At most 400 characters.'));
export const batchEditSchema = z.object(
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, cell])) as Record<
    BatchColumn,
    typeof cell
  >,
);
export type BatchEditValues = z.output<typeof batchEditSchema>;
