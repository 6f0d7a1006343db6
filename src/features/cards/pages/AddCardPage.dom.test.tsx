import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import { createCard, getCardLimits } from '../../../api/cards';
import { session } from '../../../api/session';
import { getSortedTeam } from '../../../api/team';
import { readCards } from '../../../db/cachedCards';
import { PROFILE_KEY, readMeta, VIRTUAL_CARD_NOTICE_KEY, writeMeta } from '../../../db/meta';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import type { CardLimits } from '../../../shared/domain/cards';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { aCard } from '../test/cards';
import { AddCardPage } from './AddCardPage';

type Api = typeof import('../../../api/cards');

vi.mock('../../../api/cards', () => ({
  createCard: vi.fn<Api['createCard']>(),
  getCardLimits: vi.fn<Api['getCardLimits']>(),
}));
vi.mock('../../../api/team', () => ({
  getSortedTeam: vi.fn<typeof import('../../../api/team').getSortedTeam>(),
}));

const ACCOUNT: Account = {
  accountNumber: '885165410001',
  accountName: 'Main account',
  currency: 'SGD',
  currentBalance: 48_000_000_000,
  accountHolderName: 'Demo Pte Ltd',
  bankName: 'Demo Bank',
  bankSwift: 'DEMOSGSG',
  isDefaultAccount: true,
  isLowAccountBalance: false,
  accountOrder: 1,
};

const LIMITS: CardLimits = {
  overall_card_limit: 20,
  physical_card_limit: 10,
  virtual_card_limit: 15,
  total_physical_cards: 3,
  total_virtual_cards: 4,
  maxNewCards: 13,
  maxNewPhysicalCards: 7,
  maxNewVirtualCards: 11,
};

let db: Awaited<ReturnType<typeof openUserDatabase>>;

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
  await writeMeta(db, PROFILE_KEY, { userReferenceID: 'USR-ADM', name: 'Alex Tan' });
  await db.accounts.put(accountRow(ACCOUNT));
  vi.mocked(getCardLimits).mockResolvedValue(LIMITS);
  vi.mocked(getSortedTeam).mockResolvedValue([
    { userReferenceID: 'USR-ADM', name: 'Alex Tan', email: 'a@x', role: 'admin', status: 'active' },
    {
      userReferenceID: 'USR-FIN',
      name: 'Fiona Lim',
      email: 'f@x',
      role: 'finance',
      status: 'active',
    },
    {
      userReferenceID: 'USR-SUS',
      name: 'Sam Lee',
      email: 's@x',
      role: 'general',
      status: 'suspended',
    },
  ]);
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  clearToasts();
  session.claims = null;
  await deleteAllCacheDatabases();
});

function renderPage() {
  const location = memoryLocation({ path: '/cards/add-card', record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/cards/add-card">
        <AddCardPage />
      </Route>
    </Router>,
  );
  return location;
}

async function fillForm({ limit = '500' }: { limit?: string } = {}) {
  fireEvent.change(await screen.findByLabelText('Cardholder'), { target: { value: 'USR-FIN' } });
  fireEvent.change(screen.getByLabelText('Linked account'), {
    target: { value: ACCOUNT.accountNumber },
  });
  fireEvent.change(screen.getByLabelText('Monthly spending limit (SGD)'), {
    target: { value: limit },
  });
}

describe('/cards/add-card', () => {
  it('shows the creation limits, overall and per type, and offers active members only', async () => {
    renderPage();
    expect((await screen.findByTestId('card-limits')).textContent).toBe(
      'Your company can create 13 more cards: 7 physical, 11 virtual.',
    );
    const holders = within(screen.getByLabelText('Cardholder')).getAllByRole('option');
    expect(holders.map((o) => o.textContent)).toEqual([
      'Select a team member',
      'Alex Tan',
      'Fiona Lim',
    ]);
  });

  it('says what is missing before anything is sent', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create card' }));
    expect(await screen.findByText('Select the cardholder.')).toBeTruthy();
    expect(screen.getByText('Select the account the card spends from.')).toBeTruthy();
    expect(screen.getByText('Enter the name on the card.')).toBeTruthy();
    expect(screen.getByText('Enter an amount, such as 500.00.')).toBeTruthy();
    expect(createCard).not.toHaveBeenCalled();
  });

  it("creates a virtual card in micro-units under an Idempotency-Key: 'Virtual card created', cached, back to the cards", async () => {
    const card = aCard({ id: 'CARD-0100', nameOnCard: 'FIONA LIM', panTail: '5521' });
    vi.mocked(createCard).mockResolvedValue({ card });
    const location = renderPage();
    await fillForm({ limit: '1,250.50' });
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('FIONA LIM');
    fireEvent.click(screen.getByRole('button', { name: 'Create card' }));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toEqual(['Virtual card created']),
    );
    const [request, intent] = vi.mocked(createCard).mock.calls[0] ?? [];
    expect(request).toEqual({
      type: 'VIRTUAL',
      holderUserReferenceID: 'USR-FIN',
      accountNumber: ACCOUNT.accountNumber,
      nameOnCard: 'FIONA LIM',
      spendingLimit: 1_250_500_000,
    });
    expect(intent?.idempotencyKey).toMatch(/\S/);
    expect((await readCards(db)).map((c) => c.panTail)).toEqual(['5521']);
    expect(location.history?.at(-1)).toBe('/cards');
    // The dashboard's virtual-card-created banner reads this, until it is closed.
    expect(await readMeta(db, VIRTUAL_CARD_NOTICE_KEY)).toEqual({
      cardId: 'CARD-0100',
      panTail: '5521',
      nameOnCard: 'FIONA LIM',
      accountNumber: card.linkedAccount.accountNumber,
    });
  });

  it("creates a physical card for the cardholder's address: 'Physical card created', within 5-7 days", async () => {
    vi.mocked(createCard).mockResolvedValue({
      card: aCard({ type: 'PHYSICAL', status: 'NOT_ACTIVATED' }),
      deliveryDays: '5-7',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Physical card/ }));
    expect(screen.getByText('Physical cards are delivered within 5-7 days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: "Cardholder's address" }));
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(toastStore.toasts).toHaveLength(1));
    expect(await readMeta(db, VIRTUAL_CARD_NOTICE_KEY)).toBeUndefined();
    expect(toastStore.toasts[0]).toMatchObject({
      title: 'Physical card created',
      message: "It will be delivered to the cardholder's address within 5-7 days.",
    });
    expect(vi.mocked(createCard).mock.calls[0]?.[0]).toMatchObject({
      type: 'PHYSICAL',
      addressType: 'RESIDENTIAL_ADDRESS',
      spendingLimit: 500_000_000,
    });
  });

  it("keeps a type at its limit out of reach, and says 'Unable to create card' with the bank's reason", async () => {
    vi.mocked(getCardLimits).mockResolvedValue({ ...LIMITS, maxNewVirtualCards: 0 });
    vi.mocked(createCard).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'INVALID_PARAMETER',
        description:
          'Your company has reached its physical card limit: no more cards of this type can be created.',
      }),
    );
    renderPage();
    const virtual = (await screen.findByRole('radio', {
      name: /Virtual card/,
    })) as HTMLInputElement;
    expect(virtual.disabled).toBe(true);
    expect(screen.getByText('Your company has reached the limit for this type.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Physical card/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create card' }));
    expect(await screen.findByText('Unable to create card')).toBeTruthy();
    expect(
      screen.getByText(
        'Your company has reached its physical card limit: no more cards of this type can be created.',
      ),
    ).toBeTruthy();
    expect(toastStore.toasts).toEqual([]);
  });

  it('creates nothing when the company has no card left', async () => {
    vi.mocked(getCardLimits).mockResolvedValue({ ...LIMITS, maxNewCards: 0 });
    renderPage();
    expect(
      await screen.findByText(
        'Your company has reached its card limit: no more cards can be created.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create card' })).toBeNull();
  });

  it('lets finance, who cannot list the team, issue a card to themselves', async () => {
    session.claims = { ...session.claims!, role: 'finance' };
    await writeMeta(db, PROFILE_KEY, { userReferenceID: 'USR-FIN', name: 'Fiona Lim' });
    renderPage();
    const select = await screen.findByLabelText('Cardholder');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a team member', 'Fiona Lim']),
    );
    // Chosen already, and the team list (admin-level, spec-3 §6) never asked for.
    expect((select as HTMLSelectElement).value).toBe('USR-FIN');
    expect(getSortedTeam).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'You can issue a card to yourself; an admin can issue cards to the rest of the team.',
      ),
    ).toBeTruthy();
  });
});
