import type { Transaction } from '../shared/domain/transactions';

/** A typed transaction for tests: a plain completed SGD pay-out unless told otherwise. */
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    displayReferenceId: 'TXN-0001',
    type: 'PayOut',
    category: 'FAST',
    status: 'SUCCESSFUL',
    amount: 125_500_000,
    currency: 'SGD',
    creditOrDebit: 'DEBIT',
    sourceCcy: 'SGD',
    sourceAmt: 125_500_000,
    destinationCcy: 'SGD',
    destinationAmt: 125_500_000,
    createdAt: '2026-10-20T02:30:00.000Z',
    bookingTimestamp: '2026-10-20T02:31:00.000Z',
    debtorName: 'Demo Trading Pte. Ltd.',
    creditorName: 'Acme Supplies Pte. Ltd.',
    debtorAccountNumber: '8851640000001',
    creditorAccountNumber: '0123456789',
    vaAccountNumber: '8851640000001',
    vaAccountName: 'Main SGD',
    exchangeRate: [],
    fees: 0,
    totalAttachments: 0,
    ...overrides,
  };
}
