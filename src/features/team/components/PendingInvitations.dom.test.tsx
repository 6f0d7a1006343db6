import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { clearSession, establishSession } from '../../../api/session';
import type { MockBankControls } from '../../../mirage/mockBank';
import { post, signIn, startTestBank } from '../../../mirage/testing';
import { PendingInvitations } from './PendingInvitations';

// People's invited section against the real mock bank (GET /v1/boom/auth/invite).
let bank: MockBankControls;
beforeAll(() => {
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
beforeEach(() => {
  bank = startTestBank();
});
afterEach(() => {
  clearSession();
  bank.shutdown();
});

it('lists who was invited and has not joined, saying what the company waits for', async () => {
  const session = await signIn('admin@demo.test');
  establishSession(session, {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  await post('/v1/boom/auth/invite', {
    bearer: session.accessToken,
    body: { invitations: [{ email: 'new@example.com', role: 'finance' }] },
  });
  render(<PendingInvitations />);
  const list = await screen.findByRole('list', { name: 'Invited people' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'new@example.comFinanceWaiting for them to join',
    'invitee@demo.testAccountantWaiting for them to join',
    'late@demo.testGeneralLink expired: waiting for a new one',
  ]);
  expect(screen.getByRole('link', { name: 'Manage invitations' }).getAttribute('href')).toBe(
    '/manage/people/invite',
  );
});

it('shows nothing when nobody is waiting to join', async () => {
  const session = await signIn('admin@demo.test');
  establishSession(session, {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  for (const [id, status] of [
    ['INV-0001', 'revoked'],
    ['INV-0002', 'cancelled'],
  ])
    await post('/v1/boom/auth/invite/update', {
      bearer: session.accessToken,
      body: { id, status },
    });
  const { container } = render(<PendingInvitations />);
  await new Promise((r) => setTimeout(r, 300));
  expect(container.textContent).toBe('');
  expect(bank.invitations().filter((i) => i.status === 'live')).toEqual([]);
});
