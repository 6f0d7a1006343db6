import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPayment, type PaymentResult } from '../../../api/payments';
import type { PaymentRequest } from '../../../shared/domain/payouts';
import type { Transaction } from '../../../shared/domain/transactions';
import { writeThrough } from '../../../sync/writeThrough';
import { confirmPayment } from './actions';

vi.mock('../../../api/payments', () => ({
  sendPayment: vi.fn<typeof import('../../../api/payments').sendPayment>(),
}));
vi.mock('../../../sync/writeThrough', () => ({
  writeThrough: vi.fn<typeof import('../../../sync/writeThrough').writeThrough>(),
}));

afterEach(() => vi.clearAllMocks());

const request = { recipientDisplayReferenceID: 'RCP-0002' } as PaymentRequest;
const intent = { idempotencyKey: 'K-1' };
const debit = { displayReferenceId: 'TXM1', type: 'PayOut' } as Transaction;
const account = {
  accountNumber: '885164302117',
  accountName: 'Main account',
  currency: 'SGD',
  currentBalance: 1,
} as PaymentResult['touched']['accounts'][number];
const answer = (approvalStatus: PaymentResult['approvalStatus']): PaymentResult => ({
  approvalStatus,
  referenceID: 'GRP-1',
  transactionReferenceIds: approvalStatus === 'PendingCheck' ? [] : ['TXM1'],
  sourceAmount: 100_000_000,
  targetAmount: 100_000_000,
  fee: 0,
  touched:
    approvalStatus === 'PendingCheck'
      ? { accounts: [], transactions: [] }
      : { accounts: [account], transactions: [debit] },
});

describe('confirmPayment', () => {
  it('sends by the call given and writes an executed payout through to the cache', async () => {
    vi.mocked(sendPayment).mockResolvedValue(answer('NotRequired'));
    expect(await confirmPayment('FAST', request, intent)).toEqual(answer('NotRequired'));
    expect(vi.mocked(sendPayment).mock.calls).toEqual([['FAST', request, intent]]);
    expect(vi.mocked(writeThrough).mock.calls).toEqual([
      [{ accounts: [account], transactions: [debit] }, ['accounts', 'transactions']],
    ]);
  });

  it('writes nothing for a payout held for approval', async () => {
    vi.mocked(sendPayment).mockResolvedValue(answer('PendingCheck'));
    await confirmPayment('REMITTANCE', request, intent);
    expect(writeThrough).not.toHaveBeenCalled();
  });
});
