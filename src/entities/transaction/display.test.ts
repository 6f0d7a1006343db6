import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../../shared/domain/transactions';
import { amountText, counterpartyOf, statusDisplayOf } from './display';
import { buildTransaction } from '../../test/transactions';

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

  it('names the merchant of a card refund as where the money came from, not the card scheme', () => {
    const refund = buildTransaction({
      type: 'Refund',
      category: 'TxnType_Refund',
      creditOrDebit: 'CREDIT',
      debtorName: 'VISA',
      creditorName: 'Demo Trading Pte. Ltd.',
      merchant: { parentCategory: 'x', childCategory: 'y', mcc: '5734', description: 'Zoom' },
    });
    expect(counterpartyOf(refund)).toEqual({ direction: 'From', name: 'Zoom' });
  });

  it('falls back to the payer, the description, then the type label', () => {
    expect(
      counterpartyOf(
        buildTransaction({ type: 'Refund', creditOrDebit: 'CREDIT', debtorName: 'Grab' }),
      ),
    ).toEqual({ direction: 'From', name: 'Grab' });
    expect(
      counterpartyOf(
        buildTransaction({
          type: 'Cashback',
          creditOrDebit: 'CREDIT',
          debtorName: '',
          description: 'Cashback',
        }),
      ).name,
    ).toBe('Cashback');
    expect(
      counterpartyOf(
        buildTransaction({ type: 'Referral', creditOrDebit: 'CREDIT', debtorName: '' }),
      ).name,
    ).toBe('Referral');
  });
});
