import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/domain/transactions';
import { buildTransaction } from '../../test/transactions';
import { LedgerAmount, LedgerParty, StatusBadge, TypeIcon } from './TransactionCells';

/** One row as the list and Recent Transactions compose it. */
function Row({ t }: { t: Transaction }) {
  return (
    <li aria-label={t.displayReferenceId}>
      <TypeIcon transaction={t} />
      <LedgerParty transaction={t} />
      <LedgerAmount transaction={t} />
      <StatusBadge transaction={t} />
    </li>
  );
}

const renderRows = (...rows: Transaction[]) =>
  render(
    <ul>
      {rows.map((t) => (
        <Row key={t.displayReferenceId} t={t} />
      ))}
    </ul>,
  );

const row = (id: string) => screen.getByRole('listitem', { name: id });
const text = (el: HTMLElement, selector: string) => el.querySelector(selector)?.textContent;

/** The two legs of S$100 -> USD as the bank books them (src/mirage/rules/bookings.ts). */
const exchangeLegs = (): [Transaction, Transaction] => {
  const shared = {
    type: 'Exchange' as const,
    groupId: 'GRP-1',
    sourceCcy: 'SGD' as const,
    sourceAmt: 100_000_000,
    destinationCcy: 'USD' as const,
    destinationAmt: 74_330_000,
    debtorAccountNumber: '885164000001',
    creditorAccountNumber: '885165000002',
    createdAt: '2026-11-27T05:00:00.000Z',
  };
  return [
    buildTransaction({
      ...shared,
      displayReferenceId: 'TX-OUT',
      creditOrDebit: 'DEBIT',
      amount: 100_000_000,
      currency: 'SGD',
      vaAccountName: 'Main account',
      vaAccountNumber: '885164000001',
      debtorName: 'Demo Trading Pte. Ltd.',
      creditorName: 'USD operations',
    }),
    buildTransaction({
      ...shared,
      displayReferenceId: 'TX-IN',
      creditOrDebit: 'CREDIT',
      amount: 74_330_000,
      currency: 'USD',
      vaAccountName: 'USD operations',
      vaAccountNumber: '885165000002',
      debtorName: 'Main account',
      creditorName: 'Demo Trading Pte. Ltd.',
    }),
  ];
};

describe('ledger rows', () => {
  it('name the company account a payout left and the payee it went to', () => {
    renderRows(
      buildTransaction({ displayReferenceId: 'TX-PAYOUT', vaAccountName: 'Main account' }),
    );
    const r = row('TX-PAYOUT');
    expect(text(r, '.txn-party__name')).toBe('To Acme Supplies Pte. Ltd.');
    expect(text(r, '.txn-party__meta')).toBe('Main account · Pay-out · 20 Oct 2026');
    expect(text(r, '.txn-party__account')).toBe('Main account · ');
    expect(text(r, '.txn-amounts')).toBe('-S$125.50');
    // The full headline is the name's tooltip, for when a phone cuts it.
    expect(r.querySelector('.txn-party__name')?.getAttribute('title')).toBe(
      'To Acme Supplies Pte. Ltd.',
    );
  });

  it('name the company account money came into and who paid it', () => {
    renderRows(
      buildTransaction({
        displayReferenceId: 'TX-PAYIN',
        type: 'PayIn',
        creditOrDebit: 'CREDIT',
        debtorName: 'Big Client Ltd',
        vaAccountName: 'Payroll',
        amount: 2_500_000_000,
      }),
    );
    const r = row('TX-PAYIN');
    expect(text(r, '.txn-party__name')).toBe('From Big Client Ltd');
    expect(text(r, '.txn-party__meta')).toBe('Payroll · Pay-in · 20 Oct 2026');
    expect(text(r, '.txn-amounts')).toBe('+S$2,500.00');
  });

  it("read an exchange's two legs as one move, each with its own account and the other leg", () => {
    renderRows(...exchangeLegs());
    const out = row('TX-OUT');
    const into = row('TX-IN');
    for (const r of [out, into])
      expect(text(r, '.txn-party__name')).toBe('Main account → USD operations');
    expect(text(out, '.txn-party__account')).toBe('Main account · ');
    expect(text(into, '.txn-party__account')).toBe('USD operations · ');
    expect(text(out, '.txn-party__type')).toBe('Internal Transfer/Exchange · ');
    expect(text(out, '.txn-amount')).toBe('-S$100.00');
    expect(text(out, '.txn-amounts__other')).toBe('US$74.33 received');
    expect(text(into, '.txn-amount')).toBe('+US$74.33');
    expect(text(into, '.txn-amounts__other')).toBe('S$100.00 sent');
  });

  it('read an internal transfer in one currency as one move, with no second amount', () => {
    renderRows(
      buildTransaction({
        displayReferenceId: 'TX-TRANSFER',
        type: 'Transfer',
        groupId: 'GRP-2',
        vaAccountName: 'Payroll',
        creditOrDebit: 'CREDIT',
        debtorName: 'Main account',
        creditorName: 'Demo Trading Pte. Ltd.',
      }),
    );
    const r = row('TX-TRANSFER');
    expect(text(r, '.txn-party__name')).toBe('Main account → Payroll');
    expect(text(r, '.txn-amounts')).toBe('+S$125.50');
    expect(r.querySelector('.txn-amounts__other')).toBeNull();
  });

  it('explain the warning badge of a processing row in its text alternative and tooltip', () => {
    renderRows(
      buildTransaction({ displayReferenceId: 'TX-PENDING', status: 'PENDING' }),
      buildTransaction({ displayReferenceId: 'TX-DONE' }),
      buildTransaction({ displayReferenceId: 'TX-FAILED', status: 'FAILED' }),
    );
    const pending = row('TX-PENDING');
    const icon = within(pending).getByRole('img', {
      name: 'Pay-out, Processing: Not completed yet; the bank is still working on it.',
    });
    expect(icon.getAttribute('title')).toBe(
      'Pay-out, Processing: Not completed yet; the bank is still working on it.',
    );
    expect(icon.querySelector('.txn-icon__badge')).not.toBeNull();
    const badge = within(pending).getByText('Processing');
    expect(badge.closest('[title]')?.getAttribute('title')).toBe(
      'Not completed yet; the bank is still working on it.',
    );

    const done = row('TX-DONE');
    expect(within(done).getByRole('img', { name: 'Pay-out' }).getAttribute('title')).toBe(
      'Pay-out',
    );
    expect(done.querySelector('.txn-icon__badge')).toBeNull();
    expect(within(done).getByText('Completed').closest('[title]')?.getAttribute('title')).toBe(
      'The bank has completed it.',
    );
    const failed = row('TX-FAILED');
    expect(within(failed).getByText('Cancelled').closest('[title]')?.getAttribute('title')).toBe(
      'It did not go through.',
    );
  });
});
