import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../../shared/domain/transactions';
import { amountText, counterpartyOf, ledgerRowOf, statusDisplayOf } from './display';
import { buildTransaction } from '../../test/transactions';

describe('statusDisplayOf', () => {
  it('shows SUCCESSFUL and BOOKED as Completed, in the success style', () => {
    for (const s of ['SUCCESSFUL', 'BOOKED'] as const)
      expect(statusDisplayOf(s)).toEqual({
        label: 'Completed',
        tone: 'success',
        dimmed: false,
        warning: false,
        meaning: 'The bank has completed it.',
      });
  });

  it('shows REJECTED, CANCELLED and FAILED as Cancelled, grey with the amount dimmed', () => {
    for (const s of ['REJECTED', 'CANCELLED', 'FAILED'] as const)
      expect(statusDisplayOf(s)).toEqual({
        label: 'Cancelled',
        tone: 'neutral',
        dimmed: true,
        warning: false,
        meaning: 'It did not go through.',
      });
  });

  it('shows PENDING, CA_PENDING and IN_PROGRESS as Processing, with the warning badge', () => {
    for (const s of ['PENDING', 'CA_PENDING', 'IN_PROGRESS'] as const)
      expect(statusDisplayOf(s)).toEqual({
        label: 'Processing',
        tone: 'warning',
        dimmed: false,
        warning: true,
        meaning: 'Not completed yet; the bank is still working on it.',
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

/** One leg of S$100 -> USD, as the bank books it. */
const leg = (creditOrDebit: 'CREDIT' | 'DEBIT') =>
  buildTransaction({
    type: 'Exchange',
    groupId: 'GRP-1',
    creditOrDebit,
    sourceCcy: 'SGD',
    sourceAmt: 100_000_000,
    destinationCcy: 'USD',
    destinationAmt: 74_330_000,
    vaAccountName: creditOrDebit === 'DEBIT' ? 'Main account' : 'USD operations',
    debtorName: creditOrDebit === 'DEBIT' ? 'Demo Trading Pte. Ltd.' : 'Main account',
    creditorName: creditOrDebit === 'DEBIT' ? 'USD operations' : 'Demo Trading Pte. Ltd.',
  });

describe('ledgerRowOf', () => {
  it("pairs an exchange's legs from their own fields: one move, each leg naming its account", () => {
    expect(ledgerRowOf(leg('DEBIT'))).toEqual({
      account: 'Main account',
      headline: 'Main account → USD operations',
      move: {
        from: 'Main account',
        to: 'USD operations',
        sent: 'S$100.00',
        received: 'US$74.33',
        leg: 'sent',
        otherLeg: 'US$74.33 received',
      },
    });
    const credit = ledgerRowOf(leg('CREDIT'));
    expect(credit.account).toBe('USD operations');
    expect(credit.headline).toBe('Main account → USD operations');
    expect(credit.move?.leg).toBe('received');
    expect(credit.move?.otherLeg).toBe('S$100.00 sent');
  });

  it('reads any other row as its account, then To or From the other side', () => {
    expect(ledgerRowOf(buildTransaction({ creditorName: 'Acme' }))).toEqual({
      account: 'Main SGD',
      headline: 'To Acme',
      move: null,
    });
    // P2P is labelled internal but goes to another business: not a move between own accounts.
    expect(
      ledgerRowOf(buildTransaction({ type: 'P2P', groupId: 'GRP-3', creditorName: 'Other Co' }))
        .headline,
    ).toBe('To Other Co');
  });
});
