import { afterEach, describe, expect, it } from 'vitest';
import { buildRecipient } from '../../../../test/recipientRecords';
import { checkBatchRow, emptyBatchRow } from '../../../../shared/domain/batchRows';
import type { BatchCheckContext, BatchRowInput } from '../../../../shared/domain/batchTransfers';
import { checkBatchRows, stopBatchWorker } from './batchWorker';

const ACCOUNT = '885164000001';
const CONTEXT: BatchCheckContext = {
  recipients: [buildRecipient({ displayReferenceId: 'RCP-LOCAL' })],
  accounts: [{ accountNumber: ACCOUNT, currency: 'SGD' }],
};

/** 120 rows, every tenth with an amount that is not one. */
const ROWS: BatchRowInput[] = Array.from({ length: 120 }, (_, i) => ({
  ...emptyBatchRow(),
  recipientId: 'RCP-LOCAL',
  amount: i % 10 === 9 ? 'ten' : `${i + 1}.00`,
  senderAccountNumber: ACCOUNT,
}));

afterEach(() => stopBatchWorker());

describe('checkBatchRows (no Worker here: on this thread, in slices)', () => {
  it('answers checkBatchRow for every row, in order', async () => {
    const checks = await checkBatchRows(ROWS, CONTEXT);
    expect(checks).toEqual(ROWS.map((row) => checkBatchRow(row, CONTEXT)));
    expect(checks.filter((check) => check.errors.length > 0)).toHaveLength(12);
    expect(checks[0]).toMatchObject({ amount: 1_000_000, currency: 'SGD', errors: [] });
  });

  it('reports progress at least every 50 rows, ending at the total', async () => {
    const reports: [number, number][] = [];
    await checkBatchRows(ROWS, CONTEXT, (done, total) => reports.push([done, total]));
    expect(reports).toEqual([
      [50, 120],
      [100, 120],
      [120, 120],
    ]);
  });

  it('answers nothing for no rows, reporting 0 of 0', async () => {
    const reports: [number, number][] = [];
    expect(await checkBatchRows([], CONTEXT, (done, total) => reports.push([done, total]))).toEqual(
      [],
    );
    expect(reports).toEqual([[0, 0]]);
  });
});
