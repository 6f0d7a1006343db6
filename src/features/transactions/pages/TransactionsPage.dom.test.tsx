import { markSynced, SGD_RATES_KEY, writeMeta } from '../../../db/meta';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../api/session';
import type { BankDatabase } from '../../../db/database';
import { accountRow, transactionRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import type { Role } from '../../../shared/domain/roles';
import type { Transaction } from '../../../shared/domain/transactions';
import { formatDay } from '../../../shared/dates';
import { buildTransaction } from '../../../test/transactions';
import { TransactionsPage } from './TransactionsPage';

const account = (
  accountNumber: string,
  accountName: string,
  currency: Account['currency'],
  accountOrder: number,
): Account => ({
  accountNumber,
  accountName,
  currency,
  currentBalance: 1_000_000_000,
  accountHolderName: 'Demo Trading Pte. Ltd.',
  bankName: 'Bank',
  bankSwift: 'BANKSGSG',
  isDefaultAccount: accountOrder === 0,
  isLowAccountBalance: false,
  accountOrder,
});
const SGD = account('885164000001', 'Main SGD', 'SGD', 0);
const USD = account('885165000002', 'USD operations', 'USD', 1);
const HKD = account('885169000003', 'HKD account', 'HKD', 2);
/** The cached SGD bid rates (millionths), as the accounts sync stores them. */
const RATES = { SGD: 1_000_000, USD: 1_340_000, HKD: 171_349 };

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 4)).toISOString();
const TRANSACTIONS: Transaction[] = [
  buildTransaction({
    displayReferenceId: 'TX-PAYIN',
    type: 'PayIn',
    creditOrDebit: 'CREDIT',
    debtorName: 'Big Client Ltd',
    amount: 5_000_000_000,
    createdAt: day(9),
  }),
  buildTransaction({
    displayReferenceId: 'TX-CARD',
    type: 'Sales',
    creditorName: 'VISA',
    merchant: {
      parentCategory: 'Software',
      childCategory: 'SaaS',
      mcc: '5734',
      description: 'Zoom',
    },
    amount: 19_990_000,
    cashbackAmt: 190_000,
    createdAt: day(8),
    cardNumber: '4242',
    nameOnCard: 'ALEX TAN',
  }),
  buildTransaction({
    displayReferenceId: 'TX-PENDING',
    type: 'PayOut',
    status: 'PENDING',
    creditorName: 'Pending Supplier',
    amount: 250_000_000,
    createdAt: day(7),
  }),
  buildTransaction({
    displayReferenceId: 'TX-FAILED',
    type: 'PayOut',
    status: 'FAILED',
    reasonCode: 'INSUFFICIENT_FUNDS',
    creditorName: 'Failed Supplier',
    amount: 75_000_000,
    createdAt: day(6),
  }),
  buildTransaction({
    displayReferenceId: 'TX-FX',
    type: 'Exchange',
    vaAccountNumber: USD.accountNumber,
    vaAccountName: USD.accountName,
    currency: 'USD',
    creditOrDebit: 'CREDIT',
    debtorName: 'Main SGD',
    creditorName: 'Demo Trading Pte. Ltd.',
    groupId: 'GRP-FX',
    amount: 74_231_000,
    sourceCcy: 'SGD',
    sourceAmt: 100_000_000,
    destinationCcy: 'USD',
    destinationAmt: 74_231_000,
    exchangeRate: [{ sourceCcy: 'SGD', destinationCcy: 'USD', exchangeRate: 742_310 }],
    createdAt: day(5),
    totalAttachments: 2,
    note: 'Quarterly hedge',
  }),
  // HK$26,385.55 is worth S$4,521.13 at 0.171349: above S$10,000 only if HK$ were read as S$.
  buildTransaction({
    displayReferenceId: 'TX-HKD',
    vaAccountNumber: HKD.accountNumber,
    vaAccountName: HKD.accountName,
    currency: 'HKD',
    creditorName: 'Kowloon Traders',
    amount: 26_385_550_000,
    createdAt: day(4),
  }),
  buildTransaction({
    displayReferenceId: 'TX-REFUND',
    type: 'Refund',
    status: 'BOOKED',
    creditOrDebit: 'CREDIT',
    debtorName: 'Grab',
    amount: 12_500_000,
    createdAt: day(3),
    cardNumber: '7730',
    nameOnCard: 'MINA KUVALIS',
  }),
];

let db: BankDatabase;

async function openAs(
  role: Role,
  transactions: Transaction[] = TRANSACTIONS,
  synced = true,
  toggles: Record<string, boolean> = { receipt: true },
) {
  session.claims = {
    role,
    corpID: 'C',
    sub: 'U',
    email: `${role}@demo.test`,
    exp: 0,
    scope: 'access',
  };
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([SGD, USD, HKD].map(accountRow));
  await db.transactions.bulkPut(transactions.map(transactionRow));
  await writeMeta(db, 'toggles', toggles);
  await writeMeta(db, SGD_RATES_KEY, RATES);
  if (synced) await markSynced(db, 'transactions', new Date().setHours(0, 5, 0, 0));
  render(<TransactionsPage />);
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const sgdMinField = () => screen.getByLabelText('Min amount (SGD equivalent)');
/** The value a detail field shows (its dd), by its label (its dt). */
const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  window.history.replaceState(null, '', '/transaction');
});
afterEach(async () => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  await deleteAllCacheDatabases();
  session.claims = null;
});

describe('TransactionsPage', () => {
  it('lists the cached transactions newest first with the spec columns, labels, signs and statuses', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    // The attachments column follows the cached toggles, which may arrive after the rows.
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Type',
        'To/From',
        'Amount',
        'Status',
        'Attachments',
      ]),
    );
    const [payIn, card, pending, failed] = bodyRows();
    expect(payIn?.textContent).toContain('Big Client Ltd');
    expect(payIn?.textContent).toContain('Pay-in');
    expect(payIn?.textContent).toContain('+S$5,000.00');
    expect(within(payIn as HTMLElement).getAllByText('Completed')[0]).toBeTruthy();
    expect(card?.textContent).toContain('Zoom');
    expect(card?.textContent).toContain('Card Payment');
    expect(card?.textContent).toContain('-S$19.99');
    expect(
      within(pending as HTMLElement).getByRole('img', {
        name: 'Pay-out, Processing: Not completed yet; the bank is still working on it.',
      }),
    ).toBeTruthy();
    expect(within(pending as HTMLElement).getAllByText('Processing')[0]).toBeTruthy();
    expect(within(failed as HTMLElement).getAllByText('Cancelled')[0]).toBeTruthy();
    expect(screen.getByText('Last updated 00:05')).toBeTruthy();
    expect(screen.getByText('Showing 1–7 of 7')).toBeTruthy();
  });

  it('filters by status through the indexes and says when nothing matches', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Status: All statuses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('Failed Supplier');
    fireEvent.change(screen.getByLabelText('Min amount (SGD equivalent)'), {
      target: { value: '1000' },
    });
    expect(await screen.findByText('no transactions found')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
  });

  it('keeps a wrong amount as typed, says why, and leaves the list as it was', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    const min = screen.getByLabelText('Min amount (SGD equivalent)');
    fireEvent.change(min, { target: { value: '12.345' } });
    expect((min as HTMLInputElement).value).toBe('12.345');
    expect(screen.getByText('Enter at most 2 decimals.')).toBeTruthy();
    expect(bodyRows()).toHaveLength(7);
  });

  it("filters by account and reads amounts in that account's currency", async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Accounts: All accounts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'USD operations (USD)' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // One leg of the exchange on its own still reads as the whole move, from its own fields.
    const leg = bodyRows()[0] as HTMLElement;
    expect(leg.querySelector('.txn-party__name')?.textContent).toBe('Main SGD → USD operations');
    expect(leg.querySelector('.txn-party__account')?.textContent).toBe('USD operations · ');
    expect(leg.querySelector('.txn-amounts')?.textContent).toBe('+US$74.23S$100.00 sent');
    expect(screen.getByLabelText('Min amount (USD)')).toBeTruthy();
  });

  it('opens the detail on Enter with the fields the record has', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.keyDown(bodyRows()[4] as HTMLElement, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(dialog?.textContent).toContain('TX-FX');
    // The detail reads the move as the row does.
    expect(dialog.querySelector('.txn-detail__summary .txn-party__name')?.textContent).toBe(
      'Main SGD → USD operations',
    );
    expect(dialog.querySelector('.txn-detail__summary .txn-party__meta')?.textContent).toBe(
      `USD operations · Internal Transfer/Exchange · ${formatDay(day(5))}`,
    );
    expect(dialog.querySelector('.txn-detail__big-amount')?.textContent).toBe(
      '+US$74.23S$100.00 sent',
    );
    expect(dialog?.textContent).toContain('Internal Transfer/Exchange');
    expect(dialog?.textContent).toContain('1 SGD = 0.742310 USD');
    expect(dialog?.textContent).toContain('Amount sentS$100.00');
    expect(dialog?.textContent).toContain('Amount receivedUS$74.23');
    expect(dialog?.textContent).toContain('2 attachments');
    expect(dialog?.textContent).toContain('Quarterly hedge');
  });

  it('compares amounts as SGD equivalents across currencies and in HKD for the HKD account, saying which', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(screen.getByLabelText('Max amount (SGD equivalent)')).toBeTruthy();
    fireEvent.change(sgdMinField(), { target: { value: '10,000' } });
    // HK$26,385.55 is S$4,521.13: not S$10,000 or more.
    expect(await screen.findByText('no transactions found')).toBeTruthy();
    fireEvent.change(sgdMinField(), { target: { value: '4,500' } });
    fireEvent.change(screen.getByLabelText('Max amount (SGD equivalent)'), {
      target: { value: '4,550' },
    });
    await waitFor(() =>
      expect(bodyRows().map((r) => r.textContent)).toEqual([
        expect.stringContaining('-HK$26,385.55'),
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accounts: All accounts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'HKD account (HKD)' }));
    // The same figures now read as HK$: the payout is above HK$4,550.
    expect(screen.getByLabelText('Min amount (HKD)')).toBeTruthy();
    expect(await screen.findByText('no transactions found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Max amount (HKD)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Min amount (HKD)'), { target: { value: '26,385.55' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('Kowloon Traders');
  });

  it('says which currencies it cannot compare without a cached rate', async () => {
    await openAs('admin');
    await writeMeta(db, SGD_RATES_KEY, { SGD: 1_000_000, USD: 1_340_000 });
    expect(
      await screen.findByText(
        'No HKD to SGD rate is available yet: HKD transactions are left out.',
      ),
    ).toBeTruthy();
  });

  it('filters by card, cardholder and amount type from the cached cards, and clears them all', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Card: All cards' }));
    // The choices are read from the cached transactions' card index once the page is open.
    const cards = await within(screen.getByRole('group', { name: 'Card' })).findAllByRole(
      'checkbox',
    );
    expect(cards.map((c) => c.closest('.ui-checkbox')?.textContent)).toEqual([
      '•••• 4242',
      '•••• 7730',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: '•••• 4242' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('Zoom');
    expect(screen.getByRole('button', { name: 'Card: •••• 4242' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '•••• 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cardholder: All cardholders' }));
    expect(
      within(screen.getByRole('group', { name: 'Cardholder' }))
        .getAllByRole('checkbox')
        .map((c) => c.closest('.ui-checkbox')?.textContent),
    ).toEqual(['ALEX TAN', 'MINA KUVALIS']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'MINA KUVALIS' }));
    await waitFor(() =>
      expect(bodyRows().map((r) => r.textContent)).toEqual([expect.stringContaining('Grab')]),
    );

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    const amountType = screen.getByLabelText('Amount type') as HTMLSelectElement;
    expect([...amountType.options].map((o) => o.text)).toEqual([
      'Credit and debit',
      'Credit (money in)',
      'Debit (money out)',
    ]);
    fireEvent.change(amountType, { target: { value: 'CREDIT' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    for (const row of bodyRows()) expect(row.textContent).toMatch(/\+(S|US)\$/);

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(amountType.value).toBe('');
    expect(screen.getByRole('button', { name: 'Card: All cards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cardholder: All cardholders' })).toBeTruthy();
  });

  it('shows the detailed status beside the list status, each with what it means', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.click(bodyRows()[2] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(fieldOf(dialog, 'Status')).toBe(
      'ProcessingNot completed yet; the bank is still working on it.',
    );
    expect(fieldOf(dialog, 'Detailed status')).toBe(
      'PendingShown as Processing: accepted by the bank, not yet sent.',
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(bodyRows()[6] as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await waitFor(() =>
      expect(fieldOf(dialog, 'Detailed status')).toBe(
        'BookedShown as Completed: booked to the account.',
      ),
    );
    expect(fieldOf(dialog, 'Status')).toBe('CompletedThe bank has completed it.');
  });

  it('opens the detail at its attachments from the paperclip', async () => {
    // jsdom has no scrollIntoView: record which element the dialog scrolls to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'View 2 attachments' }));
    await screen.findByRole('dialog', { name: 'Transaction Details' });
    await waitFor(() => expect(scrolled.map((e) => e.id)).toEqual(['view-attachments']));
  });

  it('shows why a payout failed', async () => {
    await openAs('admin');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    fireEvent.click(bodyRows()[3] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    // The detail may also say its files could not be read (this test's bank has no receipts).
    const failed = within(dialog)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('Transfer has failed!'));
    expect(failed?.textContent).toContain('did not have enough funds');
  });

  it('opens the transaction named by ?ref= straight away', async () => {
    window.history.replaceState(null, '', '/transaction?ref=TX-CARD#view-notes');
    await openAs('admin');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(dialog?.textContent).toContain('ALEX TAN •••• 4242');
    expect(dialog?.textContent).toContain('MCC 5734');
  });

  it("shows a card payment's cashback only while transactionCardPaymentCashback is on", async () => {
    window.history.replaceState(null, '', '/transaction?ref=TX-CARD');
    await openAs('admin', TRANSACTIONS, true, {
      receipt: true,
      transactionCardPaymentCashback: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(fieldOf(dialog, 'Cashback earned')).toBe('+S$0.19');
  });

  it('hides the cashback while transactionCardPaymentCashback is off', async () => {
    window.history.replaceState(null, '', '/transaction?ref=TX-CARD');
    await openAs('admin');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(dialog.textContent).toContain('MCC 5734');
    expect(within(dialog).queryByText('Cashback earned')).toBeNull();
  });

  it("keeps a general user's card types when a card or credit is chosen", async () => {
    await openAs('general');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Type: Card Payment' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card Payment' }));
    // Every card-related type: the refund is not one of them.
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Amount type'), { target: { value: 'CREDIT' } });
    expect(await screen.findByText('no transactions found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount type'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Card: All cards' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '•••• 7730' }));
    expect(await screen.findByText('no transactions found')).toBeTruthy();
  });

  it('limits a general user to card-related types, card payments first', async () => {
    await openAs('general');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('Card Payment');
    fireEvent.click(screen.getByRole('button', { name: 'Type: Card Payment' }));
    expect(
      screen.getAllByRole('checkbox').map((c) => c.closest('.ui-checkbox')?.textContent),
    ).toEqual([
      'Card Payment',
      'ATM Withdrawal',
      'Transaction Adjustment',
      'Account Funding',
      'Merchant Rebate',
    ]);
  });

  it('shows the first-time checklist when there are no transactions yet', async () => {
    await openAs('admin', []);
    expect(await screen.findByText('user profile created')).toBeTruthy();
    for (const item of ['deposit funds', 'add a new card', 'make your first transaction'])
      expect(screen.getByText(item)).toBeTruthy();
  });

  it('shows a skeleton, not an empty state, until the first sync has finished', async () => {
    await openAs('admin', [], false);
    expect(await screen.findByLabelText('Loading transactions')).toBeTruthy();
    expect(screen.queryByText('user profile created')).toBeNull();
  });
});
