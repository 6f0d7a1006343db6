import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../api/session';
import { PROFILE_KEY, writeMeta } from '../../../db/meta';
import { cardRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Card } from '../../../shared/domain/cards';
import type { Role } from '../../../shared/domain/roles';
import { aCard } from '../test/cards';
import { CardsPage } from './CardsPage';

vi.mock('../../../api/cards', () => ({}));

const ARRIVING = aCard({
  id: 'CARD-0005',
  type: 'PHYSICAL',
  status: 'NOT_ACTIVATED',
  panTail: '6614',
  holder: { userReferenceID: 'USR-GEN', name: 'Gina General' },
});

async function signIn(role: Role, userReferenceID: string, cards: Card[]) {
  session.claims = { role, corpID: 'C', sub: 'U', email: 'x@demo.test', exp: 0, scope: 'access' };
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await writeMeta(db, PROFILE_KEY, { userReferenceID, authenticatorAppPreference: false });
  await db.cards.bulkPut(cards.map(cardRow));
}

afterEach(async () => {
  cleanup();
  session.claims = null;
  await deleteAllCacheDatabases();
});

describe('/cards: add, activate and Apple Pay', () => {
  it("gives a card manager 'Add card', and everyone the Apple Pay page", async () => {
    await signIn('finance', 'USR-FIN', [aCard()]);
    render(<CardsPage />);
    await screen.findByRole('button', { name: /•••• 1195/ });
    expect(screen.getByRole('link', { name: 'Add card' }).getAttribute('href')).toBe(
      '/cards/add-card',
    );
    expect(screen.getByRole('link', { name: 'Apple Pay' }).getAttribute('href')).toBe(
      '/cards/apple-pay',
    );
    expect(screen.getByRole('link', { name: 'How cards work' }).getAttribute('href')).toBe(
      '/settings/tutorial/cards',
    );
  });

  it("gives the holder of a card on its way 'Activate card', and no 'Add card'", async () => {
    await signIn('general', 'USR-GEN', [ARRIVING]);
    render(<CardsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /•••• 6614/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: 'Activate card' }).getAttribute('href')).toBe(
      '/cards/activate/CARD-0005',
    );
    expect(screen.queryByRole('link', { name: 'Add card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Apple Pay' })).toBeTruthy();
  });
});
