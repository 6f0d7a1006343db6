import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { clearSession, establishSession } from '../../../api/session';
import type { MockBankControls } from '../../../mirage/mockBank';
import { signIn, startTestBank } from '../../../mirage/testing';
import { InvitePage } from './InvitePage';

// The Invitation page against the real mock bank: the form, the answer's lists, the list's
// filter and actions (spec-3 §4 Invitations; docs/decisions/team.md 'Invitations').
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

async function renderAs(email = 'admin@demo.test') {
  establishSession(await signIn(email), {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  render(<InvitePage />);
  // The seeded invitations are listed.
  await screen.findByText('invitee@demo.test');
}

const emailOf = (n: number) => screen.getAllByLabelText('Email', { exact: true })[n]!;
const roleOf = (n: number) => screen.getAllByLabelText('Role', { exact: true })[n]!;
const fill = (n: number, email: string, role: string) => {
  fireEvent.input(emailOf(n), { target: { value: email } });
  fireEvent.change(roleOf(n), { target: { value: role } });
};
const addPerson = () => fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
const rows = () =>
  within(screen.getByRole('list', { name: 'Invitations' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the invite form', () => {
  it('says the spec’s duplicate text on an e-mail already entered (trimmed, any case) and sends nothing', async () => {
    await renderAs();
    fill(0, 'ann@example.com', 'finance');
    addPerson();
    fill(1, '  ANN@Example.com ', 'general');
    send();
    expect(
      await screen.findByText('You have already entered this email. Please enter a different one.'),
    ).toBeDefined();
    expect(emailOf(1).getAttribute('aria-invalid')).toBe('true');
    expect(bank.invitations().map((i) => i.email)).not.toContain('ann@example.com');
  });

  it('says the duplicate text even while another field of the row is missing', async () => {
    await renderAs();
    fill(0, 'ann@example.com', 'finance');
    addPerson();
    fireEvent.input(emailOf(1), { target: { value: 'Ann@example.com' } });
    send();
    expect(
      await screen.findByText('You have already entered this email. Please enter a different one.'),
    ).toBeDefined();
    expect(screen.getByText('This field is required')).toBeDefined();
  });

  it('asks for an e-mail and a role, and a valid e-mail', async () => {
    await renderAs();
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fill(0, 'not-an-email', 'general');
    send();
    expect(await screen.findByText('Please enter a valid email address.')).toBeDefined();
  });

  it('invites several at once and shows who was invited and who is already registered', async () => {
    await renderAs();
    fill(0, 'ann@example.com', 'finance');
    addPerson();
    fill(1, 'finance@demo.test', 'general');
    addPerson();
    fill(2, 'bob@example.com', 'accountant');
    fireEvent.click(screen.getByRole('button', { name: 'Remove person 3' }));
    send();
    const sent = await screen.findByText('Invitations sent');
    expect(sent.closest('.ui-alert')?.textContent).toBe(
      'Invitations sentEach of them gets an e-mail with a link to join your team:ann@example.com',
    );
    expect(screen.getByText('Already registered').closest('.ui-alert')?.textContent).toBe(
      'Already registeredThese e-mail addresses already have an account, so no invitation was sent:finance@demo.test',
    );
    // The form is empty again and the list shows the new invitation first.
    expect((emailOf(0) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(rows()[0]).toContain('ann@example.com'));
    expect(rows()[0]).toContain('Finance');
    expect(rows()[0]).toContain('Waiting for them to join');
    expect(bank.invitations().map((i) => i.email)).not.toContain('bob@example.com');
  });
});

describe('the invitation list', () => {
  it('filters by status', async () => {
    await renderAs();
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Status', { exact: true }), {
      target: { value: 'expired' },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain('late@demo.test');
    expect(rows()[0]).toContain('Link expired');
    fireEvent.change(screen.getByLabelText('Status', { exact: true }), {
      target: { value: 'revoked' },
    });
    expect(await screen.findByText('No invitation has this status.')).toBeDefined();
  });

  it('revokes a pending invitation after asking, and the list says so', async () => {
    await renderAs();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke invitation to invitee@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog.textContent).toContain(
      'invitee@demo.test will no longer be able to join with this invitation: their link will say it was revoked.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(
      await screen.findByText('The invitation to invitee@demo.test was revoked.'),
    ).toBeDefined();
    await waitFor(() => expect(rows()[0]).toContain('Revoked'));
    expect(
      screen.queryByRole('button', { name: 'Revoke invitation to invitee@demo.test' }),
    ).toBeNull();
    expect(bank.invitations().find((i) => i.email === 'invitee@demo.test')?.status).toBe('revoked');
  });

  it('resends an expired invitation; a second resend at once shows the bank’s wait', async () => {
    await renderAs();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation to late@demo.test' }));
    expect(
      await screen.findByText('A new invitation was e-mailed to late@demo.test.'),
    ).toBeDefined();
    await waitFor(() => expect(rows()[1]).toContain('Waiting for them to join'));
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation to late@demo.test' }));
    expect(
      await screen.findByText(
        /^This invitation was just sent\. You can send it again in \d+ seconds\.$/,
      ),
    ).toBeDefined();
    // Cancel is for an expired one only: the seeded pending one offers none.
    expect(
      screen.queryByRole('button', { name: 'Cancel invitation to invitee@demo.test' }),
    ).toBeNull();
  });

  it('cancels an expired invitation after asking', async () => {
    await renderAs();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation to late@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(
      await screen.findByText('The invitation to late@demo.test was cancelled.'),
    ).toBeDefined();
    await waitFor(() => expect(rows()[1]).toContain('Cancelled'));
  });

  it('tells a role that may not invite what the bank said', async () => {
    establishSession(await signIn('finance@demo.test'), {
      companyName: 'Demo Trading Pte. Ltd.',
      status: 'UserStatusApproved',
    });
    render(<InvitePage />);
    expect((await screen.findByText('Invitations not loaded')).closest('.ui-alert')).not.toBeNull();
  });
});
