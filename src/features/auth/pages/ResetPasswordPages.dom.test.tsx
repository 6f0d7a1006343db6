import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApiClient } from '../../../api/client';
import type { MockBankControls } from '../../../mirage/mockBank';
import { startTestBank } from '../../../mirage/testing';
import { forgetPendingReset, requestReset } from '../passwordReset';
import { ResetPasswordConfirmPage } from './ResetPasswordConfirmPage';
import { ResetPasswordPage } from './ResetPasswordPage';

// The pages with the real API client and mock bank: only the router is in memory.
let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
  forgetPendingReset();
});
afterEach(() => bank.shutdown());

function renderAt(path: string, Page: () => ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Page />
    </Router>,
  );
  return location;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const valueOf = (label: string) =>
  (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
/** The password policy as listed under the new password: each rule with its state. */
const rules = () =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('step 1: request a code', () => {
  it('goes to step 2 for an unknown e-mail as for a registered one: the page does not say which e-mails exist', async () => {
    const location = renderAt('/reset-password?redirect=%2Faccount', ResetPasswordPage);
    type('Email', 'nobody@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/reset-password/confirm?redirect=%2Faccount'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the bank's wait after too many requests, keeping what was typed", async () => {
    for (let i = 0; i < 10; i++) await requestReset(`probe${i}@demo.test`);
    renderAt('/reset-password?redirect=%2Faccount', ResetPasswordPage);
    type('Email', 'general@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many password reset requests in a short time. You can try again in 60 minutes.',
    );
    expect(valueOf('Email')).toBe('general@demo.test');
  });

  it('goes to step 2 keeping the query string', async () => {
    const location = renderAt('/reset-password?redirect=%2Faccount', ResetPasswordPage);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This field is required')).toBeDefined();
    type('Email', 'general@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/reset-password/confirm?redirect=%2Faccount'),
    );
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Faccount',
    );
  });
});

describe('step 2: code and new password', () => {
  it('opened without a request from step 1, leads back to step 1 instead of showing a form', () => {
    renderAt('/reset-password/confirm?redirect=%2Faccount', ResetPasswordConfirmPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Request a code first');
    expect(screen.getByRole('link', { name: 'Request a code' }).getAttribute('href')).toBe(
      '/reset-password?redirect=%2Faccount',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks the fields, keeps what was typed on a wrong code and a refused password, then shows the success dialog', async () => {
    await requestReset('general@demo.test');
    const location = renderAt(
      '/reset-password/confirm?redirect=%2Faccount',
      ResetPasswordConfirmPage,
    );
    expect(
      screen.getByText(
        'If general@demo.test is registered, we sent it a 6-digit code. Enter the code and choose a new password.',
      ),
    ).toBeDefined();
    type('Verification code', '000000');
    type('New password', 'Short#7');
    type('Confirm new password', 'Short#8');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Your new password does not meet every rule below yet.'),
    ).toBeDefined();
    expect(screen.getByText('The passwords do not match.')).toBeDefined();

    type('New password', 'NewPass#2026');
    type('Confirm new password', 'NewPass#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code is not correct. You can try 4 more times, then ask for a new code.',
    );
    expect([
      valueOf('Verification code'),
      valueOf('New password'),
      valueOf('Confirm new password'),
    ]).toEqual(['000000', 'NewPass#2026', 'NewPass#2026']);

    type('Verification code', '123456');
    type('New password', 'Demo@1234');
    type('Confirm new password', 'Demo@1234');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(
        'This password cannot be used. Choose one that meets every rule below and is different from your current password.',
      ),
    ).toBeDefined();
    expect(valueOf('New password')).toBe('Demo@1234');

    type('New password', 'NewPass#2026');
    type('Confirm new password', 'NewPass#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your password has been reset' });
    expect(dialog.textContent).toContain('You can now log in with your new password.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(location.history.at(-1)).toBe('/login?redirect=%2Faccount');
    expect(bank.demoUsers().find((u) => u.email === 'general@demo.test')?.password).toBe(
      'NewPass#2026',
    );
  });

  it('a reset cannot set aaaaaaaa, which sign-up and change-password refuse: the page lists the rules it misses and sends nothing', async () => {
    await requestReset('general@demo.test');
    const location = renderAt(
      '/reset-password/confirm?redirect=%2Faccount',
      ResetPasswordConfirmPage,
    );
    expect(rules()).toEqual([
      'At least 8 characters (not met yet)',
      'An upper-case letter (A-Z) (not met yet)',
      'A lower-case letter (a-z) (not met yet)',
      'A number (0-9) (not met yet)',
      'A special character (e.g. ! @ # $) (not met yet)',
    ]);
    type('Verification code', '123456');
    type('New password', 'aaaaaaaa');
    type('Confirm new password', 'aaaaaaaa');
    expect(rules()).toEqual([
      'At least 8 characters (met)',
      'An upper-case letter (A-Z) (not met yet)',
      'A lower-case letter (a-z) (met)',
      'A number (0-9) (not met yet)',
      'A special character (e.g. ! @ # $) (not met yet)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Your new password does not meet every rule below yet.'),
    ).toBeDefined();
    expect([
      valueOf('Verification code'),
      valueOf('New password'),
      valueOf('Confirm new password'),
    ]).toEqual(['123456', 'aaaaaaaa', 'aaaaaaaa']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bank.demoUsers().find((u) => u.email === 'general@demo.test')?.password).toBe(
      'Demo@1234',
    );

    type('New password', 'Aaaaaaa#1');
    type('Confirm new password', 'Aaaaaaa#1');
    expect(rules()).toEqual([
      'At least 8 characters (met)',
      'An upper-case letter (A-Z) (met)',
      'A lower-case letter (a-z) (met)',
      'A number (0-9) (met)',
      'A special character (e.g. ! @ # $) (met)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByRole('dialog', { name: 'Your password has been reset' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(location.history.at(-1)).toBe('/login?redirect=%2Faccount');
    expect(bank.demoUsers().find((u) => u.email === 'general@demo.test')?.password).toBe(
      'Aaaaaaa#1',
    );
  });
});
