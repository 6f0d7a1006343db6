import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { renameAccount, saveAccountOrder } from '../../../api/accounts';
import { session } from '../../../api/session';
import type { BankDatabase } from '../../../db/database';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account, AccountOrderEntry } from '../../../shared/domain/accounts';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { AccountsPage } from './AccountsPage';

vi.mock('../../../api/accounts', () => ({
  getAccounts: vi.fn<() => Promise<Account[]>>(),
  createAccount: vi.fn<(input: { currency: string; accountName: string }) => Promise<Account>>(),
  renameAccount: vi.fn<(accountNumber: string, accountName: string) => Promise<void>>(),
  saveAccountOrder: vi.fn<(order: AccountOrderEntry[]) => Promise<void>>(),
  getBeneficiaryAddress: () =>
    Promise.resolve({ beneficiaryAddress: 'Beneficiary St 1', bankAddress: 'Bank St 2' }),
}));

function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountNumber: '885164302117',
    accountName: 'Main account',
    currency: 'SGD',
    currentBalance: 486_250_750_000,
    accountHolderName: 'Demo Trading Pte. Ltd.',
    bankName: 'DBS Bank Ltd',
    bankSwift: 'DBSSSGSG',
    isDefaultAccount: true,
    isLowAccountBalance: false,
    accountOrder: 0,
    ...overrides,
  };
}

const MAIN = anAccount();
const USD = anAccount({
  accountNumber: '885165410552',
  accountName: 'USD operations',
  currency: 'USD',
  currentBalance: null,
  accountOrder: 1,
});
const THB = anAccount({
  accountNumber: '880000104733',
  accountName: 'THB card funding',
  currency: 'THB',
  currentBalance: 1_250_000_000,
  accountOrder: 2,
});

let db: BankDatabase;

/** A bank answer the test settles when it wants. */
function deferred() {
  const settle: { reject?: (reason: unknown) => void } = {};
  const promise = new Promise<void>((_, r) => (settle.reject = r));
  return { promise, reject: (reason: unknown) => settle.reject?.(reason) };
}

beforeEach(async () => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'U',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  // Stored out of order: the page sorts by accountOrder.
  await db.accounts.bulkPut([THB, MAIN, USD].map(accountRow));
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(renameAccount).mockReset();
  vi.mocked(saveAccountOrder).mockReset();
  clearToasts();
  session.claims = null;
  await deleteAllCacheDatabases();
});

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Accounts' }))
    .getAllByRole('button', { expanded: false, name: /account|operations|funding/i })
    .map(
      (b) =>
        `${b.querySelector('.account-row__name')?.textContent} ${b.querySelector('.account-row__currency')?.textContent}`,
    );
const toggleOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const cachedName = async (accountNumber: string) =>
  (await db.accounts.get(accountNumber))?.data.accountName;
const cachedOrder = async () =>
  (await db.accounts.orderBy('accountOrder').toArray()).map((r) => r.accountNumber);

async function renderPage() {
  render(<AccountsPage />);
  await screen.findByRole('list', { name: 'Accounts' });
}

describe('AccountsPage', () => {
  it('lists the cached accounts in accountOrder with their balances', async () => {
    await renderPage();
    expect(rowNames()).toEqual(['Main account SGD', 'USD operations USD', 'THB card funding THB']);
    expect(screen.getByText('S$486,250.75')).toBeTruthy();
    expect(screen.getByText('--.--')).toBeTruthy();
  });

  it('expands a row to show the account number, holder, bank and SWIFT, and collapses it again', async () => {
    await renderPage();
    fireEvent.click(toggleOf('Main account'));
    const details = document.getElementById(
      toggleOf('Main account').getAttribute('aria-controls') ?? '',
    );
    const beneficiary = () =>
      within(details!).getByText('Beneficiary name').nextElementSibling?.textContent;
    expect(details?.textContent).toContain('885164302117');
    expect(details?.textContent).toContain('DBS Bank Ltd');
    // spec-3 §2: SGD FAST (the local tab, shown first) pays the plain holder name ...
    expect(
      within(details!)
        .getByRole('tab', { name: 'Local Bank Transfers' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(beneficiary()).toBe('Demo Trading Pte. Ltd.');
    expect(details?.textContent).not.toContain('DBSSSGSG');
    // ... an overseas transfer pays the product on behalf of the holder, with the SWIFT code.
    fireEvent.click(within(details!).getByRole('tab', { name: 'Overseas Bank Transfers' }));
    expect(beneficiary()).toBe('YouBiz on behalf of Demo Trading Pte. Ltd.');
    expect(details?.textContent).toContain('DBSSSGSG');
    fireEvent.click(toggleOf('Main account'));
    expect(toggleOf('Main account').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('885164302117')).toBeNull();
  });

  it('shows a USD account without tabs, paid as the product on behalf of the holder', async () => {
    await renderPage();
    fireEvent.click(toggleOf('USD operations'));
    const details = document.getElementById(
      toggleOf('USD operations').getAttribute('aria-controls') ?? '',
    );
    expect(within(details!).queryByRole('tab')).toBeNull();
    expect(within(details!).getByText('Beneficiary name').nextElementSibling?.textContent).toBe(
      'YouBiz on behalf of Demo Trading Pte. Ltd.',
    );
  });

  it('shows a THB account without an account number and with the THB notice', async () => {
    await renderPage();
    fireEvent.click(toggleOf('THB card funding'));
    expect(screen.getByText(/Funds cannot be received into a THB account/)).toBeTruthy();
    expect(screen.queryByText('Account number')).toBeNull();
    expect(screen.queryByText('880000104733')).toBeNull();
  });

  it('cannot expand a row while its name is being edited', async () => {
    await renderPage();
    fireEvent.click(toggleOf('Main account'));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Main account' }));
    expect(screen.queryByRole('button', { name: /^Main account/ })).toBeNull();
    expect(screen.queryByText('885164302117')).toBeNull();
  });

  it("renames an account: trims it, says 'Your account name has been updated.' and the cache follows", async () => {
    vi.mocked(renameAccount).mockResolvedValue(undefined);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Main account' }));
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: '  Operating  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toContain(
        'Your account name has been updated.',
      ),
    );
    expect(renameAccount).toHaveBeenCalledWith('885164302117', 'Operating');
    await waitFor(async () => expect(await cachedName('885164302117')).toBe('Operating'));
    expect(await screen.findByRole('button', { name: /^Operating/ })).toBeTruthy();
  });

  it("shows 'This field is required' for an empty name and sends nothing", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Main account' }));
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(renameAccount).not.toHaveBeenCalled();
  });

  it("shows 'Account name already exists' on the bank's conflict and keeps the typed name", async () => {
    vi.mocked(renameAccount).mockRejectedValue(
      new ApiError({ kind: 'http', status: 409, code: 'RECORD_ALREADY_EXISTS' }),
    );
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Main account' }));
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'Payroll' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account name already exists')).toBeTruthy();
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('Payroll');
    expect(await cachedName('885164302117')).toBe('Main account');
  });

  it('refuses a rename offline before sending and keeps what was typed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Main account' }));
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'Operating' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/offline/i);
    expect(renameAccount).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('Operating');
  });

  it('moves an account down with the keyboard alternative and saves the new order', async () => {
    vi.mocked(saveAccountOrder).mockResolvedValue(undefined);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Move Main account down' }));
    await waitFor(() =>
      expect(saveAccountOrder).toHaveBeenCalledWith([
        { accountNumber: '885165410552', accountOrder: 0 },
        { accountNumber: '885164302117', accountOrder: 1 },
        { accountNumber: '880000104733', accountOrder: 2 },
      ]),
    );
    await waitFor(async () =>
      expect(await cachedOrder()).toEqual(['885165410552', '885164302117', '880000104733']),
    );
    expect(screen.getByRole('status').textContent).toBe('Main account moved to position 2 of 3.');
  });

  it("puts the order back with 'Error in Rearranging Accounts' when the bank refuses it", async () => {
    const pending = deferred();
    vi.mocked(saveAccountOrder).mockReturnValue(pending.promise);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Move THB card funding up' }));
    // Shown at once while it is being saved ...
    await waitFor(() => expect(rowNames()[1]).toMatch(/^THB card funding/));
    await act(async () =>
      pending.reject(new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' })),
    );
    // ... and put back when refused.
    await waitFor(() => expect(rowNames()[1]).toMatch(/^USD operations/));
    expect(toastStore.toasts.map((t) => t.title)).toContain('Error in Rearranging Accounts');
    expect(await cachedOrder()).toEqual(['885164302117', '885165410552', '880000104733']);
  });

  it('reorders by dragging a row onto another', async () => {
    vi.mocked(saveAccountOrder).mockResolvedValue(undefined);
    await renderPage();
    const [first, , third] = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole(
      'listitem',
    );
    const dataTransfer = {
      setData: vi.fn<(format: string, data: string) => void>(),
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(third as HTMLElement, { dataTransfer });
    fireEvent.dragOver(first as HTMLElement, { dataTransfer });
    fireEvent.drop(first as HTMLElement, { dataTransfer });
    fireEvent.dragEnd(third as HTMLElement, { dataTransfer });
    await waitFor(() => expect(saveAccountOrder).toHaveBeenCalled());
    expect(vi.mocked(saveAccountOrder).mock.calls[0]?.[0].map((e) => e.accountNumber)).toEqual([
      '880000104733',
      '885164302117',
      '885165410552',
    ]);
  });

  it('lets a general user read the accounts but not rename or move them', async () => {
    session.claims = {
      role: 'general',
      corpID: 'C',
      sub: 'U',
      email: 'general@demo.test',
      exp: 0,
      scope: 'access',
    };
    await renderPage();
    expect(rowNames()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Rename / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add account' })).toBeNull();
    expect(
      screen.getAllByRole('listitem').every((li) => li.getAttribute('draggable') === 'false'),
    ).toBe(true);
  });

  it('refuses a reorder offline and keeps the saved order', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Move Main account down' }));
    await waitFor(() => expect(toastStore.toasts[0]?.message).toMatch(/offline/i));
    expect(saveAccountOrder).not.toHaveBeenCalled();
    expect(rowNames()[0]).toMatch(/^Main account/);
  });
});
