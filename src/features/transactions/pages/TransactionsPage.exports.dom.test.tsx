import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../api/session';
import { markSynced } from '../../../db/meta';
import { accountRow, transactionRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import type { Role } from '../../../shared/domain/roles';
import { buildTransaction } from '../../../test/transactions';
import { TransactionsPage } from './TransactionsPage';

// The Transactions page's way to the exports (docs/decisions/transactions.md 'Exports'): Export
// carries the list's filter; both actions only for the roles that may export.
const SGD: Account = {
  accountNumber: '885164000001',
  accountName: 'Main SGD',
  currency: 'SGD',
  currentBalance: 1_000_000_000,
  accountHolderName: 'Demo Trading Pte. Ltd.',
  bankName: 'Bank',
  bankSwift: 'BANKSGSG',
  isDefaultAccount: true,
  isLowAccountBalance: false,
  accountOrder: 0,
};

async function openAs(role: Role) {
  session.claims = {
    role,
    corpID: 'C',
    sub: 'U',
    email: `${role}@demo.test`,
    exp: 0,
    scope: 'access',
  };
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([accountRow(SGD)]);
  await db.transactions.bulkPut(
    [buildTransaction({ displayReferenceId: 'TX-1', vaAccountNumber: SGD.accountNumber })].map(
      transactionRow,
    ),
  );
  await markSynced(db, 'transactions', Date.now());
  render(<TransactionsPage />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/transaction');
});
afterEach(async () => {
  await deleteAllCacheDatabases();
  session.claims = null;
});

describe('TransactionsPage exports', () => {
  it("links Export with the list's filter, and PDF statement", async () => {
    await openAs('accountant');
    const exportLink = await screen.findByRole('link', { name: 'Export' });
    expect(exportLink.getAttribute('href')).toBe('/transaction/export');
    expect(screen.getByRole('link', { name: 'PDF statement' }).getAttribute('href')).toBe(
      '/transaction/pdf',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Status: All statuses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await waitFor(() =>
      expect(exportLink.getAttribute('href')).toBe('/transaction/export?status=Completed'),
    );
  });

  it('shows neither to the general role', async () => {
    await openAs('general');
    await screen.findByRole('heading', { name: 'Transactions', level: 1 });
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'PDF statement' })).toBeNull();
  });
});
