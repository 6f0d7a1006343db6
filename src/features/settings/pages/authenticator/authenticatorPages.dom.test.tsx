import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { armForcedLogout, configureApiClient } from '../../../../api/client';
import { session } from '../../../../api/session';
import { getSeenCallouts } from '../../../../api/settings';
import { clearTokens, storeTokens } from '../../../../api/tokens';
import { forgetSeenTips } from '../../../../entities/featureTip/useFeatureTip';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { claimsOf, signIn, startTestBank } from '../../../../mirage/testing';
import { paths } from '../../../../shared/routing/paths';
import { resetFlow, startSetup } from '../../authenticator';
import { TotpTip } from '../../components/TotpTip';
import { PairDevicePage, SetupAuthenticatorPage, VerifyEmailStepPage, VerifySmsStepPage } from '.';

// The three steps with the real API client and the mock bank: only the router is in memory.
let bank: MockBankControls;
const forcedOut = vi.fn<(reason?: string) => void>();
beforeEach(() => {
  bank = startTestBank();
  forcedOut.mockReset();
  configureApiClient({ baseUrl: '', onForcedLogout: forcedOut, ready: Promise.resolve() });
  armForcedLogout();
  resetFlow();
  forgetSeenTips();
});
afterEach(() => {
  clearTokens();
  session.claims = null;
  bank.shutdown();
});

async function signInAs(email: string) {
  const pair = await signIn(email);
  storeTokens(pair);
  session.claims = claimsOf(pair.accessToken);
}

function renderSteps(path = paths.settings.authenticator()) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        <Route path={paths.settings.authenticator()} component={SetupAuthenticatorPage} />
        <Route path={paths.settings.authenticatorSms()} component={VerifySmsStepPage} />
        <Route path={paths.settings.authenticatorEmail()} component={VerifyEmailStepPage} />
        <Route path={paths.settings.authenticatorPair()} component={PairDevicePage} />
      </Switch>
    </Router>,
  );
  return location;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const valueOf = (label: string) =>
  (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const WRONG_PASSWORD_4_LEFT =
  'The current password is not correct. To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.';
const WRONG_CODE_4_LEFT =
  'To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.';

/**
 * Reads the rendered QR code as a camera would: the SVG's modules painted into pixels (4 a module,
 * black on white), then decoded by jsQR, a QR reader that knows nothing of the library drawing it.
 */
function decodeRenderedQr(svg: SVGElement): string | null {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  return jsQR(pixels, width, width)?.data ?? null;
}

async function reachPairStep(email: string) {
  await signInAs(email);
  const location = renderSteps();
  await screen.findByText('Off');
  type('Password', 'Demo@1234');
  click('Continue');
  await screen.findByText('Step 2 of 4: Code by SMS');
  type('Verification code', '123456');
  click('Verify');
  await screen.findByText('Step 3 of 4: Code by e-mail');
  type('Verification code', '123456');
  click('Verify');
  await screen.findByText('Step 4 of 4: Pair your app');
  return location;
}

const keyShown = () => screen.getByTestId('authenticator-key').textContent ?? '';

describe('Settings › Set up authenticator', () => {
  it('explains the app, asks the password, an SMS code and an e-mail code, then pairs the app with a code of it', async () => {
    await signInAs('admin@demo.test');
    const location = renderSteps();
    expect(await screen.findByText('Authenticator app:')).toBeDefined();
    expect(screen.getByText('Off')).toBeDefined();
    expect(
      screen.getByText(
        'First confirm it is you: your password, then a code we send to your phone by SMS and one we send to your e-mail.',
      ),
    ).toBeDefined();
    click('Continue');
    expect(await screen.findByText('This field is required')).toBeDefined();

    type('Password', 'Demo@1234');
    click('Continue');
    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticatorSms()));
    expect(
      await screen.findByText(/^Enter the 6-digit code we sent to \*{4}\d{4}\.$/),
    ).toBeDefined();
    expect(
      await screen.findByText(
        (_, el) =>
          el?.className === 'ui-resend-code' && /^Resend code in 2:5\d$/.test(el.textContent ?? ''),
      ),
    ).toBeDefined();
    // A wrong code: the catalogue's countdown, and the code typed stays for correcting.
    type('Verification code', '000000');
    click('Verify');
    expect(await screen.findByText(WRONG_CODE_4_LEFT)).toBeDefined();
    expect(valueOf('Verification code')).toBe('000000');
    type('Verification code', '123456');
    click('Verify');

    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticatorEmail()));
    expect(
      await screen.findByText('Enter the 6-digit code we sent to admin@demo.test.'),
    ).toBeDefined();
    expect(screen.getByText('Step 3 of 4: Code by e-mail')).toBeDefined();
    type('Verification code', '123456');
    click('Verify');

    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticatorPair()));
    expect(await screen.findByText('Scan the QR code with your authenticator app.')).toBeDefined();
    expect(keyShown()).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = keyShown().replaceAll(' ', '');
    expect(bank.currentTotp('admin@demo.test')).toBeNull();

    // A code the app does not show: the bank's countdown and 'Invalid or expired code'.
    type('Code from the app', '000000');
    click('Pair app');
    expect(await screen.findByText(`${WRONG_CODE_4_LEFT} Invalid or expired code`)).toBeDefined();
    type('Code from the app', new TOTP({ secret }).generate());
    click('Pair app');

    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticator()));
    expect(
      await screen.findByText(
        'Your authenticator app is on. Sign-ins and payments now ask for a code from it.',
      ),
    ).toBeDefined();
    expect(await screen.findByText('On')).toBeDefined();
    expect(bank.currentTotp('admin@demo.test')).not.toBeNull();
  });

  it("draws a QR code that a reader decodes to the bank's otpauth URI: issuer, account and key round-trip", async () => {
    await reachPairStep('accountant@demo.test');
    const qr = screen.getByRole('img', {
      name: 'QR code to add accountant@demo.test to your authenticator app',
    });
    const decoded = decodeRenderedQr(qr as unknown as SVGElement) ?? 'missing:';
    // On the phone that has the app, the same URI opens it.
    expect(
      screen
        .getByRole('link', { name: 'Open in an authenticator app on this device' })
        .getAttribute('href'),
    ).toBe(decoded);
    const uri = new URL(decoded);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/YouBiz:accountant@demo.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'YouBiz',
      secret: keyShown().replaceAll(' ', ''),
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('asks the password again when the bank refuses it after the code steps, and does not ask for the codes again', async () => {
    await signInAs('admin@demo.test');
    const location = renderSteps();
    await screen.findByText('Off');
    type('Password', 'Wrong@1234');
    click('Continue');
    await screen.findByText('Step 2 of 4: Code by SMS');
    type('Verification code', '123456');
    click('Verify');
    await screen.findByText('Step 3 of 4: Code by e-mail');
    type('Verification code', '123456');
    click('Verify');
    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticator()));
    expect(await screen.findByText(WRONG_PASSWORD_4_LEFT)).toBeDefined();
    type('Password', 'Demo@1234');
    click('Continue');
    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticatorPair()));
    expect(location.history.filter((p) => p === paths.settings.authenticatorSms())).toHaveLength(1);
    expect(location.history.filter((p) => p === paths.settings.authenticatorEmail())).toHaveLength(
      1,
    );
  });

  it('forces the user out with the lock when wrong codes lock the account', async () => {
    await signInAs('admin@demo.test');
    renderSteps();
    await screen.findByText('Off');
    type('Password', 'Demo@1234');
    click('Continue');
    await screen.findByText('Step 2 of 4: Code by SMS');
    for (const left of [4, 3, 2, 1]) {
      type('Verification code', '000000');
      click('Verify');
      expect(
        await screen.findByText(
          `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
        ),
      ).toBeDefined();
    }
    expect(forcedOut).not.toHaveBeenCalled();
    type('Verification code', '000000');
    click('Verify');
    await waitFor(() => expect(forcedOut).toHaveBeenCalledWith('ACCOUNT_LOCKED'));
  });

  it('sends a step opened without the ones before it back to the start', async () => {
    await signInAs('admin@demo.test');
    startSetup('Demo@1234', { phoneLastFour: '0000', email: 'admin@demo.test' });
    const location = renderSteps(paths.settings.authenticatorEmail());
    await waitFor(() => expect(location.history.at(-1)).toBe(paths.settings.authenticator()));
    expect(await screen.findByText('Step 1 of 4: Your password')).toBeDefined();
  });

  it('removes the app after a confirming dialog with the password and a current code; a wrong code keeps what was typed', async () => {
    await signInAs('finance@demo.test');
    renderSteps();
    expect(await screen.findByText('On')).toBeDefined();
    click('Remove authenticator app');
    const dialog = within(screen.getByRole('dialog', { name: 'Remove authenticator app?' }));
    expect(
      dialog.getByText(
        'Sign-ins and payments will ask for a code by SMS instead. Confirm with your password and a current code from the app.',
      ),
    ).toBeDefined();
    type('Password', 'Demo@1234');
    const wrong = bank.currentTotp('finance@demo.test') === '000000' ? '111111' : '000000';
    type('Code from the app', wrong);
    fireEvent.click(dialog.getByRole('button', { name: 'Remove app' }));
    expect(await dialog.findByText(`${WRONG_CODE_4_LEFT} Invalid or expired code`)).toBeDefined();
    expect(valueOf('Password')).toBe('Demo@1234');
    expect(valueOf('Code from the app')).toBe(wrong);

    type('Code from the app', bank.currentTotp('finance@demo.test') ?? '');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove app' }));
    expect(
      await screen.findByText(
        'Your authenticator app was removed. Sign-ins and payments now ask for a code by SMS.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Off')).toBeDefined();
    expect(screen.getByText('Step 1 of 4: Your password')).toBeDefined();
    expect(bank.currentTotp('finance@demo.test')).toBeNull();
  });

  it('keeps the app when the removal is cancelled', async () => {
    await signInAs('finance@demo.test');
    renderSteps();
    await screen.findByText('On');
    click('Remove authenticator app');
    click('Cancel');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('On')).toBeDefined();
    expect(bank.currentTotp('finance@demo.test')).not.toBeNull();
  });
});

describe('the Totp feature tip', () => {
  it('invites a user without an app until dismissed, and the bank keeps it dismissed', async () => {
    await signInAs('admin@demo.test');
    render(
      <Router hook={memoryLocation({ path: '/settings/general' }).hook}>
        <TotpTip shown />
      </Router>,
    );
    expect(await screen.findByText('Use an authenticator app')).toBeDefined();
    expect(
      screen.getByText(
        'Codes from an app on your phone work without signal, and no one can redirect them as they can an SMS.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Set up authenticator' }).getAttribute('href')).toBe(
      paths.settings.authenticator(),
    );
    click('Not now');
    expect(screen.queryByText('Use an authenticator app')).toBeNull();
    await waitFor(async () => expect(await getSeenCallouts()).toContain('Totp'));
  });
});
