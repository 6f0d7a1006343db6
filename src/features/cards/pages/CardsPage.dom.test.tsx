import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import {
  lockCard,
  saveCardOrder,
  suspendCard,
  unlockCard,
  unsuspendCard,
} from '../../../api/cards';
import { sendPayoutCode, verifyPayoutCode } from '../../../api/payoutCodes';
import { session } from '../../../api/session';
import type { BankDatabase } from '../../../db/database';
import { markSynced, PROFILE_KEY, writeMeta } from '../../../db/meta';
import { cardRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Card } from '../../../shared/domain/cards';
import type { Role } from '../../../shared/domain/roles';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { setOnline } from '../../../sync/syncStatus';
import { aCard } from '../test/cards';
import { CardsPage } from './CardsPage';

type Api = typeof import('../../../api/cards');

vi.mock('../../../api/cards', () => ({
  getCards: vi.fn<Api['getCards']>(),
  getMerchantCategories: vi.fn<Api['getMerchantCategories']>(() =>
    Promise.reject(new Error('offline')),
  ),
  lockCard: vi.fn<Api['lockCard']>(),
  saveCardOrder: vi.fn<Api['saveCardOrder']>(),
  unlockCard: vi.fn<Api['lockCard']>(),
  suspendCard: vi.fn<Api['suspendCard']>(),
  unsuspendCard: vi.fn<Api['suspendCard']>(),
  setCardLimit: vi.fn<Api['setCardLimit']>(),
  setCardMerchants: vi.fn<Api['setCardMerchants']>(),
}));
vi.mock('../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutTotp>(),
}));

const FINANCE_VIRTUAL = aCard();
const ADMIN_PHYSICAL = aCard({
  id: 'CARD-0001',
  type: 'PHYSICAL',
  cardOrder: 1,
  panTail: '4821',
  nameOnCard: 'Alex Admin',
  holder: { userReferenceID: 'USR-ADM', name: 'Alex Admin' },
  linkedAccount: { accountNumber: '885164302117', accountName: 'Main account', currency: 'SGD' },
  spendingLimit: 5_000_000_000,
  spentAmount: 1_234_560_000,
});
const GENERAL_LOCKED = aCard({
  id: 'CARD-0004',
  cardOrder: 1,
  status: 'LOCKED',
  panTail: '7730',
  nameOnCard: 'Gina General',
  holder: { userReferenceID: 'USR-GEN', name: 'Gina General' },
});
const SUSPENDED_PHYSICAL = aCard({
  id: 'CARD-0007',
  type: 'PHYSICAL',
  cardOrder: 2,
  status: 'SUSPENDED',
  panTail: '9087',
});
const NOT_ACTIVATED = aCard({
  id: 'CARD-0005',
  type: 'PHYSICAL',
  cardOrder: 3,
  status: 'NOT_ACTIVATED',
  panTail: '6614',
});

let db: BankDatabase;

async function signIn(role: Role, userReferenceID: string, cards: Card[]) {
  session.claims = { role, corpID: 'C', sub: 'U', email: 'x@demo.test', exp: 0, scope: 'access' };
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await writeMeta(db, PROFILE_KEY, { userReferenceID, authenticatorAppPreference: false });
  await db.cards.bulkPut(cards.map(cardRow));
}

beforeEach(() => {
  vi.mocked(sendPayoutCode).mockResolvedValue({
    otpRefID: 'OTP-1',
    otpType: 'SMS',
    maskedEmail: '',
    maskedPhone: '****4321',
    resendInSeconds: 60,
  });
  vi.mocked(verifyPayoutCode).mockResolvedValue({
    isVerified: true,
    remainingAttempts: 5,
    referenceId: 'OTP-REF',
  });
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  clearToasts();
  setOnline(true);
  session.claims = null;
  await deleteAllCacheDatabases();
});

const list = (name: string) => within(screen.getByRole('list', { name }));
const toastTitles = () => toastStore.toasts.map((t) => t.title);

const virtualTails = () =>
  list('Virtual cards')
    .getAllByRole('listitem')
    .map((li) => /•••• (\d{4})/.exec(li.textContent ?? '')?.[1]);

async function openCard(panTail: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`•••• ${panTail}`) }));
  return within(await screen.findByRole('dialog'));
}

async function enterCode() {
  const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
  await within(code).findByText('Enter the 6-digit code we sent to ****4321.');
  fireEvent.change(within(code).getByLabelText('Verification code'), {
    target: { value: '123456' },
  });
  fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
  return code;
}

describe('the cards page (spec-3 §2 /cards)', () => {
  it('lists the physical and the virtual cards in cardOrder with status, holder, account and spend', async () => {
    await signIn('admin', 'USR-ADM', [
      NOT_ACTIVATED,
      FINANCE_VIRTUAL,
      SUSPENDED_PHYSICAL,
      GENERAL_LOCKED,
      ADMIN_PHYSICAL,
    ]);
    render(<CardsPage />);
    await screen.findByRole('list', { name: 'Physical cards' });
    const physical = list('Physical cards').getAllByRole('listitem');
    expect(physical.map((li) => li.textContent)).toEqual([
      expect.stringContaining('•••• 4821'),
      expect.stringContaining('•••• 9087'),
      expect.stringContaining('•••• 6614'),
    ]);
    const first = within(physical[0]!);
    expect(first.getByText('Alex Admin', { selector: '.card-item__name' })).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('S$1,234.56 of S$5,000.00 spent this month')).toBeTruthy();
    expect(first.getByText('SGD')).toBeTruthy();
    expect(first.getByText(/Main account/)).toBeTruthy();
    expect(within(physical[1]!).getByText('Suspended')).toBeTruthy();
    expect(within(physical[2]!).getByText('Not activated')).toBeTruthy();
    const virtual = list('Virtual cards').getAllByRole('listitem');
    expect(virtual.map((li) => li.textContent)).toEqual([
      expect.stringContaining('•••• 7730'),
      expect.stringContaining('•••• 1195'),
    ]);
    expect(within(virtual[0]!).getByText('Locked')).toBeTruthy();
    expect(within(virtual[1]!).getByText('US$750.50 of US$3,000.00 spent this month')).toBeTruthy();
    expect(screen.getByText('5 cards')).toBeTruthy();
  });

  it('says when there are no cards', async () => {
    await signIn('general', 'USR-GEN', []);
    render(<CardsPage />);
    expect(await screen.findByText('No cards yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reads from the cache offline and says from when', async () => {
    await signIn('admin', 'USR-ADM', [FINANCE_VIRTUAL]);
    await markSynced(db, 'cards', new Date(2026, 10, 2, 9, 10).getTime());
    render(<CardsPage />);
    act(() => setOnline(false));
    expect(await screen.findByText(/^Offline - showing data from (2 Nov )?09:10$/)).toBeTruthy();
    expect(await screen.findByText('•••• 1195')).toBeTruthy();
  });
});

describe("a card's controls", () => {
  it('locks an active card in one call, and the list follows the card the bank answered', async () => {
    await signIn('admin', 'USR-ADM', [FINANCE_VIRTUAL]);
    vi.mocked(lockCard).mockResolvedValue({ ...FINANCE_VIRTUAL, status: 'LOCKED' });
    render(<CardsPage />);
    const dialog = await openCard('1195');
    fireEvent.click(dialog.getByRole('button', { name: 'Lock card' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Card locked']));
    expect(lockCard).toHaveBeenCalledWith('CARD-0003');
    expect(sendPayoutCode).not.toHaveBeenCalled();
    expect(await dialog.findByRole('button', { name: 'Unlock card' })).toBeTruthy();
    expect((await db.cards.get('CARD-0003'))?.data.status).toBe('LOCKED');
  });

  it('unlocks with a code bound to the card, the dialog saying what it authorises', async () => {
    await signIn('finance', 'USR-FIN', [{ ...FINANCE_VIRTUAL, status: 'LOCKED' }]);
    vi.mocked(unlockCard).mockResolvedValue(FINANCE_VIRTUAL);
    render(<CardsPage />);
    const dialog = await openCard('1195');
    fireEvent.click(dialog.getByRole('button', { name: 'Unlock card' }));
    const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
    expect(within(code).getByText('Unlock card •••• 1195')).toBeTruthy();
    expect(within(code).getByText('Fiona Lim · •••• 1195')).toBeTruthy();
    expect(sendPayoutCode).toHaveBeenCalledWith(
      { purpose: 'card', subject: 'CARD-0003', payee: 'unlock', amount: 0, currency: 'USD' },
      'SMS',
    );
    await enterCode();
    await waitFor(() => expect(toastTitles()).toEqual(['Card unlocked']));
    expect(vi.mocked(unlockCard).mock.calls[0]?.slice(0, 2)).toEqual([
      'CARD-0003',
      { otpReferenceID: 'OTP-REF' },
    ]);
  });

  it("suspends after a confirmation; a suspended member's card says so", async () => {
    await signIn('admin', 'USR-ADM', [FINANCE_VIRTUAL]);
    vi.mocked(suspendCard).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 400, code: 'USER_ALREADY_SUSPENDED' }),
    );
    vi.mocked(suspendCard).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 400, code: 'INVALID_PARAMETER' }),
    );
    render(<CardsPage />);
    const dialog = await openCard('1195');
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend card' }));
    expect(dialog.getByText('Suspend this card?')).toBeTruthy();
    expect(suspendCard).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend card' }));
    expect(await dialog.findByText('Error suspending Card(s)')).toBeTruthy();
    expect(dialog.getByText('Card belongs to suspended team member.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend card' }));
    await waitFor(() => expect(suspendCard).toHaveBeenCalledTimes(2));
    expect(await dialog.findByText('Please try again.')).toBeTruthy();
    expect(dialog.getByText('Error suspending Card(s)')).toBeTruthy();
  });

  it('unsuspends with a code, and tells a refusal in the spec words', async () => {
    await signIn('admin', 'USR-ADM', [SUSPENDED_PHYSICAL]);
    vi.mocked(unsuspendCard).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'USER_ALREADY_SUSPENDED' }),
    );
    render(<CardsPage />);
    const dialog = await openCard('9087');
    expect(dialog.queryByRole('button', { name: 'Suspend card' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Unsuspend card' }));
    const code = await enterCode();
    expect(within(code).getByText('Unsuspend card •••• 9087')).toBeTruthy();
    expect(await dialog.findByText('Error unsuspending Card(s)')).toBeTruthy();
    expect(dialog.getByText('Card belongs to suspended team member.')).toBeTruthy();
  });

  it('links to the merchant pages: edit for a card manager, view for the holder', async () => {
    await signIn('admin', 'USR-ADM', [FINANCE_VIRTUAL]);
    render(<CardsPage />);
    let dialog = await openCard('1195');
    expect(dialog.getByText('No restriction')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Edit merchants' }).getAttribute('href')).toBe(
      '/cards/CARD-0003/edit-restrictions',
    );
    expect(dialog.queryByRole('button', { name: 'Save merchants' })).toBeNull();
    cleanup();
    await signIn('general', 'USR-GEN', [{ ...GENERAL_LOCKED, status: 'ACTIVE' }]);
    render(<CardsPage />);
    dialog = await openCard('7730');
    expect(dialog.getByRole('link', { name: 'Merchant restrictions' }).getAttribute('href')).toBe(
      '/cards/CARD-0004/view-restrictions',
    );
  });

  it('reorders a type with Move up / Move down for a card manager, and saves the order at the bank', async () => {
    await signIn('admin', 'USR-ADM', [FINANCE_VIRTUAL, GENERAL_LOCKED]);
    vi.mocked(saveCardOrder).mockResolvedValueOnce([
      { ...FINANCE_VIRTUAL, cardOrder: 1 },
      { ...GENERAL_LOCKED, cardOrder: 2 },
    ]);
    render(<CardsPage />);
    await waitFor(() => expect(virtualTails()).toEqual(['7730', '1195']));
    expect(
      screen
        .getByRole('button', { name: 'Move Gina General •••• 7730 up' })
        .hasAttribute('disabled'),
    ).toBe(true);
    const up = screen.getByRole('button', { name: 'Move Fiona Lim •••• 1195 up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(virtualTails()).toEqual(['1195', '7730']));
    expect(saveCardOrder).toHaveBeenCalledWith('VIRTUAL', ['CARD-0003', 'CARD-0004']);
    expect(await screen.findByText('Fiona Lim •••• 1195 moved to position 1 of 2.')).toBeTruthy();
    // At the top now: the focus stays on the moved card, on the button it can still use (once the
    // cache's new order is drawn: slow on a busy machine, hence the longer wait).
    await waitFor(
      () =>
        expect(document.activeElement?.getAttribute('aria-label')).toBe(
          'Move Fiona Lim •••• 1195 down',
        ),
      { timeout: 4000 },
    );

    vi.mocked(saveCardOrder).mockRejectedValueOnce(new Error('network'));
    fireEvent.click(screen.getByRole('button', { name: 'Move Fiona Lim •••• 1195 down' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Unable to save the card order']));
    expect(virtualTails()).toEqual(['1195', '7730']);
  }, 15_000);

  it('offers no reordering to a holder', async () => {
    await signIn('general', 'USR-GEN', [
      { ...GENERAL_LOCKED, holder: { userReferenceID: 'USR-GEN', name: 'Gina General' } },
      { ...FINANCE_VIRTUAL, holder: { userReferenceID: 'USR-GEN', name: 'Gina General' } },
    ]);
    render(<CardsPage />);
    await screen.findByRole('button', { name: /•••• 1195/ });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it('lets a holder lock their own card and nothing else', async () => {
    await signIn('general', 'USR-GEN', [{ ...GENERAL_LOCKED, status: 'ACTIVE' }]);
    render(<CardsPage />);
    const dialog = await openCard('7730');
    expect(dialog.getByRole('button', { name: 'Lock card' })).toBeTruthy();
    for (const name of ['Suspend card', 'Edit merchants', 'Edit limit', 'Unlock card'])
      expect(
        dialog.queryByRole('button', { name }) ?? dialog.queryByRole('link', { name }),
      ).toBeNull();
  });

  it('sends nothing offline and says why', async () => {
    await signIn('admin', 'USR-ADM', [FINANCE_VIRTUAL]);
    render(<CardsPage />);
    const dialog = await openCard('1195');
    act(() => setOnline(false));
    expect(
      await dialog.findByText(
        "Changing a card's controls needs a connection, so nothing can be changed until you're back online.",
      ),
    ).toBeTruthy();
    const lock = dialog.getByRole('button', { name: 'Lock card' });
    expect(lock.hasAttribute('disabled')).toBe(true);
    fireEvent.click(lock);
    expect(lockCard).not.toHaveBeenCalled();
  });
});
