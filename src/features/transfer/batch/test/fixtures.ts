import type { BatchSummary, BatchTransfer } from '../../../../api/batchTransfers';
import { BATCH_COLUMNS, type BatchRowInput } from '../../../../shared/domain/batchTransfers';

/** A row's cells, every column '' unless given. */
export function rowInput(cells: Partial<BatchRowInput> = {}): BatchRowInput {
  return {
    ...(Object.fromEntries(BATCH_COLUMNS.map((c) => [c, ''])) as BatchRowInput),
    ...cells,
  };
}

/** A transfer of a batch as the bank answers it: valid unless errors are given. */
export function transfer(line: number, change: Partial<BatchTransfer> = {}): BatchTransfer {
  const errors = change.errors ?? [];
  const valid = errors.length === 0;
  return {
    transferReferenceId: `BT-${line}`,
    line,
    status: valid ? 'VALID' : 'INVALID',
    input: rowInput({
      recipientId: `RCP-${line}`,
      amount: '100.00',
      senderAccountNumber: '8850001234',
      reference: `Invoice ${line}`,
    }),
    errors,
    recipientName: `Supplier ${line}`,
    currency: valid ? 'SGD' : null,
    amount: valid ? 100_000_000 : null,
    senderAccountNumber: '8850001234',
    sourceCurrency: valid ? 'SGD' : null,
    sourceAmount: valid ? 100_000_000 : null,
    fee: valid ? 0 : null,
    ...change,
  };
}

export function summary(change: Partial<BatchSummary> = {}): BatchSummary {
  return {
    batchReferenceId: 'BATCH-1',
    revision: 3,
    pricedUntil: '2026-11-27T21:00:00.000Z',
    transferCount: 995,
    invalidCount: 0,
    currencyTotals: [{ currency: 'SGD', transferCount: 995, amount: 99_500_000_000 }],
    groups: [
      {
        senderAccountNumber: '8850001234',
        senderAccountName: 'Operating account',
        sourceCurrency: 'SGD',
        transferCount: 995,
        sourceAmount: 99_500_000_000,
        fee: 0,
        totalDebit: 99_500_000_000,
        availableBalance: 250_000_000_000,
        needsApproval: false,
        approvers: '',
        approvalLayers: [],
        currencyTotals: [{ currency: 'SGD', transferCount: 995, amount: 99_500_000_000 }],
      },
    ],
    ...change,
  };
}
