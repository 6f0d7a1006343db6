import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActivity } from '../../../api/activity';
import { getSortedTeam } from '../../../api/team';
import type { ActivityRecord } from '../../../shared/domain/activity';
import { formatDateTime } from '../../../shared/dates';
import { setOnline } from '../../../sync/syncStatus';
import { ActivityPage } from './ActivityPage';

vi.mock('../../../api/activity', () => ({
  getActivity: vi.fn<typeof import('../../../api/activity').getActivity>(),
}));
vi.mock('../../../api/team', () => ({
  getSortedTeam: vi.fn<typeof import('../../../api/team').getSortedTeam>(),
}));

const AT = '2026-11-20T09:30:00.000Z';
const record = (id: string, extra: Partial<ActivityRecord>): ActivityRecord => ({
  id,
  at: AT,
  kind: 'sign-in',
  action: 'signedIn',
  actorId: 'U1',
  actorName: 'Ada Admin',
  detail: '',
  ...extra,
});
const SIGN_IN = record('ACT-000003', { device: 'Chrome on macOS' });
const ROLE = record('ACT-000002', {
  kind: 'team',
  action: 'roleChanged',
  detail: 'Gus General: General → Accountant',
});
const SENT = record('ACT-000001', {
  kind: 'money',
  action: 'sentForApproval',
  actorId: 'U3',
  actorName: 'Fay Finance',
  detail: 'Exchange SGD → USD',
  amount: { micros: 6_000_000_000, currency: 'SGD' },
});

beforeEach(() => {
  setOnline(true);
  vi.mocked(getSortedTeam).mockResolvedValue([
    { userReferenceID: 'U1', name: 'Ada Admin', email: 'a@x', role: 'admin', status: 'active' },
    { userReferenceID: 'U3', name: 'Fay Finance', email: 'f@x', role: 'finance', status: 'active' },
  ]);
  vi.mocked(getActivity).mockResolvedValue({ records: [SIGN_IN, ROLE, SENT], nextBefore: null });
});
afterEach(() => {
  vi.clearAllMocks();
  setOnline(true);
});

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Activity log page', () => {
  it('lists when, who, what and the detail, newest first, with the device and the amount', async () => {
    render(<ActivityPage />);
    expect(screen.getByRole('heading', { name: 'Activity log' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Activity, newest first' });
    const when = formatDateTime(AT);
    expect(rowTexts()).toEqual([
      [when, 'Ada Admin', 'Signed in', 'Chrome on macOS'],
      [when, 'Ada Admin', 'Changed a role', 'Gus General: General → Accountant'],
      [when, 'Fay Finance', 'Sent money for approval', 'Exchange SGD → USD · S$6,000.00'],
    ]);
    expect(getActivity).toHaveBeenCalledWith({ pageSize: 20 });
  });

  it('filters by person (the team by name) and by kind, asking the bank again', async () => {
    render(<ActivityPage />);
    await screen.findByRole('table');
    const person = screen.getByLabelText('Person');
    await within(person).findByRole('option', { name: 'Fay Finance' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All people', 'Ada Admin', 'Fay Finance']);
    vi.mocked(getActivity).mockResolvedValue({ records: [SENT], nextBefore: null });
    fireEvent.change(person, { target: { value: 'U3' } });
    await waitFor(() =>
      expect(getActivity).toHaveBeenLastCalledWith({ pageSize: 20, person: 'U3' }),
    );
    const kind = screen.getByLabelText('Kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All kinds',
      'Sign-in',
      'Second factor',
      'Password',
      'Roles and suspensions',
      'Invitations',
      'Approval policies',
      'Money',
      'Cards',
    ]);
    vi.mocked(getActivity).mockResolvedValue({ records: [], nextBefore: null });
    fireEvent.change(kind, { target: { value: 'sign-in' } });
    await waitFor(() =>
      expect(getActivity).toHaveBeenLastCalledWith({ pageSize: 20, person: 'U3', kind: 'sign-in' }),
    );
    expect(await screen.findByText('No activity matches')).toBeTruthy();
    expect(
      screen.getByText('Nothing was recorded for this person and kind. Try another filter.'),
    ).toBeTruthy();
  });

  it("loads the page before the last record shown on 'Load more'", async () => {
    vi.mocked(getActivity).mockResolvedValueOnce({
      records: [SIGN_IN, ROLE],
      nextBefore: 'ACT-000002',
    });
    vi.mocked(getActivity).mockResolvedValueOnce({ records: [SENT], nextBefore: null });
    render(<ActivityPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Fay Finance');
    expect(getActivity).toHaveBeenLastCalledWith({ pageSize: 20, before: 'ACT-000002' });
    expect(rowTexts()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says it needs a connection offline, asks nothing, and loads once it's back", async () => {
    setOnline(false);
    render(<ActivityPage />);
    expect(screen.getByText('The activity log needs a connection')).toBeTruthy();
    expect(
      screen.getByText(
        "You're offline. The activity log is not saved on this device; it will load when you're back online.",
      ),
    ).toBeTruthy();
    expect(getActivity).not.toHaveBeenCalled();
    setOnline(true);
    await screen.findByRole('table');
  });

  it("says what failed, and 'Try again' asks again", async () => {
    vi.mocked(getActivity).mockRejectedValueOnce(new Error('down'));
    render(<ActivityPage />);
    expect(
      await screen.findByText('The activity log could not be loaded. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
  });

  it('says when nothing was recorded yet', async () => {
    vi.mocked(getActivity).mockResolvedValue({ records: [], nextBefore: null });
    render(<ActivityPage />);
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });
});
