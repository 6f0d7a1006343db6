import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { session } from '../../../api/session';
import {
  changeMemberRole,
  getTeamFirstPage,
  getTeamMember,
  suspendMember,
  unsuspendMember,
  type TeamMemberDetail,
} from '../../../api/team';
import type { Role } from '../../../shared/domain/roles';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { PeoplePage } from './PeoplePage';

vi.mock('../../../api/team', () => ({
  getTeamFirstPage: vi.fn<typeof import('../../../api/team').getTeamFirstPage>(),
  getTeamPage: vi.fn<typeof import('../../../api/team').getTeamPage>(),
  getTeamMember: vi.fn<typeof import('../../../api/team').getTeamMember>(),
  changeMemberRole: vi.fn<typeof import('../../../api/team').changeMemberRole>(),
  suspendMember: vi.fn<typeof import('../../../api/team').suspendMember>(),
  unsuspendMember: vi.fn<typeof import('../../../api/team').unsuspendMember>(),
  // People also lists the open invitations: none here.
  getPendingInvitations: vi.fn<typeof import('../../../api/team').getPendingInvitations>(() =>
    Promise.resolve({ pendingList: [] }),
  ),
}));

const member = (
  id: string,
  name: string,
  role: Role,
  extra: Partial<TeamMemberDetail> = {},
): TeamMemberDetail => ({
  userReferenceID: id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@demo.test`,
  role,
  status: 'active',
  ...extra,
});
const ME = member('ME', 'Ada Admin', 'admin');
const GENERAL = member('U5', 'Gus General', 'general');
const BOSS = member('U1', 'Bea Boss', 'admin');
const GONE = member('U6', 'Sid Suspended', 'general', {
  status: 'suspended',
  suspension: {
    reason: 'Left the company',
    suspendedAt: '2026-11-20T09:30:00.000Z',
    suspendedBy: 'Ada Admin',
  },
});
const TEAM = [ME, BOSS, GENERAL, GONE];

const viewAs = (role: Role) => {
  session.claims = {
    role,
    corpID: 'C',
    sub: 'ME',
    email: 'me@demo.test',
    exp: 0,
    scope: 'access',
  };
};

beforeEach(() => {
  viewAs('admin');
  vi.mocked(getTeamFirstPage).mockResolvedValue({
    firstPageResults: TEAM,
    ids: TEAM.map((m) => m.userReferenceID),
  });
  vi.mocked(getTeamMember).mockImplementation((id) =>
    Promise.resolve(TEAM.find((m) => m.userReferenceID === id) ?? ME),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  clearToasts();
  session.claims = null;
});

async function openMember(name: string) {
  render(<PeoplePage />);
  fireEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByText(TEAM.find((m) => m.name === name)?.email ?? '');
  return dialog;
}
const toastTitles = () => toastStore.toasts.map((t) => t.title);

describe('People: a member', () => {
  it("shows a member's detail and changes their role, saying when it takes effect", async () => {
    vi.mocked(changeMemberRole).mockResolvedValue({ ...GENERAL, role: 'finance' });
    const dialog = await openMember('Gus General');
    expect(within(dialog).getByText('gus@demo.test')).toBeTruthy();
    expect(within(dialog).getByText('Active')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Their menu and pages change to the new role the next time they sign in.',
      ),
    ).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save role' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Change role'), {
      target: { value: 'finance' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(changeMemberRole).toHaveBeenCalledWith('U5', 'finance'));
    await waitFor(() => expect(toastTitles()).toEqual(['Gus General is now Finance.']));
    // The list is read again.
    expect(getTeamFirstPage).toHaveBeenCalledTimes(2);
  });

  it('suspends with a reason: none given is refused, the warning says what follows', async () => {
    vi.mocked(suspendMember).mockResolvedValue({ ...GENERAL, status: 'suspended' });
    const dialog = await openMember('Gus General');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    const suspend = await screen.findByRole('dialog', { name: 'Suspend Gus General' });
    expect(
      within(suspend).getByText(
        'They will not be able to sign in, they are signed out now, and they are no longer offered as an approver. You can reactivate them later.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend user' }));
    expect(await within(suspend).findByText('Enter the reason for the suspension.')).toBeTruthy();
    expect(suspendMember).not.toHaveBeenCalled();
    fireEvent.change(within(suspend).getByLabelText('Reason'), {
      target: { value: '  Left the company ' },
    });
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend user' }));
    await waitFor(() => expect(suspendMember).toHaveBeenCalledWith('U5', 'Left the company'));
    await waitFor(() => expect(toastTitles()).toEqual(['Gus General is suspended.']));
  });

  it('says when the member was already suspended', async () => {
    vi.mocked(suspendMember).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'USER_ALREADY_SUSPENDED' }),
    );
    const dialog = await openMember('Gus General');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    const suspend = await screen.findByRole('dialog', { name: 'Suspend Gus General' });
    fireEvent.change(within(suspend).getByLabelText('Reason'), { target: { value: 'Leaver' } });
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend user' }));
    expect(await within(suspend).findByText('This user is already suspended.')).toBeTruthy();
  });

  it("shows a suspension's reason and reactivates the member", async () => {
    vi.mocked(unsuspendMember).mockResolvedValue({
      ...GONE,
      status: 'active',
      suspension: undefined,
    });
    const dialog = await openMember('Sid Suspended');
    expect(within(dialog).getByText('Suspended on')).toBeTruthy();
    expect(within(dialog).getByText('Suspended', { selector: '.ui-badge' })).toBeTruthy();
    expect(within(dialog).getByText('Left the company')).toBeTruthy();
    expect(within(dialog).getByText(/by Ada Admin$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate user' }));
    await waitFor(() => expect(unsuspendMember).toHaveBeenCalledWith('U6'));
    await waitFor(() => expect(toastTitles()).toEqual(['Sid Suspended can sign in again.']));
  });

  it('offers no change of oneself, and a sub-admin none of an admin nor the admin role', async () => {
    let dialog = await openMember('Ada Admin');
    expect(
      within(dialog).getByText(
        'You cannot change your own role or suspend yourself. Ask another admin.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Suspend user' })).toBeNull();
    expect(within(dialog).queryByLabelText('Change role')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    viewAs('sub-admin');
    fireEvent.click(screen.getByRole('button', { name: 'Bea Boss' }));
    dialog = await screen.findByRole('dialog', { name: 'Bea Boss' });
    expect(
      await within(dialog).findByText('Only an admin can change or suspend an admin.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Suspend user' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    fireEvent.click(screen.getByRole('button', { name: 'Gus General' }));
    dialog = await screen.findByRole('dialog', { name: 'Gus General' });
    const roles = await within(dialog).findByLabelText('Change role');
    expect(
      within(roles)
        .queryAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sub-admin', 'Finance', 'Accountant', 'General']);
  });
});

/** The members' names as the table lists them (each name is the button that opens its detail). */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('People: who is shown, and in what order', () => {
  it('asks the bank for the suspended members only, then for everyone by name Z to A', async () => {
    vi.mocked(getTeamFirstPage).mockImplementation((_size, view = {}) => {
      let list = view.suspended
        ? TEAM.filter((m) => (m.status === 'suspended') === (view.suspended === 'true'))
        : TEAM;
      if (view.sortKeys === 'name') list = list.toSorted((a, b) => b.name.localeCompare(a.name));
      return Promise.resolve({ firstPageResults: list, ids: list.map((m) => m.userReferenceID) });
    });
    render(<PeoplePage />);
    await waitFor(() => expect(names()).toEqual(TEAM.map((m) => m.name)));
    expect(screen.getByText('4 team members')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'true' } });
    await waitFor(() => expect(names()).toEqual(['Sid Suspended']));
    expect(getTeamFirstPage).toHaveBeenLastCalledWith(10, { suspended: 'true' });
    // A filtered count is not the team's size.
    expect(screen.queryByText('1 team members')).toBeNull();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name:desc' } });
    await waitFor(() =>
      expect(names()).toEqual(['Sid Suspended', 'Gus General', 'Bea Boss', 'Ada Admin']),
    );
    expect(getTeamFirstPage).toHaveBeenLastCalledWith(10, { sortKeys: 'name', sortOrders: 'desc' });
  });

  it('says nobody matches when the bank lists no suspended member', async () => {
    vi.mocked(getTeamFirstPage).mockImplementation((_size, view = {}) =>
      Promise.resolve(
        view.suspended === 'true'
          ? { firstPageResults: [], ids: [] }
          : { firstPageResults: TEAM, ids: TEAM.map((m) => m.userReferenceID) },
      ),
    );
    render(<PeoplePage />);
    await screen.findByRole('button', { name: 'Ada Admin' });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'true' } });
    expect(await screen.findByText('Nobody to show')).toBeTruthy();
    expect(screen.getByText('No member matches what is shown.')).toBeTruthy();
  });
});
