import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApiClient } from '../../api/client';
import { clearSession, session } from '../../api/session';
import { AppRouter } from '../../app/AppRouter';
import { demoInvitationFor, demoLoginsFor } from '../../mirage/demoLogins';
import type { MockBankControls } from '../../mirage/mockBank';
import { startTestBank } from '../../mirage/testing';
import { post } from '../../mirage/testingCalls';
import { runtimeInfo } from '../../shared/runtimeInfo';

/*
 * The sign-up and invitation pages as a person uses them: the whole router (layouts, guards, lazy
 * pages) at a memory location, the real API client and the in-page mock bank.
 */
let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
afterEach(() => {
  bank.shutdown();
  clearSession();
  Object.assign(runtimeInfo, { mock: false, demoLogins: [], demoInvitation: null });
});

function openAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppRouter />
    </Router>,
  );
  return location;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
/** The wizard's steps as shown: each label with its state. */
const steps = () =>
  within(screen.getByRole('list', { name: 'Registration steps' }))
    .getAllByRole('listitem')
    .map((li) => `${li.textContent ?? ''}${li.getAttribute('aria-current') ? ' <' : ''}`);
const rules = () =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the registration entry', () => {
  it("'Register your business' on the login page leads to the three steps, and Start into the wizard, beside the marketing panel", async () => {
    const location = openAt('/login');
    await heading('Log in');
    fireEvent.click(screen.getByRole('link', { name: 'Register your business' }));
    await heading('Register your business');
    expect(location.history.at(-1)).toBe('/register');
    expect(steps()).toEqual([
      '1Email Verification',
      '2Phone Number Verification',
      '3Password Creation',
    ]);
    const panel = screen.getByRole('complementary', { name: 'About YouBiz' });
    expect(
      within(panel).getByText('Coming next: cards, expense claims and invoices.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Start' }));
    await heading('Create your account');
    expect(steps()[0]).toBe('1Email Verification <');
    expect(screen.getByRole('complementary', { name: 'About YouBiz' })).toBeTruthy();
  });

  it('/getting-started is the same entry', async () => {
    openAt('/getting-started');
    await heading('Register your business');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/sign-up');
  });

  it("the old registration page says 'Page is no longer used', then moves on to /register", async () => {
    const location = openAt('/registration');
    await heading('Page is no longer used');
    expect(screen.getByRole('status').textContent).toContain(
      'Registration has moved. Taking you to the new registration page…',
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/register'), { timeout: 6000 });
    await heading('Register your business');
  });
});

describe('the admin sign-up wizard', () => {
  it("shows the bank's wait when this browser started too many sign-ups, keeping what was typed", async () => {
    for (let i = 0; i < 10; i++)
      await post('/v1/boom/auth/register-email', {
        body: { email: `flood${i}@acme.test`, corporateName: 'Flood Pte. Ltd.' },
      });
    openAt('/sign-up');
    await heading('Create your account');
    type('Company name', 'Acme Widgets Pte. Ltd.');
    type('Email', 'jane@acme.test');
    click('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-up attempts in a short time. You can try again in 60 minutes.',
    );
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe(
      'jane@acme.test',
    );
  });

  it('refuses a registered e-mail and an expired promo code with their texts, keeps what was typed, and leads through every step to onboarding', async () => {
    const location = openAt('/sign-up');
    await heading('Create your account');
    click('Send code');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    type('Company name', 'Acme Widgets Pte. Ltd.');
    type('Email', 'admin@demo.test');
    click('Send code');
    const taken = await screen.findByRole('alert');
    expect(taken.textContent).toContain(
      'This email has already been registered. Please log in instead.',
    );
    expect(within(taken).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');

    // An invited person joins that company instead (NON_ADMIN_SIGNUP).
    type('Email', 'invitee@demo.test');
    click('Send code');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have been invited to join an existing business account. Please open the link in your invitation email to join it.',
      ),
    );

    type('Email', 'jane@acme.test');
    type('Promo code (optional)', 'SPRING2025');
    click('Send code');
    expect(await screen.findByText('Promo code expired')).toBeTruthy();
    expect((screen.getByLabelText('Company name', { exact: true }) as HTMLInputElement).value).toBe(
      'Acme Widgets Pte. Ltd.',
    );

    type('Promo code (optional)', 'WELCOME50');
    click('Send code');
    await heading('Verify your email');
    expect(screen.getByText('Enter the 6-digit code we sent to jane@acme.test.')).toBeTruthy();
    expect(screen.getByText(/^Resend code in/).textContent).toMatch(/^Resend code in 2:5\d$/);
    type('Verification code', '000000');
    click('Verify');
    // spec-1 §5 first, then the bank's tries left.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid or expired codeThis code is not correct. You can try 4 more times, then ask for a new code.',
    );
    expect(within(screen.getByRole('alert')).getByText('Invalid or expired code').className).toBe(
      'ui-alert__title',
    );
    type('Verification code', '123456');
    click('Verify');

    await heading('Create your password');
    expect(steps()).toEqual([
      'Email Verification (done)',
      '2Phone Number Verification',
      '3Password Creation <',
    ]);
    const unmet = [
      'At least 8 characters (not met yet)',
      'An upper-case letter (A-Z) (not met yet)',
      'A lower-case letter (a-z) (not met yet)',
      'A number (0-9) (not met yet)',
      'A special character (e.g. ! @ # $) (not met yet)',
    ];
    expect(rules()).toEqual(unmet);
    type('Password', 'demo');
    expect(rules()).toEqual([
      unmet[0],
      unmet[1],
      'A lower-case letter (a-z) (met)',
      unmet[3],
      unmet[4],
    ]);
    type('Password', 'Demo@1234');
    expect(rules()).toEqual([
      'At least 8 characters (met)',
      'An upper-case letter (A-Z) (met)',
      'A lower-case letter (a-z) (met)',
      'A number (0-9) (met)',
      'A special character (e.g. ! @ # $) (met)',
    ]);
    type('Confirm password', 'Demo@12345');
    click('Continue');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    type('Confirm password', 'Demo@1234');
    click('Continue');

    await heading('Verify your phone number');
    expect(steps()).toEqual([
      'Email Verification (done)',
      '2Phone Number Verification <',
      'Password Creation (done)',
    ]);
    // The tab keeps where the sign-up is, never the password.
    expect(JSON.parse(sessionStorage.getItem('signUp:v1') ?? '{}')).toMatchObject({
      email: 'jane@acme.test',
      passwordSet: true,
    });
    expect(sessionStorage.getItem('signUp:v1')).not.toContain('Demo@1234');
    type('Mobile number', '91234');
    click('Send code');
    expect(
      await screen.findByText(
        'Please enter a mobile number with its country code, e.g. +65 9123 4567.',
      ),
    ).toBeTruthy();
    type('Mobile number', '+65 9123 4567');
    click('Send code');
    await heading('Enter the code we texted you');
    expect(screen.getByText('Enter the 6-digit code we sent to +65 9123 4567.')).toBeTruthy();
    type('Verification code', '123456');
    click('Verify');

    // A new admin of a new company: onboarding starts at the KYC start (spec-1 §4).
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc'));
    expect(session.claims).toMatchObject({ role: 'admin', corpID: 'CORP-APPL-0006' });
    expect(session.companyName).toBe('Acme Widgets Pte. Ltd.');
    // Nothing of the sign-up stays in the tab, the password never was there.
    expect(sessionStorage.getItem('signUp:v1')).toBeNull();
  });

  it('a step opened without the steps before it says the link is no longer valid and offers to start again', async () => {
    const location = openAt('/sign-up/create-password');
    await heading('This sign-up link is no longer valid');
    expect(location.history.at(-1)).toBe('/sign-up/invalid');
    fireEvent.click(screen.getByRole('link', { name: 'Start again' }));
    await heading('Create your account');
  });
});

describe('the invited member', () => {
  it('follows the demo invitation from the login page: company and role, phone, code and password, then the basic details', async () => {
    Object.assign(runtimeInfo, {
      configured: true,
      mock: true,
      demoLogins: demoLoginsFor('default'),
      demoInvitation: demoInvitationFor('default'),
    });
    const location = openAt('/login');
    await heading('Log in');
    fireEvent.click(
      screen.getByRole('link', { name: 'Accept the demo invitation (invitee@demo.test)' }),
    );
    await heading('Join Demo Trading Pte. Ltd.');
    expect(location.history.at(-1)).toBe('/accept-invite?email=invitee%40demo.test&code=JOIN2026');
    expect(
      screen.getByText(
        'Demo Trading Pte. Ltd. invited you to join as Accountant. You will log in as invitee@demo.test.',
      ),
    ).toBeTruthy();
    click('Continue');

    await heading('Verify your phone number');
    expect(steps()).toEqual([
      'Email Verification (done)',
      '2Phone Number Verification <',
      '3Password Creation',
    ]);
    type('Mobile number', '+65 9876 5432');
    click('Send code');
    await heading('Enter the code we texted you');
    type('Verification code', '123456');
    click('Verify');
    await heading('Create your password');
    type('Password', 'Join#2026');
    type('Confirm password', 'Join#2026');
    click('Create account');

    // Not onboarded yet: the member's details come next (the join-company pages).
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc/basic-detail'));
    expect(session.claims).toMatchObject({ role: 'accountant', corpID: 'CORP-DEMO-0001' });
    expect(session.userStatus).toBe('UserStatusUnknown');
  });

  it('an expired invitation explains itself and sends a new code', async () => {
    const location = openAt('/accept-invite?email=late%40demo.test&code=JOIN2025');
    await heading("This invitation can't be used");
    expect(location.history.at(-1)).toBe('/accept-invite/invalid');
    expect(
      screen.getByText(
        'This invitation has expired. Ask for a new code: we will e-mail it to you.',
      ),
    ).toBeTruthy();
    click('Send me a new code');
    expect((await screen.findByRole('status')).textContent).toBe(
      'New code sentWe have sent a new invitation to late@demo.test. Open the link in that e-mail to continue.',
    );
    expect(screen.queryByRole('button', { name: 'Send me a new code' })).toBeNull();
    expect(bank.invitations().find((i) => i.email === 'late@demo.test')?.status).toBe('live');
  });

  it('a cancelled invitation says so and offers no new code', async () => {
    openAt('/accept-invite?email=invitee%40demo.test&code=WRONG');
    await heading("This invitation can't be used");
    expect(screen.getByText('The code is invalid. Please check it and try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a new code' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });
});
