import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApiClient } from '../../../api/client';
import { session } from '../../../api/session';
import type { MockBankControls } from '../../../mirage/mockBank';
import { updateState } from '../../../mirage/stores/security';
import { buildScenario } from '../../../mirage/scenarios/registry';
import { startTestBank } from '../../../mirage/testing';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { signOut } from '../actions';
import { isPhoneSession } from '../../../entities/session/phoneSession';
import { PhoneLoginPage } from './PhoneLoginPage';

const phoneOf = (email: string) =>
  buildScenario('default').users.find((u) => u.email === email)?.profile.phoneNumber ?? '';

// The page with the real API client and mock bank: only the router is in memory.
let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
afterEach(async () => {
  // Ends the session and its refresh check.
  await signOut().catch(() => undefined);
  bank.shutdown();
  runtimeInfo.mock = false;
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PhoneLoginPage />
    </Router>,
  );
  return location;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function reachCodeStep(phone: string) {
  type('Phone number', phone);
  click('Send code');
  const lead = `Enter the 6-digit code we sent to ****${phone.replace(/\D/g, '').slice(-4)}.`;
  expect(await screen.findByText(lead)).toBeDefined();
}

describe('the phone step', () => {
  it("says 'It is not a registed user.' for a phone number no user has, keeping it typed", async () => {
    renderAt('/login-deprecated/phone');
    type('Phone number', '+65 1234 5678');
    click('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe('It is not a registed user.');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+65 1234 5678');
  });

  it('checks the number before sending it', async () => {
    renderAt('/login-deprecated/phone');
    click('Send code');
    expect(await screen.findByText('This field is required')).toBeDefined();
    type('Phone number', '12 34');
    click('Send code');
    expect(await screen.findByText('Please enter a valid phone number.')).toBeDefined();
  });

  it('lists the demo phone numbers in mock mode, each filling the field', async () => {
    runtimeInfo.mock = true;
    renderAt('/login-deprecated/phone');
    const phone = phoneOf('finance@demo.test');
    fireEvent.click(await screen.findByRole('button', { name: `Use ${phone}` }));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(phone);
  });

  it('leads back to the e-mail login keeping the redirect', () => {
    renderAt('/login-deprecated/phone?redirect=%2Faccount');
    expect(
      screen.getByRole('link', { name: 'Log in with email instead' }).getAttribute('href'),
    ).toBe('/login?redirect=%2Faccount');
  });
});

describe('the code and password steps', () => {
  it('takes the code (a wrong one says the tries left), then the password, and signs in to the redirect with the refresh check on', async () => {
    const location = renderAt('/login-deprecated/phone?redirect=%2Faccount');
    await reachCodeStep(phoneOf('admin@demo.test'));
    expect(screen.getByText('Resend code in')).toBeDefined();

    type('Verification code', '000000');
    click('Verify');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code is not correct. You can try 4 more times, then ask for a new code.',
    );
    type('Verification code', '123456');
    click('Verify');
    expect(
      await screen.findByText('Your phone number is verified. Enter your password to log in.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/reset-password?redirect=%2Faccount',
    );

    type('Password', 'Wrong#1234');
    click('Log in');
    expect(await screen.findByText('Incorrect password')).toBeDefined();
    expect(
      screen.getByText(
        'To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
      ),
    ).toBeDefined();

    type('Password', 'Demo@1234');
    click('Log in');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account'));
    expect(session).toMatchObject({ authenticated: true, claims: { email: 'admin@demo.test' } });
    expect(isPhoneSession()).toBe(true);
  });

  it('sends a user without a password to set one up', async () => {
    updateState((s) => {
      s.passwords['general@demo.test'] = '';
    });
    renderAt('/login-deprecated/phone?redirect=%2Faccount');
    await reachCodeStep(phoneOf('general@demo.test'));
    type('Verification code', '123456');
    click('Verify');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Set a password firstYour phone number is verified, but your account has no password yet. Set one with your email address, then log in here with your phone number and the new password.',
    );
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe(
      '/reset-password?redirect=%2Faccount',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('goes back to the phone step, keeping the number, to ask for another code', async () => {
    renderAt('/login-deprecated/phone');
    const phone = phoneOf('admin@demo.test');
    await reachCodeStep(phone);
    click('Use another phone number');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(phone);
  });
});
