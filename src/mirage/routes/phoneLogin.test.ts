import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../shared/domain/auth';
import { updateState } from '../stores/security';
import { buildScenario } from '../scenarios/registry';
import {
  call,
  claimsOf,
  DEVICE,
  deviceCredentials,
  loginAs,
  type NodeBank,
  post,
  startNodeBank,
} from '../testingNode';

const BASE = '/v1/boom-web';
const users = buildScenario('default').users;
const phoneOf = (email: string) => users.find((u) => u.email === email)?.profile.phoneNumber ?? '';
const ADMIN_PHONE = phoneOf('admin@demo.test');
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

let bank: NodeBank;
let basic: { key: string; secret: string };
beforeEach(async () => {
  bank = await startNodeBank();
  basic = await deviceCredentials();
});
afterEach(() => bank.shutdown());

interface SentOtp {
  otpId: string;
  maskedPhone: string;
  resendInSeconds: number;
}
type LoginAnswer = TokenPair & { status: string; companyName: string; isFirstLogin: boolean };

const requestOtp = (phoneNumber: string, deviceId = DEVICE, credentials = basic) =>
  post<SentOtp & { code?: string; description?: string }>(`${BASE}/device/otp`, {
    deviceId,
    basic: credentials,
    body: { phoneNumber },
  });
const verifyOtp = (otpId: string, otp: string, deviceId = DEVICE, credentials = basic) =>
  post<{ passwordSet: boolean; code?: string; description?: string }>(
    `${BASE}/device/verify-otp/${otpId}`,
    { deviceId, basic: credentials, body: { otp } },
  );
const login = (otpId: string, password = 'Demo@1234') =>
  post<LoginAnswer & { code?: string; description?: string; remainingAttempts?: number }>(
    `${BASE}/login`,
    { basic, body: { otpId, password } },
  );

/** A code sent to the admin's phone and verified with the demo code: its otpId. */
async function verifiedOtpId(phone = ADMIN_PHONE): Promise<string> {
  const sent = await requestOtp(phone);
  expect((await verifyOtp(sent.body.otpId, '123456')).status).toBe(200);
  return sent.body.otpId;
}

async function signedIn(): Promise<TokenPair> {
  return (await login(await verifiedOtpId())).body;
}

describe('health, test and device', () => {
  it('answers health without credentials, and test only with the device credentials', async () => {
    expect(await call(`${BASE}/health`)).toEqual({ status: 200, body: { status: 'UP' } });
    expect(await call(`${BASE}/test`, { basic })).toEqual({
      status: 200,
      body: { deviceId: DEVICE },
    });
    expect(await call(`${BASE}/test`)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CLIENT_AUTH' },
    });
  });

  it('registers a browser with the credentials register-device gives it', async () => {
    const device = await post(`${BASE}/device`, {
      deviceId: 'phone-device',
      body: {
        deviceId: 'phone-device',
        deviceName: 'Test',
        platform: 'web',
        osVer: '1',
        appId: 'test',
        appVer: '1',
        Language: 'en',
        timezone: 'UTC',
      },
    });
    const credentials = await deviceCredentials('phone-device');
    expect(device).toEqual({
      status: 200,
      body: {
        deviceId: 'phone-device',
        oauthClientKey: credentials.key,
        oauthClientSecret: credentials.secret,
      },
    });
  });
});

describe('device/otp: request a code', () => {
  it('refuses a phone number no user has with INVALID_USER_ID', async () => {
    expect(await requestOtp('+65 1234 5678')).toEqual({
      status: 404,
      body: {
        code: 'INVALID_USER_ID',
        description: 'No user is registered with this phone number.',
      },
    });
  });

  it("sends a code to a registered user's phone, written with or without +65 and spaces", async () => {
    const local = digitsOf(ADMIN_PHONE).slice(2);
    expect(local).toHaveLength(8);
    const first = await requestOtp(` ${local.slice(0, 4)} ${local.slice(4)} `);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      otpId: expect.any(String),
      maskedPhone: `****${local.slice(-4)}`,
      resendInSeconds: 179,
    });
    // The same number again within 179 s is a resend, held as every code's.
    expect(await requestOtp(`+${digitsOf(ADMIN_PHONE)}`)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUEST' },
    });
  });

  it('refuses a suspended user, and a browser without the device credentials', async () => {
    expect(await requestOtp(phoneOf('suspended@demo.test'))).toMatchObject({
      status: 403,
      body: { code: 'SUSPENDED_ACCOUNT' },
    });
    expect(await requestOtp(ADMIN_PHONE, DEVICE, { key: 'web-x', secret: 'y' })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CLIENT_AUTH' },
    });
  });
});

describe('device/verify-otp: check the code', () => {
  it('says the user has a password after the right code, and takes the code once', async () => {
    const sent = await requestOtp(ADMIN_PHONE);
    expect(await verifyOtp(sent.body.otpId, '123456')).toEqual({
      status: 200,
      body: { passwordSet: true },
    });
    expect(await verifyOtp(sent.body.otpId, '123456')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
  });

  it('says when the user has no password yet', async () => {
    updateState((s) => {
      s.passwords['general@demo.test'] = '';
    });
    const sent = await requestOtp(phoneOf('general@demo.test'));
    expect((await verifyOtp(sent.body.otpId, '123456')).body).toEqual({ passwordSet: false });
    expect(await login(sent.body.otpId, 'anything')).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: 'This user has no password yet. Set one first.',
      },
    });
  });

  it('counts wrong codes against the code, never the account: five spend it', async () => {
    const sent = await requestOtp(ADMIN_PHONE);
    expect(await verifyOtp(sent.body.otpId, '000000')).toEqual({
      status: 400,
      body: {
        code: 'INVALID_OTP',
        description: 'This code is not correct. You can try 4 more times, then ask for a new code.',
      },
    });
    for (let i = 0; i < 3; i++) await verifyOtp(sent.body.otpId, '000000');
    expect((await verifyOtp(sent.body.otpId, '000000')).body.description).toBe(
      'This code was entered wrongly too many times and no longer works. Ask for a new code.',
    );
    expect((await verifyOtp(sent.body.otpId, '123456')).body.code).toBe('INVALID_OTP');
    // The account is not locked: the e-mail login still asks for its second factor.
    expect((await loginAs('admin@demo.test')).body.otpRequired).toBe(true);
  });

  it('takes the code only on the device it was asked for', async () => {
    const sent = await requestOtp(ADMIN_PHONE);
    const other = await deviceCredentials('device-other');
    expect(await verifyOtp(sent.body.otpId, '123456', 'device-other', other)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
  });
});

describe('login: the verified code and the password', () => {
  it('needs a verified code: a code only asked for signs nobody in', async () => {
    const sent = await requestOtp(ADMIN_PHONE);
    expect(await login(sent.body.otpId)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
  });

  it('signs in with a 5-minute access token, once per verified code', async () => {
    const otpId = await verifiedOtpId();
    const answer = await login(otpId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      status: 'UserStatusApproved',
      companyName: 'Demo Trading Pte. Ltd.',
      isFirstLogin: false,
    });
    const claims = claimsOf(answer.body.accessToken) as ReturnType<typeof claimsOf> & {
      iat: number;
    };
    expect(claims).toMatchObject({ email: 'admin@demo.test', role: 'admin', scope: 'access' });
    expect(claims.exp - claims.iat).toBe(300);
    expect(
      (await call('/v1/boom/kyc/myinfo/status', { bearer: answer.body.accessToken })).status,
    ).toBe(200);
    expect(await login(otpId)).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } });
  });

  it('counts a wrong password towards the lock, and keeps the verification for a retry', async () => {
    const otpId = await verifiedOtpId();
    expect(await login(otpId, 'wrong')).toEqual({
      status: 400,
      body: {
        code: 'ACCOUNT_LOCK_WARNING',
        description:
          'To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
        remainingAttempts: 4,
      },
    });
    expect((await login(otpId)).status).toBe(200);
  });

  it('locks the account after five wrong passwords: no code is sent until the lock ends', async () => {
    const otpId = await verifiedOtpId();
    for (let i = 0; i < 4; i++) await login(otpId, 'wrong');
    expect(await login(otpId, 'wrong')).toMatchObject({
      status: 423,
      body: { code: 'ACCOUNT_LOCKED' },
    });
    expect(await login(otpId)).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED' } });
    expect(
      await requestOtp(ADMIN_PHONE, 'device-2', await deviceCredentials('device-2')),
    ).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED' } });
  });
});

describe('device/token and logout', () => {
  it('rotates the pair with another 5-minute access token; a spent refresh token ends the session', async () => {
    const first = await signedIn();
    const next = await post<TokenPair>(`${BASE}/device/token`, { bearer: first.refreshToken });
    expect(next.status).toBe(200);
    const claims = claimsOf(next.body.accessToken) as ReturnType<typeof claimsOf> & { iat: number };
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims.sid).toBe(claimsOf(first.accessToken).sid);
    expect(await post(`${BASE}/device/token`, { bearer: first.refreshToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
    expect(
      (await call('/v1/boom/kyc/myinfo/status', { bearer: next.body.accessToken })).status,
    ).toBe(401);
  });

  it('refuses an access token as the refresh token', async () => {
    const pair = await signedIn();
    expect(await post(`${BASE}/device/token`, { bearer: pair.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const pair = await signedIn();
    expect(await post(`${BASE}/logout`, { bearer: pair.accessToken })).toEqual({
      status: 200,
      body: {},
    });
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer: pair.accessToken })).status).toBe(
      401,
    );
    expect((await post(`${BASE}/device/token`, { bearer: pair.refreshToken })).status).toBe(401);
  });
});
