import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import { activateCard } from '../../../api/cards';
import { session } from '../../../api/session';
import { readCards } from '../../../db/cachedCards';
import { cardRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { aCard } from '../test/cards';
import { ActivateCardPage } from './ActivateCardPage';
import { ApplePayPage } from './ApplePayPage';

type Api = typeof import('../../../api/cards');
vi.mock('../../../api/cards', () => ({ activateCard: vi.fn<Api['activateCard']>() }));

const WAITING = aCard({
  id: 'CARD-0006',
  type: 'PHYSICAL',
  status: 'NOT_ACTIVATED',
  panTail: '6614',
});
let db: Awaited<ReturnType<typeof openUserDatabase>>;

beforeEach(async () => {
  session.claims = {
    role: 'general',
    corpID: 'C',
    sub: 'U',
    email: 'general@demo.test',
    exp: 0,
    scope: 'access',
  };
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.cards.put(cardRow(WAITING));
  await db.cards.put(cardRow(aCard()));
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  clearToasts();
  session.claims = null;
  await deleteAllCacheDatabases();
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/cards/activate/:cardId">
        <ActivateCardPage />
      </Route>
      <Route path="/cards/apple-pay">
        <ApplePayPage />
      </Route>
    </Router>,
  );
  return location;
}

const digits = () => screen.findByLabelText('Last 4 digits of the card number');
const activate = () => fireEvent.click(screen.getByRole('button', { name: 'Activate card' }));

describe('/cards/activate/{cardId}', () => {
  it("activates the card once its last 4 digits are typed: 'Card activated', cached, back to the cards", async () => {
    vi.mocked(activateCard).mockResolvedValue({ ...WAITING, status: 'ACTIVE' });
    const location = renderAt('/cards/activate/CARD-0006');
    fireEvent.change(await digits(), { target: { value: '6614' } });
    activate();
    await waitFor(() => expect(toastStore.toasts.map((t) => t.title)).toEqual(['Card activated']));
    expect(activateCard).toHaveBeenCalledWith('CARD-0006');
    expect((await readCards(db)).find((c) => c.id === 'CARD-0006')?.status).toBe('ACTIVE');
    expect(location.history?.at(-1)).toBe('/cards');
  });

  it('checks the digits against the card before calling the bank', async () => {
    renderAt('/cards/activate/CARD-0006');
    fireEvent.change(await digits(), { target: { value: '12' } });
    activate();
    expect(await screen.findByText('Enter the 4 digits.')).toBeTruthy();
    fireEvent.change(await digits(), { target: { value: '1234' } });
    activate();
    expect(await screen.findByText('These are not the last 4 digits of this card.')).toBeTruthy();
    expect(activateCard).not.toHaveBeenCalled();
  });

  it("says 'Card belongs to suspended team member.' when the bank refuses for the holder", async () => {
    vi.mocked(activateCard).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'USER_ALREADY_SUSPENDED' }),
    );
    renderAt('/cards/activate/CARD-0006');
    fireEvent.change(await digits(), { target: { value: '6614' } });
    activate();
    expect(await screen.findByText('Card belongs to suspended team member.')).toBeTruthy();
    expect(toastStore.toasts).toEqual([]);
  });

  it('offers nothing for a card already active or not among the cards', async () => {
    renderAt('/cards/activate/CARD-0003');
    expect(await screen.findByText('This card is already activated.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate card' })).toBeNull();
    cleanup();
    renderAt('/cards/activate/CARD-9999');
    expect(await screen.findByText('Card not found')).toBeTruthy();
  });
});

describe('/cards/apple-pay', () => {
  it('shows the offer and closes back to the cards', async () => {
    const location = renderAt('/cards/apple-pay');
    expect(screen.getByRole('heading', { name: 'Apple Pay' })).toBeTruthy();
    expect(screen.getByText('1% unlimited cashback')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Close' }));
    expect(location.history?.at(-1)).toBe('/cards');
  });
});
