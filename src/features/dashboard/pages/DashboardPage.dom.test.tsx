import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { session } from '../../../api/session';
import { syncStatus } from '../../../sync/syncStatus';
import type { BankDatabase } from '../../../db/database';
import { PROFILE_KEY, VIRTUAL_CARD_NOTICE_KEY, writeMeta } from '../../../db/meta';
import { accountRow, cardRow, transactionRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { CurrencyCode } from '../../../shared/currencies';
import type { Account } from '../../../shared/domain/accounts';
import type { Role } from '../../../shared/domain/roles';
import type { Transaction, TransactionType } from '../../../shared/domain/transactions';
import { closeDashboardGuide } from '../../../api/accounts';
import { dismissBanner } from '../../../api/profile';
import {
  getChecklist,
  getGuideStatus,
  getSeenCallouts,
  markCalloutSeen,
} from '../../../api/settings';
import { forgetSeenTips } from '../../../entities/featureTip/useFeatureTip';
import type { Profile } from '../../../shared/domain/profile';
import { DashboardPage, type DashboardPageProps } from './DashboardPage';

// The calculator's rate, limit and fee calls (testPricing.ts).
vi.mock('../../../api/fx', () => import('../calculator/testPricing').then((m) => m.fxModule));
vi.mock('../../../api/limits', () =>
  import('../calculator/testPricing').then((m) => m.limitsModule),
);
vi.mock('../../../api/fees', () => import('../calculator/testPricing').then((m) => m.feesModule));

// The notices' calls (the bank's side: src/mirage/routes/settings.test.ts).
vi.mock('../../../api/settings', () => ({
  getGuideStatus: vi.fn<() => Promise<boolean>>(() => Promise.resolve(false)),
  getChecklist: vi.fn<typeof import('../../../api/settings').getChecklist>(() =>
    Promise.resolve({
      firstTopUpCompleted: false,
      isCardActivated: true,
      firstCardTransactionCompleted: true,
      isAppDownloaded: false,
    }),
  ),
  getSeenCallouts: vi.fn<typeof import('../../../api/settings').getSeenCallouts>(() =>
    Promise.resolve([]),
  ),
  markCalloutSeen: vi.fn<typeof import('../../../api/settings').markCalloutSeen>(() =>
    Promise.resolve(),
  ),
}));
vi.mock(import('../../../api/accounts'), async (original) => ({
  ...(await original()),
  closeDashboardGuide: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));
vi.mock(import('../../../api/profile'), async (original) => ({
  ...(await original()),
  dismissBanner: vi.fn<(bannerType: string) => Promise<void>>(() => Promise.resolve()),
}));

function anAccount(
  order: number,
  currency: CurrencyCode,
  currentBalance: number | null,
  accountName: string,
): Account {
  return {
    accountNumber: `88516${order}000000`,
    accountName,
    currency,
    currentBalance,
    accountHolderName: 'Demo Trading Pte. Ltd.',
    bankName: 'DBS Bank Ltd',
    bankSwift: 'DBSSSGSG',
    isDefaultAccount: order === 0,
    isLowAccountBalance: false,
    accountOrder: order,
  };
}

function aTransaction(
  id: string,
  overrides: Partial<Transaction> & { type: TransactionType },
): Transaction {
  return {
    displayReferenceId: id,
    category: 'FAST',
    status: 'SUCCESSFUL',
    amount: 100_000_000,
    currency: 'SGD',
    creditOrDebit: 'DEBIT',
    sourceCcy: 'SGD',
    sourceAmt: 100_000_000,
    destinationCcy: 'SGD',
    destinationAmt: 100_000_000,
    createdAt: '2026-01-10T10:00:00.000Z',
    bookingTimestamp: null,
    debtorName: 'Demo Trading Pte. Ltd.',
    creditorName: 'Acme Supplies',
    debtorAccountNumber: '885164000000',
    creditorAccountNumber: '123',
    vaAccountNumber: '885164000000',
    vaAccountName: 'Main account',
    exchangeRate: [],
    fees: 0,
    totalAttachments: 0,
    ...overrides,
  };
}

const ACCOUNTS = [
  anAccount(2, 'USD', 100_000_000, 'USD operations'),
  anAccount(0, 'SGD', 1_000_000_000, 'Main account'),
  anAccount(1, 'SGD', 250_500_000, 'Payroll'),
];

let db: BankDatabase;
let location: ReturnType<typeof memoryLocation>;

async function signInAs(
  role: Role,
  toggles: Record<string, boolean> = { approvals: true, internalTransferPage: false },
) {
  session.claims = {
    role,
    corpID: 'C',
    sub: 'U',
    email: `${role}@demo.test`,
    exp: 0,
    scope: 'access',
  };
  await writeMeta(db, 'toggles', toggles);
}

beforeEach(async () => {
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut(ACCOUNTS.map(accountRow));
  await writeMeta(db, 'rates:SGD', { SGD: 1_000_000, USD: 1_345_678 });
  await db.transactions.bulkPut(
    [
      aTransaction('T1', {
        type: 'PayIn',
        creditOrDebit: 'CREDIT',
        debtorName: 'Big Client Ltd',
        amount: 2_500_000_000,
        createdAt: '2026-01-12T09:00:00.000Z',
      }),
      aTransaction('T2', { type: 'PayOut', createdAt: '2026-01-11T09:00:00.000Z' }),
      aTransaction('T3', {
        type: 'Sales',
        merchant: {
          parentCategory: '',
          childCategory: '',
          mcc: '5812',
          description: 'Kopi Corner',
        },
        amount: 4_500_000,
        createdAt: '2026-01-09T09:00:00.000Z',
      }),
      aTransaction('T0', {
        type: 'PayOut',
        creditorName: 'Oldest',
        createdAt: '2025-01-01T09:00:00.000Z',
      }),
      aTransaction('T4', {
        type: 'PayOut',
        creditorName: 'Older 1',
        createdAt: '2025-12-01T09:00:00.000Z',
      }),
      aTransaction('T5', {
        type: 'PayOut',
        creditorName: 'Older 2',
        createdAt: '2025-12-02T09:00:00.000Z',
      }),
    ].map(transactionRow),
  );
  location = memoryLocation({ path: '/dashboard', record: true });
});

afterEach(async () => {
  session.claims = null;
  forgetSeenTips();
  vi.clearAllMocks();
  await deleteAllCacheDatabases();
});

function renderDashboard(props: DashboardPageProps = {}, path = '/dashboard') {
  location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DashboardPage {...props} />
    </Router>,
  );
}

const tiles = () => within(screen.getByRole('navigation', { name: 'Actions' }));

describe('DashboardPage', () => {
  it('shows the tiles enabled for an admin, four to a row', async () => {
    await signInAs('admin');
    renderDashboard();
    expect(tiles().getByRole('link', { name: 'Add account' }).getAttribute('href')).toBe(
      '/add-account',
    );
    expect(tiles().getByRole('link', { name: 'Add card' }).getAttribute('href')).toBe(
      '/cards/add-card',
    );
    expect(
      (tiles().getByRole('button', { name: 'Account to account' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (tiles().getByRole('button', { name: 'Currency exchange' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('shows the general role the tiles disabled and no accounts panel', async () => {
    await signInAs('general');
    renderDashboard();
    await screen.findByRole('list', { name: 'Recent Transactions' });
    for (const name of ['Add card', 'Add account', 'Account to account', 'Currency exchange']) {
      expect((tiles().getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('heading', { name: 'Accounts' })).toBeNull();
  });

  it('lists only card transactions for the general role', async () => {
    await signInAs('general');
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('Kopi Corner');
  });

  it('disables the accountant transfer tiles while approvals is off', async () => {
    await signInAs('accountant', { approvals: false });
    renderDashboard();
    await waitFor(() =>
      expect(
        (tiles().getByRole('button', { name: 'Account to account' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(tiles().getByRole('link', { name: 'Add account' })).toBeTruthy();
  });

  it('shows the account count, the first two accounts by order, the SGD total and View all', async () => {
    await signInAs('admin');
    renderDashboard();
    const panel = (await screen.findByRole('heading', { name: 'Accounts' })).closest(
      'section',
    ) as HTMLElement;
    await within(panel).findByText('3 accounts');
    const names = within(within(panel).getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toHaveLength(2);
    expect(names[0]).toContain('Main account');
    expect(names[1]).toContain('Payroll');
    // 1,000.00 + 250.50 + 100 USD x 1.345678 (134.56) = 1,385.06. The rates are read apart from
    // the accounts: under load the total can show '--.--' for a moment after the count.
    await waitFor(() =>
      expect(within(panel).getByTestId('total-balance').textContent).toBe('S$1,385.06'),
    );
    expect(within(panel).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it("does not call an empty, never-synced cache '0 accounts, S$0.00': it waits for the first sync", async () => {
    await signInAs('admin');
    await db.accounts.clear();
    renderDashboard();
    const panel = (await screen.findByRole('heading', { name: 'Accounts' })).closest(
      'section',
    ) as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(panel).queryByTestId('total-balance')).toBeNull();
    expect(within(panel).queryByText('0 accounts')).toBeNull();
    act(() => {
      syncStatus.stores.accounts = { lastSyncedAt: Date.now(), error: null };
    });
    // Synced and still empty: now it is known.
    await within(panel).findByText('0 accounts');
    expect(within(panel).getByTestId('total-balance').textContent).toBe('S$0.00');
    act(() => {
      delete syncStatus.stores.accounts;
    });
  });

  it("shows '--.--' for the total when a rate is missing, and says why", async () => {
    await signInAs('admin');
    await writeMeta(db, 'rates:SGD', { SGD: 1_000_000 });
    renderDashboard();
    const total = await screen.findByTestId('total-balance');
    await waitFor(() =>
      expect(total.textContent).toBe('--.-- No USD to SGD rate is available yet.'),
    );
    expect(total.getAttribute('title')).toBe('No USD to SGD rate is available yet.');
  });

  it('lists the newest transactions with their own account and To or From, a green plus for money in, and links to all', async () => {
    await signInAs('admin');
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent Transactions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // The rows read as in Transactions: the direction and the other side, then the own account.
    const part = (i: number, selector: string) => items[i]?.querySelector(selector)?.textContent;
    expect(part(0, '.txn-party__name')).toBe('From Big Client Ltd');
    expect(part(0, '.txn-party__meta')).toBe('Main account · Pay-in · 12 Jan 2026');
    expect(part(1, '.txn-party__name')).toBe('To Acme Supplies');
    expect(part(1, '.txn-party__account')).toBe('Main account · ');
    expect(items[0]?.textContent).toContain('+S$2,500.00');
    expect(items[0]?.querySelector('.txn-amount--in')).not.toBeNull();
    expect(items[1]?.textContent).toContain('-S$100.00');
    expect(list.textContent).not.toContain('Oldest');
    const recent = screen
      .getByRole('heading', { name: 'Recent Transactions' })
      .closest('section') as HTMLElement;
    expect(within(recent).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/transaction',
    );
    expect(within(recent).getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('opens the Exchange & Internal Transfer modal from a tile when the transfer page toggle is off', async () => {
    await signInAs('admin', { approvals: true, internalTransferPage: false });
    const renderTransferDialog = vi.fn<NonNullable<DashboardPageProps['renderTransferDialog']>>(
      (mode, onClose) => (
        <div role="dialog" aria-label="Exchange & Internal Transfer">
          {mode}
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      ),
    );
    renderDashboard({ renderTransferDialog });
    await waitFor(async () => expect(await db.meta.get('toggles')).toBeTruthy());
    fireEvent.click(tiles().getByRole('button', { name: 'Currency exchange' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('currencyExchange');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the transfer page from a tile when the page toggle is on', async () => {
    await signInAs('admin', {
      approvals: true,
      internalTransferPage: true,
      calculatorLocalTransfer: true,
    });
    const renderTransferDialog = vi.fn<NonNullable<DashboardPageProps['renderTransferDialog']>>(
      () => <div role="dialog" aria-label="Exchange & Internal Transfer" />,
    );
    renderDashboard({ renderTransferDialog });
    // The toggles are read from the cache a moment after the first render: the calculator
    // offers Singapore only then.
    await screen.findByRole('option', { name: 'Singapore' });
    fireEvent.click(tiles().getByRole('button', { name: 'Account to account' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transfer/account-to-account'));
    expect(renderTransferDialog).not.toHaveBeenCalled();
  });

  it('goes to the page when no dialog is given', async () => {
    await signInAs('finance', { approvals: true, internalTransferPage: false });
    renderDashboard();
    fireEvent.click(tiles().getByRole('button', { name: 'Currency exchange' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transfer/currency-exchange'));
  });

  it('opens the modal asked for by ?open=accountToAccount and drops the parameter', async () => {
    await signInAs('admin', { approvals: true, internalTransferPage: true });
    const renderTransferDialog = vi.fn<NonNullable<DashboardPageProps['renderTransferDialog']>>(
      (mode) => (
        <div role="dialog" aria-label="Exchange & Internal Transfer">
          {mode}
        </div>
      ),
    );
    renderDashboard({ renderTransferDialog }, '/dashboard?open=accountToAccount');
    expect((await screen.findByRole('dialog')).textContent).toBe('accountToAccount');
    expect(location.history?.at(-1)).toBe('/dashboard');
  });

  it('ignores ?open= for a role that may not transfer', async () => {
    await signInAs('general');
    const renderTransferDialog = vi.fn<NonNullable<DashboardPageProps['renderTransferDialog']>>(
      () => <div role="dialog" aria-label="Exchange & Internal Transfer" />,
    );
    renderDashboard({ renderTransferDialog }, '/dashboard?open=currencyExchange');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
    expect(renderTransferDialog).not.toHaveBeenCalled();
  });

  it('gives the calculator the toggle calculatorLocalTransfer and whether the role may move money', async () => {
    // The calculator's own behaviour: calculator/RemittanceCalculator.test.tsx.
    await signInAs('admin', { approvals: true, calculatorLocalTransfer: true });
    renderDashboard();
    const calculator = within(await screen.findByRole('region', { name: 'Calculator' }));
    // The toggles come from the cache a moment after the first render.
    await calculator.findByRole('option', { name: 'Singapore' });
    expect(calculator.getByRole('button', { name: 'Make a transfer' })).toBeTruthy();
    cleanup();

    await signInAs('general', { calculatorLocalTransfer: false });
    renderDashboard();
    const limited = within(await screen.findByRole('region', { name: 'Calculator' }));
    await screen.findByRole('list', { name: 'Recent Transactions' });
    expect(limited.queryByRole('option', { name: 'Singapore' })).toBeNull();
    expect(limited.queryByRole('button', { name: 'Make a transfer' })).toBeNull();
  });

  it('the payout tiles open the Send Money modal while their page toggles are off, the pages when on', async () => {
    await signInAs('admin', {
      approvals: true,
      localTransferPage: false,
      overseasTransferPage: true,
      calculatorLocalTransfer: true,
    });
    const renderSendMoneyDialog = vi.fn<NonNullable<DashboardPageProps['renderSendMoneyDialog']>>(
      ({ tab, withdraw }) => (
        <div role="dialog" aria-label="Send Money">
          {`${tab}${withdraw ? ' withdraw' : ''}`}
        </div>
      ),
    );
    renderDashboard({ renderSendMoneyDialog });
    await screen.findByRole('list', { name: 'Recent Transactions' });
    fireEvent.click(tiles().getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('local withdraw');
    cleanup();

    renderDashboard({ renderSendMoneyDialog });
    // A tile clicked before the toggles are read opens the modal: wait until they are (the
    // calculator offers Singapore only then).
    await screen.findByRole('option', { name: 'Singapore' });
    fireEvent.click(tiles().getByRole('button', { name: 'Overseas transfer' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transfer/overseas'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens Send Money on its tab when navigation asks for it with ?open=', async () => {
    await signInAs('finance', { approvals: true, localTransferPage: true });
    const renderSendMoneyDialog = vi.fn<NonNullable<DashboardPageProps['renderSendMoneyDialog']>>(
      ({ tab }) => (
        <div role="dialog" aria-label="Send Money">
          {tab}
        </div>
      ),
    );
    renderDashboard({ renderSendMoneyDialog }, '/dashboard?open=localTransfer');
    // Asked for by navigation, the modal opens even though the page exists.
    expect((await screen.findByRole('dialog')).textContent).toBe('local');
    expect(location.history?.at(-1)).toBe('/dashboard');
  });
});

const guide = () => screen.queryByRole('region', { name: 'User guide' });
const slides = () =>
  within(screen.getByRole('region', { name: 'User guide slides' }))
    .getAllByRole('group', { hidden: true })
    .map((g) => g.getAttribute('aria-label'));

describe('DashboardPage notices', () => {
  it('shows the guide when the bank says so; closing it tells the bank and shows the tooltip by the guide button, which opens it again', async () => {
    await signInAs('admin', { approvals: true, dashboardUserGuide: true });
    vi.mocked(getGuideStatus).mockResolvedValueOnce(true);
    renderDashboard();
    await waitFor(() => expect(guide()).not.toBeNull());
    expect(slides()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(screen.getByRole('heading', { name: 'Welcome to YouBiz' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close the user guide' }));
    expect(guide()).toBeNull();
    expect(vi.mocked(closeDashboardGuide)).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'User guide' });
    expect(screen.getByRole('status').textContent).toBe(
      'You can open the user guide again here at any time.',
    );
    expect(document.activeElement).toBe(button);
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('You can open the user guide again here at any time.');

    fireEvent.click(button);
    expect(guide()).not.toBeNull();
    expect(screen.queryByText('You can open the user guide again here at any time.')).toBeNull();
  });

  it('gives a restricted role a reduced guide, and no guide without the dashboardUserGuide toggle', async () => {
    await signInAs('accountant', { approvals: true, dashboardUserGuide: true });
    vi.mocked(getGuideStatus).mockResolvedValueOnce(true);
    renderDashboard();
    await waitFor(() => expect(guide()).not.toBeNull());
    expect(slides()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    cleanup();

    vi.mocked(getGuideStatus).mockClear();
    await signInAs('admin', { approvals: true, dashboardUserGuide: false });
    renderDashboard();
    await screen.findByRole('list', { name: 'Recent Transactions' });
    expect(screen.queryByRole('button', { name: 'User guide' })).toBeNull();
    expect(guide()).toBeNull();
    expect(vi.mocked(getGuideStatus)).not.toHaveBeenCalled();
  });

  it('shows the Actions checklist floored, without card activation (no card of their own) and, for the general role, without top-up', async () => {
    await signInAs('admin');
    renderDashboard();
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    // 1 of 3 done (the first card payment): 33%, not 33.3 nor 34.
    expect(actions.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(actions.getByText('33%')).toBeTruthy();
    expect(actions.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Top up your account (to do)',
      'Make your first card payment (done)',
      'Download the mobile app (to do)',
    ]);
    expect(actions.getByRole('link', { name: 'Top up your account' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(vi.mocked(getChecklist)).toHaveBeenCalledTimes(1);
    cleanup();

    await signInAs('general');
    renderDashboard();
    const general = within(await screen.findByRole('region', { name: 'Actions' }));
    expect(general.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Make your first card payment (done)',
      'Download the mobile app (to do)',
    ]);
    expect(general.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });

  it('adds card activation to the checklist when the user holds a card of their own', async () => {
    await signInAs('finance');
    await writeMeta(db, PROFILE_KEY, { userReferenceID: 'USR-FIN' });
    await db.cards.put(
      cardRow({
        id: 'CARD-0003',
        type: 'VIRTUAL',
        cardOrder: 1,
        status: 'ACTIVE',
        panTail: '1195',
        nameOnCard: 'Fiona Lim',
        holder: { userReferenceID: 'USR-FIN', name: 'Fiona Lim' },
        linkedAccount: { accountNumber: '885165410552', accountName: 'USD', currency: 'USD' },
        spendingLimit: 3_000_000_000,
        spentAmount: 0,
        limitPeriod: 'MONTHLY',
        merchants: { type: 'NO_RESTRICTION' },
        updatedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    renderDashboard();
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    await waitFor(() =>
      expect(actions.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Top up your account (to do)',
        'Activate your card (done)',
        'Make your first card payment (done)',
        'Download the mobile app (to do)',
      ]),
    );
    expect(actions.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });

  it('shows the virtual-card-created banner before the CNY promo, with its Top up dialog, until it is closed', async () => {
    await signInAs('admin', { approvals: true, remittanceCnyPromoBanner: true });
    await writeMeta(db, VIRTUAL_CARD_NOTICE_KEY, {
      cardId: 'CARD-0008',
      panTail: '5521',
      nameOnCard: 'Cloud Tools',
      accountNumber: '885160000000',
    });
    renderDashboard();
    const banner = (await screen.findByText('Virtual card created')).closest(
      '.dash-banner',
    ) as HTMLElement;
    expect(
      within(banner).getByText(
        'Cloud Tools •••• 5521 is ready for online payments. Top up its account to start spending.',
      ),
    ).toBeTruthy();
    // One top banner at a time: the CNY promo waits.
    expect(screen.queryByText('Now sending to China in CNY')).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: 'Top up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Top up' }));
    expect(
      dialog.getByText(
        'Card •••• 5521 spends from this account. Add money to it in either of these ways.',
      ),
    ).toBeTruthy();
    // The account's name and bank come from the accounts cache, read after the dialog opens.
    expect(await dialog.findByText('Main account · SGD')).toBeTruthy();
    expect(dialog.getByText('885160000000')).toBeTruthy();
    expect(dialog.getByText('DBS Bank Ltd')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'See account details' }).getAttribute('href')).toBe(
      '/account',
    );
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Top up' })).toBeNull());

    fireEvent.click(within(banner).getByRole('button', { name: 'Close the virtual card notice' }));
    expect(await screen.findByText('Now sending to China in CNY')).toBeTruthy();
    expect(screen.queryByText('Virtual card created')).toBeNull();
    await waitFor(async () => expect(await db.meta.get(VIRTUAL_CARD_NOTICE_KEY)).toBeUndefined());
  });

  it('shows the CNY promo banner while its toggle is on and its tip is not seen; closing it marks the tip seen', async () => {
    await signInAs('admin', { approvals: true, remittanceCnyPromoBanner: true });
    renderDashboard();
    const banner = (await screen.findByText('Now sending to China in CNY')).closest(
      '.dash-banner',
    ) as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Send CNY' }).getAttribute('href')).toBe(
      '/transfer/overseas?country=CN&currency=CNY',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Close the CNY offer' }));
    expect(vi.mocked(markCalloutSeen)).toHaveBeenCalledWith('CnyRemittancePromoBanner');
    expect(screen.queryByText('Now sending to China in CNY')).toBeNull();
    cleanup();
    forgetSeenTips();

    // Seen before (the bank says so), or the toggle off: no banner.
    vi.mocked(getSeenCallouts).mockResolvedValue(['CnyRemittancePromoBanner']);
    renderDashboard();
    await waitFor(() => expect(vi.mocked(getSeenCallouts)).toHaveBeenCalledTimes(2));
    await act(() => Promise.resolve());
    expect(screen.queryByText('Now sending to China in CNY')).toBeNull();
    cleanup();
    vi.mocked(getSeenCallouts).mockResolvedValue([]);
    await signInAs('admin', { approvals: true, remittanceCnyPromoBanner: false });
    renderDashboard();
    await screen.findByRole('list', { name: 'Recent Transactions' });
    expect(screen.queryByText('Now sending to China in CNY')).toBeNull();
    // Its toggle off, the tip's flag is not even asked for.
    expect(vi.mocked(getSeenCallouts)).toHaveBeenCalledTimes(2);
  });

  it('shows the dashboard banner to the admin only, with its toggle and profile flag; closing it posts banner-flag', async () => {
    await writeMeta(db, 'profile', {
      firstName: 'Ada',
      name: 'Ada Tan',
      showDashboardBanner: true,
    } as Partial<Profile>);
    await signInAs('admin', { approvals: true, dashboardBanner: true });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Close the team banner' }));
    expect(vi.mocked(dismissBanner)).toHaveBeenCalledWith('dashboardBanner');
    expect(screen.queryByText('Review your team')).toBeNull();
    cleanup();

    for (const [role, toggles] of [
      ['sub-admin', { approvals: true, dashboardBanner: true }],
      ['admin', { approvals: true, dashboardBanner: false }],
    ] as const) {
      await signInAs(role, toggles);
      renderDashboard();
      // The profile is read: the greeting has the first name.
      await screen.findByRole('heading', { name: /, Ada$/ });
      expect(screen.queryByText('Review your team')).toBeNull();
      cleanup();
    }
  });
});
