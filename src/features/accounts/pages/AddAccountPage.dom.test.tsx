import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import { createAccount } from '../../../api/accounts';
import type { BankDatabase } from '../../../db/database';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account, AccountOrderEntry } from '../../../shared/domain/accounts';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { AddAccountPage } from './AddAccountPage';

vi.mock('../../../api/accounts', () => ({
  getAccounts: vi.fn<() => Promise<Account[]>>(),
  createAccount: vi.fn<(input: { currency: string; accountName: string }) => Promise<Account>>(),
  renameAccount: vi.fn<(accountNumber: string, accountName: string) => Promise<void>>(),
  saveAccountOrder: vi.fn<(order: AccountOrderEntry[]) => Promise<void>>(),
}));

function anAccount(i: number, overrides: Partial<Account> = {}): Account {
  return {
    accountNumber: `88516430${String(i).padStart(4, '0')}`,
    accountName: `Account ${i}`,
    currency: 'SGD',
    currentBalance: 0,
    accountHolderName: 'Demo Trading Pte. Ltd.',
    bankName: 'DBS Bank Ltd',
    bankSwift: 'DBSSSGSG',
    isDefaultAccount: i === 0,
    isLowAccountBalance: false,
    accountOrder: i,
    ...overrides,
  };
}

let db: BankDatabase;
let location: ReturnType<typeof memoryLocation>;

beforeEach(async () => {
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([anAccount(0), anAccount(1)].map(accountRow));
  location = memoryLocation({ path: '/add-account', record: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(createAccount).mockReset();
  clearToasts();
  await deleteAllCacheDatabases();
});

async function renderPage() {
  render(
    <Router hook={location.hook}>
      <AddAccountPage />
    </Router>,
  );
  await screen.findByText(/Your company holds \d+ of at most 30 accounts/);
}

function fillIn(currency: string, name: string) {
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: currency } });
  fireEvent.change(screen.getByLabelText('Account name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('AddAccountPage', () => {
  it("opens the account, says 'Your account has been created.' and goes back to /account", async () => {
    const created = anAccount(2, {
      currency: 'USD',
      accountName: 'US ops',
      accountNumber: '885165000001',
    });
    vi.mocked(createAccount).mockResolvedValue(created);
    await renderPage();
    fillIn('USD', '  US ops ');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
    expect(createAccount).toHaveBeenCalledWith({ currency: 'USD', accountName: 'US ops' });
    expect(toastStore.toasts.map((t) => t.title)).toContain('Your account has been created.');
    expect((await db.accounts.get('885165000001'))?.data.accountName).toBe('US ops');
  });

  it('asks for a currency and a name', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('refuses a 31st account before sending when 30 are cached', async () => {
    await db.accounts.bulkPut(Array.from({ length: 30 }, (_, i) => accountRow(anAccount(i))));
    await renderPage();
    await screen.findByText(/holds 30 of at most 30 accounts/);
    fillIn('EUR', 'Another');
    expect(await screen.findByText('Account Creation Failed!')).toBeTruthy();
    expect(screen.getByText('A maximum of 30 accounts can be created at any point.')).toBeTruthy();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('shows the limit notice when the bank refuses with INVALID_PARAM_ERROR naming no field', async () => {
    vi.mocked(createAccount).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'INVALID_PARAM_ERROR' }),
    );
    await renderPage();
    fillIn('EUR', 'Another');
    expect(await screen.findByText('Account Creation Failed!')).toBeTruthy();
    expect(screen.getByText('A maximum of 30 accounts can be created at any point.')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/add-account');
  });

  it('tells a refused field apart from the limit, and keeps the choices', async () => {
    vi.mocked(createAccount).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'INVALID_PARAM_ERROR',
        field: 'accountName',
      }),
    );
    await renderPage();
    fillIn('EUR', 'Another');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Some of the details sent were not accepted. Please check your input and try again.',
    );
    expect(screen.queryByText('Account Creation Failed!')).toBeNull();
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('Another');
  });

  it('refuses offline before sending and keeps the choices', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPage();
    fillIn('GBP', 'London');
    expect((await screen.findByRole('alert')).textContent).toMatch(/offline/i);
    expect(createAccount).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('GBP');
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('London');
  });
});
