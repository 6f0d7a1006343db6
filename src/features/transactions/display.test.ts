import { describe, expect, it } from 'vitest';
import {
  CARD_TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../../shared/domain/transactions';
import { formatLastUpdated } from '../../sync/offlineLabel';
import {
  amountText,
  counterpartyOf,
  DETAIL_STATUS_LABEL,
  statusDisplayOf,
  TYPE_LABEL,
  TYPE_LABELS,
  typeOptions,
} from './display';
import { buildTransaction } from './testing';

describe('type labels', () => {
  it('puts every type of the bank under one of the spec labels, and uses every label', () => {
    for (const type of TRANSACTION_TYPES) expect(TYPE_LABELS).toContain(TYPE_LABEL[type]);
    expect(new Set(Object.values(TYPE_LABEL))).toEqual(new Set(TYPE_LABELS));
  });

  it('labels the card-related types a general user sees', () => {
    expect(typeOptions(CARD_TRANSACTION_TYPES)).toEqual([
      { label: 'Card Payment', types: ['Sales'] },
      { label: 'ATM Withdrawal', types: ['AtmWithdrawal'] },
      { label: 'Transaction Adjustment', types: ['AdjustmentCredit', 'AdjustmentDebit'] },
      { label: 'Account Funding', types: ['AccountFundingCredit'] },
      { label: 'Merchant Rebate', types: ['MerchantRebate'] },
    ]);
  });
});

describe('statusDisplayOf', () => {
  it('shows SUCCESSFUL and BOOKED as Completed, in the success style', () => {
    for (const s of ['SUCCESSFUL', 'BOOKED'] as const)
      expect(statusDisplayOf(s)).toEqual({
        label: 'Completed',
        tone: 'success',
        dimmed: false,
        warning: false,
      });
  });

  it('shows REJECTED, CANCELLED and FAILED as Cancelled, grey with the amount dimmed', () => {
    for (const s of ['REJECTED', 'CANCELLED', 'FAILED'] as const)
      expect(statusDisplayOf(s)).toEqual({
        label: 'Cancelled',
        tone: 'neutral',
        dimmed: true,
        warning: false,
      });
  });

  it('shows PENDING, CA_PENDING and IN_PROGRESS as Processing, with the warning badge', () => {
    for (const s of ['PENDING', 'CA_PENDING', 'IN_PROGRESS'] as const)
      expect(statusDisplayOf(s)).toEqual({
        label: 'Processing',
        tone: 'warning',
        dimmed: false,
        warning: true,
      });
    expect(TRANSACTION_STATUSES).toHaveLength(8);
  });
});

describe('DETAIL_STATUS_LABEL', () => {
  it("gives each of the spec's eight detail statuses its own readable label", () => {
    expect(TRANSACTION_STATUSES.map((s) => DETAIL_STATUS_LABEL[s])).toEqual([
      'Pending',
      'Booked',
      'Successful',
      'Rejected',
      'Cancelled',
      'Pending (CA)',
      'In progress',
      'Failed',
    ]);
  });
});

describe('amountText', () => {
  it('gives money in a plus and money out a minus', () => {
    expect(amountText(buildTransaction({ creditOrDebit: 'CREDIT', amount: 1_250_000_000 }))).toBe(
      '+S$1,250.00',
    );
    expect(amountText(buildTransaction({ creditOrDebit: 'DEBIT', amount: 1_250_000_000 }))).toBe(
      '-S$1,250.00',
    );
    expect(
      amountText(
        buildTransaction({ creditOrDebit: 'DEBIT', amount: 1_500_000_000, currency: 'JPY' }),
      ),
    ).toBe('-JP¥1,500');
  });
});

describe('counterpartyOf', () => {
  it('names the payer of money in and the payee or merchant of money out', () => {
    expect(
      counterpartyOf(buildTransaction({ creditOrDebit: 'CREDIT', debtorName: 'Big Client' })),
    ).toEqual({ direction: 'From', name: 'Big Client' });
    expect(counterpartyOf(buildTransaction({ creditorName: 'Acme' }))).toEqual({
      direction: 'To',
      name: 'Acme',
    });
    const card = buildTransaction({
      type: 'Sales',
      creditorName: 'VISA',
      merchant: { parentCategory: 'x', childCategory: 'y', mcc: '5734', description: 'Zoom' },
    });
    expect(counterpartyOf(card).name).toBe('Zoom');
  });
});

describe('formatLastUpdated', () => {
  it('gives the time today and the day before that', () => {
    const now = new Date(2026, 10, 2, 15, 0).getTime();
    expect(formatLastUpdated(new Date(2026, 10, 2, 9, 5).getTime(), now)).toBe(
      'Last updated 09:05',
    );
    expect(formatLastUpdated(new Date(2026, 10, 1, 23, 59).getTime(), now)).toBe(
      'Last updated 1 Nov 23:59',
    );
  });
});
