import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountOrder } from '../../../api/accounts';
import { session } from '../../../api/session';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account, AccountOrderEntry } from '../../../shared/domain/accounts';
import { EditAccountsPage } from './EditAccountsPage';

vi.mock('../../../api/accounts', () => ({
  renameAccount: vi.fn<(accountNumber: string, accountName: string) => Promise<void>>(),
  saveAccountOrder: vi.fn<(order: AccountOrderEntry[]) => Promise<void>>(),
}));

const account = (n: number, accountName: string, currency: Account['currency']): Account => ({
  accountNumber: `88516430211${n}`,
  accountName,
  currency,
  currentBalance: 1_000_000,
  accountHolderName: 'Demo Trading Pte. Ltd.',
  bankName: 'DBS Bank Ltd',
  bankSwift: 'DBSSSGSG',
  isDefaultAccount: n === 0,
  isLowAccountBalance: false,
  accountOrder: n,
});

beforeEach(async () => {
  session.claims = {
    role: 'finance',
    corpID: 'C',
    sub: 'U',
    email: 'finance@demo.test',
    exp: 0,
    scope: 'access',
  };
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut(
    [account(0, 'Main account', 'SGD'), account(1, 'USD operations', 'USD')].map(accountRow),
  );
});
afterEach(async () => {
  vi.mocked(saveAccountOrder).mockReset();
  session.claims = null;
  await deleteAllCacheDatabases();
});

describe('EditAccountsPage', () => {
  it('lists the accounts with rename and move buttons, and saves a move', async () => {
    vi.mocked(saveAccountOrder).mockResolvedValue();
    render(<EditAccountsPage />);
    expect(screen.getByRole('heading', { name: 'Edit accounts' })).toBeTruthy();
    expect(
      screen.getByText(
        'Rename an account with its pencil, and move it with its arrows. The order is the one the dashboard and every account picker show.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/account');
    expect(await screen.findByRole('button', { name: 'Rename USD operations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move USD operations up' }));
    await waitFor(() =>
      expect(saveAccountOrder).toHaveBeenCalledWith([
        { accountNumber: '885164302111', accountOrder: 0 },
        { accountNumber: '885164302110', accountOrder: 1 },
      ]),
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('USD operations')).toBeTruthy();
  });
});
