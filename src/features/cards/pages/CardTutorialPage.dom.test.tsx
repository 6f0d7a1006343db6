import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { session } from '../../../api/session';
import type { Role } from '../../../shared/domain/roles';
import { CardTutorialPage } from './CardTutorialPage';

afterEach(() => {
  cleanup();
  session.claims = null;
});

function renderAs(role: Role) {
  session.claims = { role, corpID: 'C', sub: 'U', email: 'x@demo.test', exp: 0, scope: 'access' };
  const location = memoryLocation({ path: '/settings/tutorial/cards', record: true });
  render(
    <Router hook={location.hook}>
      <CardTutorialPage />
    </Router>,
  );
  return location;
}

const title = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('/settings/tutorial/cards', () => {
  it('walks a card manager through five slides with Next and Back, and Finish goes to the cards', () => {
    const location = renderAs('finance');
    expect(screen.getByRole('heading', { name: 'How cards work', level: 1 })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(title()).toBe('Physical and virtual cards');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    const seen = [title()];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      seen.push(title());
    }
    expect(seen).toEqual([
      'Physical and virtual cards',
      'Limits, locks and merchants',
      'Your PIN',
      'Card details behind a code',
      'Card payments',
    ]);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(title()).toBe('Card details behind a code');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(location.history?.at(-1)).toBe('/cards');
  });

  it('leaves creating cards out for a role that cannot, and Skip goes to the cards', () => {
    const location = renderAs('general');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(title()).toBe('Limits, locks and merchants');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(location.history?.at(-1)).toBe('/cards');
  });
});
