import { changePassword, requestPasswordReset } from '../../../shared/contracts/auth';
import { generateMfaOtp } from '../../../shared/contracts/twoFactor';
import type { TokenPair } from '../../../shared/domain/auth';
import {
  DEMO_PASSWORD,
  DEVICE,
  deviceCredentials,
  loginAs,
  post,
  verifyMfa,
  type CallResult,
} from '../../testingCalls';
import type { Examples } from './example';

/**
 * Sign-in and password examples, and the sessions the second-factor ones (twoFactor.ts) use. They leave the admin's session alone: what ends or
 * changes a session (refresh, logout, an authenticator) is done in a session of general@demo.test,
 * a password change or reset in one of accountant@demo.test, whose password each example puts
 * back. A new code for the same user, purpose and channel waits 179 seconds, so each code below is
 * asked for once.
 */

const DEVICE_BODY = {
  deviceName: 'Contract test',
  platform: 'web',
  osVer: '1',
  appId: 'contract-test',
  appVer: '1',
  Language: 'en',
  timezone: 'UTC',
};
const GENERAL = 'general@demo.test';
/** general@demo.test's own browser: remembered at its first sign-in, so later ones need no code. */
const GENERAL_DEVICE = 'contract-test-general';
/** The remember token of that first sign-in. */
let generalRememberToken: string | undefined;
/**
 * The user of the password examples: a password change or reset revokes the remember tokens, so
 * each of its two sessions asks for a login code, by e-mail first and then by SMS.
 */
const PASSWORD_USER = 'accountant@demo.test';
const PASSWORD_DEVICE = 'contract-test-password';
const passwordLoginChannels: ('EMAIL' | 'SMS')[] = ['EMAIL', 'SMS'];
const TEMPORARY_PASSWORD = 'Contract#2026';

export function answered<T>(result: CallResult<T>, what: string): T {
  if (result.status !== 200) throw new Error(`${what}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A session signed in with the password and a login code sent by `channel`, the browser remembered. */
async function codeSession(
  email: string,
  deviceId: string,
  channel: 'EMAIL' | 'SMS',
): Promise<TokenPair & { rememberToken?: string }> {
  const login = answered(await loginAs(email, deviceId), 'login');
  const sent = answered(
    await post<{ otpId: string }>(generateMfaOtp.path, {
      deviceId,
      bearer: login.jwtToken,
      body: { otpType: channel },
    }),
    'login code',
  );
  return answered(
    await verifyMfa(login.jwtToken, '123456', sent.otpId, {
      otpType: channel,
      remember: true,
      deviceId,
    }),
    'second factor',
  );
}

/** A fresh session of general@demo.test (the first one asks for an e-mail code and remembers the browser). */
export async function generalSession(): Promise<TokenPair> {
  if (generalRememberToken) {
    const login = answered(
      await loginAs(GENERAL, GENERAL_DEVICE, DEMO_PASSWORD, generalRememberToken),
      'login',
    );
    if (!login.otpRequired)
      return { accessToken: login.jwtToken, refreshToken: login.refreshToken };
  }
  const { rememberToken, ...pair } = await codeSession(GENERAL, GENERAL_DEVICE, 'EMAIL');
  generalRememberToken = rememberToken;
  return pair;
}

/** A session of accountant@demo.test whose password is now TEMPORARY_PASSWORD: the example's call puts DEMO_PASSWORD back. */
async function withTemporaryPassword(): Promise<TokenPair> {
  const channel = passwordLoginChannels.shift();
  if (!channel) throw new Error('no login code channel left for the password examples');
  const { rememberToken: _revokedBelow, ...session } = await codeSession(
    PASSWORD_USER,
    PASSWORD_DEVICE,
    channel,
  );
  const body = { currentPassword: DEMO_PASSWORD, newPassword: TEMPORARY_PASSWORD };
  answered(
    await post(changePassword.path, {
      deviceId: PASSWORD_DEVICE,
      bearer: session.accessToken,
      body,
    }),
    'change password',
  );
  return session;
}

export const asGeneral = (session: TokenPair) => ({
  bearer: session.accessToken,
  deviceId: GENERAL_DEVICE,
});

export const AUTH_EXAMPLES: Examples = {
  'device.register': () => ({ body: { ...DEVICE_BODY, deviceId: DEVICE }, auth: {} }),
  'auth.login': async () => ({
    body: { email: 'admin@demo.test', password: DEMO_PASSWORD, type: 0 },
    auth: { basic: await deviceCredentials() },
  }),
  'auth.refresh': async () => ({
    auth: { bearer: (await generalSession()).refreshToken, deviceId: GENERAL_DEVICE },
  }),
  'auth.logout': async () => ({ auth: asGeneral(await generalSession()) }),
  'password.requestReset': async () => ({
    body: { email: 'subadmin@demo.test', deviceId: DEVICE },
    auth: { basic: await deviceCredentials() },
  }),
  'password.reset': async () => {
    await withTemporaryPassword();
    const basic = await deviceCredentials();
    const { otpId } = answered(
      await post<{ otpId: string }>(requestPasswordReset.path, {
        basic,
        body: { email: PASSWORD_USER, deviceId: DEVICE },
      }),
      'request reset',
    );
    return {
      body: { password: DEMO_PASSWORD, verifyOtp: { otp: '123456', otpId } },
      auth: { basic },
    };
  },
  'password.change': async () => ({
    body: { currentPassword: TEMPORARY_PASSWORD, newPassword: DEMO_PASSWORD },
    auth: { bearer: (await withTemporaryPassword()).accessToken, deviceId: PASSWORD_DEVICE },
  }),
};
