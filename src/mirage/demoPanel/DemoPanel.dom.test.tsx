import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockBank, type MockBankControls } from '../mockBank';
import { post } from '../testingCalls';
import { DemoPanel } from './DemoPanel';
import { nextMondayAt2 } from './MaintenanceControls';

let bank: MockBankControls;
beforeEach(() => {
  bank = startMockBank({ environment: 'test', mountPanel: false });
});
afterEach(() => bank.shutdown());

const step = (path: string, body: unknown) => post(`/v1/boom/auth/${path}`, { body });

const renderPanel = () =>
  render(<DemoPanel scenario="default" connect={() => Promise.resolve(bank)} />);

async function openPanel() {
  renderPanel();
  fireEvent.click(screen.getByRole('button', { name: /demo/i }));
  await screen.findByText('admin@demo.test');
}

describe('demo panel', () => {
  it('is collapsed by default and opens from the Demo button', () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: /demo/i });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /mock bank/i })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /mock bank · default/i })).toBeTruthy();
  });

  it('is there before the bank: opening it starts the bank and shows its users once it runs', async () => {
    // Node 20 has no Promise.withResolvers: the bank's start, settled by the test.
    const pending: {
      resolve: (controls: MockBankControls) => void;
      promise?: Promise<MockBankControls>;
    } = { resolve: () => undefined };
    pending.promise = new Promise<MockBankControls>((resolve) => {
      pending.resolve = resolve;
    });
    const connect = vi.fn<() => Promise<MockBankControls>>(
      () => pending.promise ?? Promise.reject(new Error('no start')),
    );
    render(<DemoPanel scenario="default" connect={connect} />);
    expect(connect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /demo/i }));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Starting the mock bank…')).toBeTruthy();
    act(() => pending.resolve(bank));
    expect(await screen.findByText('admin@demo.test')).toBeTruthy();
  });

  it('lists the demo users with password and code, and the live authenticator code of finance', async () => {
    await openPanel();
    expect(screen.getByText('admin@demo.test')).toBeTruthy();
    // The team's 7 and the 5 demo applicants (one per onboarding state).
    expect(screen.getAllByText('Demo@1234')).toHaveLength(12);
    expect(screen.getByText('pending@demo.test')).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXPKRUGS4TJNZSXI2LT')).toBeTruthy();
    expect(screen.getByTestId('mbp-totp-code').textContent).toBe(
      bank.currentTotp('finance@demo.test'),
    );
    expect(screen.getByText(/s left/)).toBeTruthy();
  });

  it('sets latency and network down through labelled controls', async () => {
    await openPanel();
    fireEvent.change(screen.getByLabelText('Latency'), { target: { value: '2000' } });
    fireEvent.click(screen.getByLabelText('Network down'));
    expect(bank.faults.state()).toMatchObject({ latencyMs: 2000, networkDown: true });
  });

  it('queues a failing next call with the chosen code and its usual status', async () => {
    await openPanel();
    fireEvent.change(screen.getByLabelText('Path'), {
      target: { value: '/v1/boom/user/feature-toggle' },
    });
    fireEvent.change(screen.getByLabelText('Error code'), {
      target: { value: 'NO_PERMISSION_API' },
    });
    expect((screen.getByLabelText('HTTP status') as HTMLInputElement).value).toBe('403');
    fireEvent.click(screen.getByRole('button', { name: 'Fail next call' }));
    expect(bank.faults.state().pending).toEqual([
      { path: '/v1/boom/user/feature-toggle', code: 'NO_PERMISSION_API', status: 403 },
    ]);
    expect(screen.getByText('1 fault waiting')).toBeTruthy();
  });

  it('loses or times out the next answer of the chosen path', async () => {
    await openPanel();
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: '/v1/boom/transfers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lose next answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Time out next answer' }));
    expect(bank.faults.state().lostAnswers).toEqual([
      { path: '/v1/boom/transfers', kind: 'drop' },
      { path: '/v1/boom/transfers', kind: 'timeout' },
    ]);
    expect(screen.getByText('2 faults waiting')).toBeTruthy();
  });

  it('follows fault changes made outside the panel (tests, console)', async () => {
    await openPanel();
    act(() => bank.faults.setNetworkDown(true));
    // The panel subscribes in an effect: on a loaded machine it may follow a moment later.
    await waitFor(() =>
      expect((screen.getByLabelText('Network down') as HTMLInputElement).checked).toBe(true),
    );
  });

  it('resets the mock bank state and clears the faults', async () => {
    localStorage.setItem('mockbank:state:v1', '{"failures":{"a":1}}');
    await openPanel();
    act(() => bank.faults.setLatency(500));
    fireEvent.click(screen.getByRole('button', { name: 'Reset mock bank state' }));
    expect(localStorage.getItem('mockbank:state:v1')).toBeNull();
    expect(bank.faults.state().latencyMs).toBe(0);
  });

  it('makes the next payout fail with the chosen code, and lets it succeed again', async () => {
    await openPanel();
    fireEvent.change(screen.getByLabelText('Next payout fails with'), {
      target: { value: 'RETURN' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fail next payout' }));
    expect(bank.faults.state().payoutFailure).toBe('RETURN');
    expect(await screen.findByText('Next payout: RETURN')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Let next payout succeed' }));
    expect(bank.faults.state().payoutFailure).toBeNull();
  });

  it("moves the bank's clock a minute or three forward", async () => {
    await openPanel();
    expect(screen.getByText('Bank clock on time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Advance clock 1 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Advance clock 3 min' }));
    expect(Math.round((bank.bankTime() - Date.now()) / 60_000)).toBe(4);
    expect(screen.getByText('Bank clock +4 min')).toBeTruthy();
  });

  it('lists the invitations and the invited members, and approves a member once the details are sent', async () => {
    // invitee@demo.test joins and sends its details (the pages' calls, in short).
    await step('verify-magic-code', { email: 'invitee@demo.test', magicCode: 'JOIN2026' });
    const sms = await step('register-phone-number-mc', {
      email: 'invitee@demo.test',
      phoneNumber: '+6591234567',
    });
    await step('verify-sms-otp-mc', { otp: '123456', otpId: sms.body.otpId });
    const joined = await step('set-password-mc', {
      email: 'invitee@demo.test',
      password: 'Join#2026',
    });
    await openPanel();
    const applications = within(screen.getByRole('region', { name: 'Applications' }));
    expect(applications.getByText('Invited member · details not sent yet')).toBeTruthy();
    expect(applications.queryByRole('button', { name: 'Approve invitee@demo.test' })).toBeNull();
    expect(
      applications.getByText(
        (_, el) => el?.textContent === 'Invitation · General · expired · code JOIN2025',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    await post('/v1/boom/kyc/invite/submission', {
      bearer: String(joined.body.accessToken),
      body: {
        corporateReferenceID: 'CORP-DEMO-0001',
        role: 'accountant',
        email: 'invitee@demo.test',
        firstName: 'Ivy',
        lastName: 'Tan',
        gender: 'Female',
        dob: '1990-04-02',
        nationalityCode: 'SG',
        nricOrFin: 'S9012345A',
        residentialAddress: { country: 'SG', postal: '018956' },
        documentReferenceIds: [],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /demo/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve invitee@demo.test' }));
    expect(bank.memberApplications()).toEqual([
      { email: 'invitee@demo.test', userStatus: 'UserStatusApproved' },
    ]);
    expect(screen.getByText('Invited member · approved')).toBeTruthy();
  });

  it('links the live invitation', async () => {
    await openPanel();
    const applications = within(screen.getByRole('region', { name: 'Applications' }));
    expect(
      applications.getByRole('link', { name: 'Open the invitation link' }).getAttribute('href'),
    ).toBe('/accept-invite?email=invitee%40demo.test&code=JOIN2026');
    expect(applications.getAllByRole('link')).toHaveLength(1);
  });

  it('publishes an announcement for the roles chosen, to a page that exists', async () => {
    const publish = vi.spyOn(bank, 'publishAnnouncement');
    await openPanel();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Pay in CNY' } });
    for (const role of ['Admin', 'Sub-admin', 'Accountant', 'General'])
      fireEvent.click(screen.getByLabelText(role));
    fireEvent.change(screen.getByLabelText('Goes to'), {
      target: { value: '/transfer/overseas?country=CN&currency=CNY' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish for a week' }));
    expect(publish).toHaveBeenCalledWith({
      title: 'Pay in CNY',
      subtitle: 'Pay suppliers in China in their own currency.',
      roles: ['finance'],
      ctaLabel: 'Try it',
      link: '/transfer/overseas?country=CN&currency=CNY',
      pillText: 'New',
    });
    const endDate = (publish.mock.results[0]?.value as { endDate: string } | undefined)?.endDate;
    expect(
      screen.getByText(
        `Published 'Pay in CNY' until ${endDate?.slice(0, 10) ?? ''}: reload or sign in to see it.`,
      ),
    ).toBeTruthy();
  });

  it('schedules a maintenance window from a preset and from the form, and clears them', async () => {
    await openPanel();
    fireEvent.click(
      screen.getByRole('button', { name: 'Product maintenance next Monday 02:00-04:00' }),
    );
    const monday = nextMondayAt2();
    expect(bank.maintenanceNotices().at(-1)).toEqual({
      maintenanceModeType: 'E6Ledger',
      startDateTime: new Date(monday).toISOString(),
      endDateTime: new Date(monday + 2 * 3_600_000).toISOString(),
      isExpired: false,
      impactedFeatures: '',
    });
    expect(screen.getByText('Scheduled E6Ledger: reload a page to see its banner.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Outage' } });
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2030-01-07T09:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2030-01-07T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule window' }));
    expect(screen.getByText('A maintenance window ends after it starts')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2030-01-07T10:30' } });
    fireEvent.change(screen.getByLabelText('Pages'), { target: { value: 'login, approvals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule window' }));
    expect(bank.maintenanceNotices().at(-1)).toMatchObject({
      maintenanceModeType: 'Outage',
      startDateTime: new Date(2030, 0, 7, 9).toISOString(),
      endDateTime: new Date(2030, 0, 7, 10, 30).toISOString(),
      impactedFeatures: 'login,approvals',
    });
    const served = screen.getByRole('list', { name: 'Maintenance notices the bank serves' });
    expect(
      within(served).getByText('Outage: 2030-01-07 09:00 to 2030-01-07 10:30 · login,approvals'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear scheduled' }));
    expect(bank.maintenanceNotices().map((n) => n.maintenanceModeType)).toEqual([
      'Payout maintenance',
    ]);
  });

  it('puts next Monday 02:00 after today, a week on when today is Monday', () => {
    expect(nextMondayAt2(new Date(2027, 2, 3, 15).getTime())).toBe(
      new Date(2027, 2, 8, 2).getTime(),
    );
    expect(nextMondayAt2(new Date(2027, 2, 7, 23).getTime())).toBe(
      new Date(2027, 2, 8, 2).getTime(),
    );
    expect(nextMondayAt2(new Date(2027, 2, 8, 1).getTime())).toBe(
      new Date(2027, 2, 15, 2).getTime(),
    );
  });

  it('closes with Escape and gives focus back to the Demo button', async () => {
    await openPanel();
    fireEvent.keyDown(screen.getByRole('region', { name: /mock bank/i }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: /mock bank/i })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /demo/i }));
  });
});
