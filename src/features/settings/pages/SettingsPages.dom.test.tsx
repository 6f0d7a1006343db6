import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armForcedLogout, configureApiClient } from '../../../api/client';
import { clearTokens, storeTokens } from '../../../api/tokens';
import type { MockBankControls } from '../../../mirage/mockBank';
import { call, signIn, startTestBank } from '../../../mirage/testing';
import { ChangePasswordPage } from './ChangePasswordPage';
import { SupportPage } from './SupportPage';

// The pages with the real API client and the mock bank.
let bank: MockBankControls;
const forcedOut = vi.fn<(reason?: string) => void>();
beforeEach(() => {
  bank = startTestBank();
  forcedOut.mockReset();
  configureApiClient({ baseUrl: '', onForcedLogout: forcedOut, ready: Promise.resolve() });
  armForcedLogout();
});
afterEach(() => {
  vi.useRealTimers();
  clearTokens();
  bank.shutdown();
});

async function signInAs(email: string, deviceId?: string) {
  const pair = await signIn(email, deviceId ? { deviceId } : {});
  storeTokens(pair);
  return pair;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const valueOf = (label: string) =>
  (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
const rules = () =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
function fill(current: string, password: string, confirm = password) {
  type('Current password', current);
  type('New password', password);
  type('Confirm new password', confirm);
}

describe('Settings › Change password', () => {
  it('ticks each rule of the sign-up policy as the new password is typed', async () => {
    render(<ChangePasswordPage />);
    expect(rules()).toEqual([
      'At least 8 characters (not met yet)',
      'An upper-case letter (A-Z) (not met yet)',
      'A lower-case letter (a-z) (not met yet)',
      'A number (0-9) (not met yet)',
      'A special character (e.g. ! @ # $) (not met yet)',
    ]);
    type('New password', 'abc1');
    await waitFor(() =>
      expect(rules()).toEqual([
        'At least 8 characters (not met yet)',
        'An upper-case letter (A-Z) (not met yet)',
        'A lower-case letter (a-z) (met)',
        'A number (0-9) (met)',
        'A special character (e.g. ! @ # $) (not met yet)',
      ]),
    );
  });

  it('says what is missing before sending: required fields, unmet rules, a repetition that differs', async () => {
    const bankCalls = vi.spyOn(globalThis, 'fetch');
    render(<ChangePasswordPage />);
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fill('Demo@1234', 'short', 'shorter');
    send();
    expect(
      await screen.findByText('Your new password does not meet every rule below yet.'),
    ).toBeDefined();
    expect(screen.getByText('The passwords do not match.')).toBeDefined();
    expect(bankCalls).not.toHaveBeenCalled();
    bankCalls.mockRestore();
  });

  it("shows the bank's lock warning at a wrong current password, keeping what was typed", async () => {
    await signInAs('general@demo.test');
    render(<ChangePasswordPage />);
    fill('Wrong@1234', 'Other@1234');
    send();
    expect(
      await screen.findByText(
        'The current password is not correct. To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
      ),
    ).toBeDefined();
    expect(valueOf('Current password')).toBe('Wrong@1234');
    expect(valueOf('New password')).toBe('Other@1234');
    expect(valueOf('Confirm new password')).toBe('Other@1234');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it("shows the bank's refusal of the current password as the new one", async () => {
    await signInAs('general@demo.test');
    render(<ChangePasswordPage />);
    fill('Demo@1234', 'Demo@1234');
    send();
    expect(
      await screen.findByText('The new password must be different from the current one.'),
    ).toBeDefined();
    expect(valueOf('New password')).toBe('Demo@1234');
  });

  it('forces the user out, naming the lock, when wrong current passwords lock the account', async () => {
    await signInAs('general@demo.test');
    render(<ChangePasswordPage />);
    fill('Wrong@1234', 'Other@1234');
    for (let left = 4; left >= 1; left--) {
      send();
      await screen.findByText(new RegExp(`after ${left} more failed attempts\\.$`));
    }
    expect(forcedOut).not.toHaveBeenCalled();
    send();
    await waitFor(() => expect(forcedOut).toHaveBeenCalledWith('ACCOUNT_LOCKED'));
  });

  it('changes the password, says so, empties the form, and the bank ends the other sessions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const other = await signIn('general@demo.test', { deviceId: 'device-test-2' });
    // A second login code may be asked for 179 seconds after the first.
    vi.setSystemTime(Date.now() + 180_000);
    const mine = await signInAs('general@demo.test');
    render(<ChangePasswordPage />);
    fill('Demo@1234', 'Other@1234');
    send();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been changed. Other devices were signed out.',
    );
    expect(valueOf('Current password')).toBe('');
    expect(valueOf('New password')).toBe('');
    expect(valueOf('Confirm new password')).toBe('');
    expect((await call('/v1/boom/auth/user/profile', { bearer: other.accessToken })).status).toBe(
      401,
    );
    expect((await call('/v1/boom/auth/user/profile', { bearer: mine.accessToken })).status).toBe(
      200,
    );
    expect(bank.emailsTo('general@demo.test').map((m) => m.subject)).toEqual([
      'Your password was changed',
    ]);
    expect(forcedOut).not.toHaveBeenCalled();
  });
});

describe('Settings › Support', () => {
  it("gives Customer Service's phone and e-mail as links, and leads to Change password", () => {
    render(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support');
    expect(screen.getByRole('link', { name: '+65 6123 4567' }).getAttribute('href')).toBe(
      'tel:+6561234567',
    );
    expect(screen.getByRole('link', { name: 'support@youbiz.example' }).getAttribute('href')).toBe(
      'mailto:support@youbiz.example',
    );
    expect(screen.getByRole('link', { name: 'change your password' }).getAttribute('href')).toBe(
      '/settings/password',
    );
  });
});
