import { phoneLogin, requestPhoneOtp, verifyPhoneOtp } from '../../../shared/contracts/phoneLogin';
import { buildPath } from '../../../shared/contracts/contract';
import type { TokenPair } from '../../../shared/domain/auth';
import { buildScenario } from '../../scenarios/registry';
import { DEMO_PASSWORD, deviceCredentials, post, type CallResult } from '../../testingCalls';
import type { Examples } from './example';

/**
 * The deprecated phone login's examples, as subadmin@demo.test. A new code for the same phone
 * and device waits 179 seconds, so each example that needs a code asks from a browser of its own.
 */
const PHONE =
  buildScenario('default').users.find((u) => u.email === 'subadmin@demo.test')?.profile
    .phoneNumber ?? '';

const DEVICE_BODY = {
  deviceName: 'Contract test',
  platform: 'web',
  osVer: '1',
  appId: 'contract-test',
  appVer: '1',
  Language: 'en',
  timezone: 'UTC',
};

function answered<T>(result: CallResult<T>, what: string): T {
  if (result.status !== 200) throw new Error(`${what}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A browser of its own, with its basic credentials. */
async function browser(deviceId: string) {
  return { deviceId, basic: await deviceCredentials(deviceId) };
}

/** A code sent to the phone from `deviceId`'s browser: its otpId, with that browser. */
async function sentCode(deviceId: string) {
  const auth = await browser(deviceId);
  const { otpId } = answered(
    await post<{ otpId: string }>(requestPhoneOtp.path, { ...auth, body: { phoneNumber: PHONE } }),
    'phone code',
  );
  return { otpId, auth };
}

/** A code sent and verified from `deviceId`'s browser. */
async function verifiedCode(deviceId: string) {
  const sent = await sentCode(deviceId);
  answered(
    await post(buildPath(verifyPhoneOtp.path, { otpId: sent.otpId }), {
      ...sent.auth,
      body: { otp: '123456' },
    }),
    'verify phone code',
  );
  return sent;
}

/** A session signed in by phone from `deviceId`'s browser. */
async function phoneSession(deviceId: string): Promise<TokenPair> {
  const { otpId, auth } = await verifiedCode(deviceId);
  return answered(
    await post<TokenPair>(phoneLogin.path, { ...auth, body: { otpId, password: DEMO_PASSWORD } }),
    'phone login',
  );
}

export const PHONE_LOGIN_EXAMPLES: Examples = {
  'phoneLogin.test': async () => ({ auth: await browser('contract-phone-test') }),
  'phoneLogin.health': () => ({ auth: {} }),
  'phoneLogin.device': () => ({
    body: { ...DEVICE_BODY, deviceId: 'contract-phone-device' },
    auth: { deviceId: 'contract-phone-device' },
  }),
  'phoneLogin.requestOtp': async () => ({
    body: { phoneNumber: PHONE },
    auth: await browser('contract-phone-otp'),
  }),
  'phoneLogin.verifyOtp': async () => {
    const { otpId, auth } = await sentCode('contract-phone-verify');
    return { params: { otpId }, body: { otp: '123456' }, auth };
  },
  'phoneLogin.login': async () => {
    const { otpId, auth } = await verifiedCode('contract-phone-login');
    return { body: { otpId, password: DEMO_PASSWORD }, auth };
  },
  'phoneLogin.token': async () => ({
    auth: { bearer: (await phoneSession('contract-phone-token')).refreshToken },
  }),
  'phoneLogin.logout': async () => ({
    auth: { bearer: (await phoneSession('contract-phone-logout')).accessToken },
  }),
};
