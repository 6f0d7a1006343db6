import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/domain/cards';
import { CardsPanel } from './CardsPanel';

const CARD: Card = {
  id: 'CARD-0001',
  type: 'PHYSICAL',
  cardOrder: 1,
  status: 'ACTIVE',
  panTail: '4821',
  nameOnCard: 'Alex Admin',
  holder: { userReferenceID: 'USR-ADM', name: 'Alex Admin' },
  linkedAccount: { accountNumber: '885164302117', accountName: 'Main account', currency: 'SGD' },
  spendingLimit: 20_000_000_000,
  spentAmount: 1_234_560_000,
  limitPeriod: 'MONTHLY',
  merchants: { type: 'NO_RESTRICTION' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

afterEach(cleanup);

const panel = () =>
  within(screen.getByRole('heading', { name: 'Cards' }).closest('section') as HTMLElement);

describe("the dashboard's Cards panel", () => {
  it("shows the count, 'View all' and the first card's monthly spend limit left", () => {
    render(<CardsPanel cards={[CARD, { ...CARD, id: 'CARD-0002', type: 'VIRTUAL' }]} mayAddCard />);
    expect(panel().getByText('2 cards')).toBeTruthy();
    expect(panel().getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/cards');
    // 20,000.00 - 1,234.56
    expect(panel().getByTestId('cards-panel-limit').textContent).toBe(
      'Monthly spend limitS$18,765.44left of S$20,000.00 on Alex Admin •••• 4821',
    );
  });

  it("offers 'Add card' without cards to who may add one, and nothing to others", () => {
    render(<CardsPanel cards={[]} mayAddCard />);
    expect(panel().getByText('0 cards')).toBeTruthy();
    expect(panel().getByRole('link', { name: 'Add card' }).getAttribute('href')).toBe(
      '/cards/add-card',
    );
    expect(panel().queryByRole('link', { name: 'View all' })).toBeNull();
    cleanup();
    render(<CardsPanel cards={[]} mayAddCard={false} />);
    expect(panel().getByText('No cards yet.')).toBeTruthy();
    expect(panel().queryByRole('link')).toBeNull();
  });
});
