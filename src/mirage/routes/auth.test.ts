import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../shared/domain/auth';
import {
  call,
  claimsOf,
  DEMO_PASSWORD,
  DEVICE,
  deviceCredentials,
  loginAs,
  type NodeBank,
  post,
  signIn,
  startNodeBank,
} from '../testingNode';
import { loadState } from '../stores/security';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

describe('login', () => {
  it('answers RESOURCE_NOT_FOUND for a wrong password or an unknown e-mail, alike', async () => {
    const wrong = await loginAs('admin@demo.test', 'd', 'nope');
    const unknown = await loginAs('nobody@demo.test');
    expect(wrong).toEqual({
      status: 404,
      body: {
        code: 'RESOURCE_NOT_FOUND',
        description: 'Incorrect email and/or password. Please try again.',
      },
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a suspended user with SUSPENDED_ACCOUNT', async () => {
    expect(await loginAs('suspended@demo.test')).toMatchObject({
      status: 403,
      body: { code: 'SUSPENDED_ACCOUNT' },
    });
  });

  it('refuses login without the registered device credentials (INVALID_CLIENT_AUTH)', async () => {
    const none = await post('/boom/v2/auth/login', {
      body: { email: 'admin@demo.test', password: 'Demo@1234', type: 0 },
    });
    expect(none).toMatchObject({ status: 401, body: { code: 'INVALID_CLIENT_AUTH' } });
    const otherDevice = await post('/boom/v2/auth/login', {
      basic: { key: 'web-x', secret: 'y' },
      body: { email: 'admin@demo.test', password: 'Demo@1234', type: 0 },
    });
    expect(otherDevice.body).toMatchObject({ code: 'INVALID_CLIENT_AUTH' });
  });

  it('refuses calls without a request id or device id', async () => {
    expect(
      await call('/v1/boom/auth/maintenance', { headers: { 'X-Request-Id': '' } }),
    ).toMatchObject({ status: 400, body: { code: 'MISSING_REQUEST_ID' } });
    expect(await call('/v1/boom/auth/maintenance', { deviceId: '' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_DEVICE_ID' },
    });
  });

  it('matches e-mails trimmed and case-insensitively', async () => {
    expect((await loginAs('  ADMIN@Demo.test ')).body.otpRequired).toBe(true);
  });

  it('asks for the second factor with a pre-MFA token that no other call accepts', async () => {
    const login = await loginAs('admin@demo.test');
    expect(login.body).toMatchObject({
      otpRequired: true,
      isAuthenticatorEnabled: false,
      refreshToken: '',
      companyName: 'Demo Trading Pte. Ltd.',
      isFirstLogin: false,
    });
    expect(login.body.phoneNumberLastFourDigits).toMatch(/^\d{4}$/);
    expect(claimsOf(login.body.jwtToken).scope).toBe('pre-mfa');
    expect(await call('/v1/boom/auth/user/profile', { bearer: login.body.jwtToken })).toMatchObject(
      { status: 401, body: { code: 'INVALID_ACCESS_TOKEN' } },
    );
  });

  it('says which users have an authenticator app', async () => {
    expect((await loginAs('finance@demo.test')).body.isAuthenticatorEnabled).toBe(true);
  });

  it('refuses a malformed login (another type, no password) with INVALID_PARAM_ERROR naming the field', async () => {
    const device = await post<{ oauthClientKey: string; oauthClientSecret: string }>(
      '/v1/boom/auth/register-device',
      {
        body: {
          deviceId: DEVICE,
          deviceName: 'Test',
          platform: 'web',
          osVer: '1',
          appId: 'test',
          appVer: '1',
          Language: 'en',
          timezone: 'UTC',
        },
      },
    );
    const basic = { key: device.body.oauthClientKey, secret: device.body.oauthClientSecret };
    const login = (body: object) => post('/boom/v2/auth/login', { basic, body });
    expect(
      await login({ email: 'admin@demo.test', password: DEMO_PASSWORD, type: 1 }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'type' } });
    expect((await login({ email: 'admin@demo.test', type: 0 })).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'password',
    });
  });
});

describe('remember this browser', () => {
  it('skips the second factor for 48 hours with the remember token verify-mfa-otp gave', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { rememberToken } = await signIn('admin@demo.test', { remember: true });
    // 256 random bits, base64url.
    expect(rememberToken).toMatch(/^[\w-]{43}$/);
    const again = await loginAs('admin@demo.test', DEVICE, DEMO_PASSWORD, rememberToken);
    expect(again.body.otpRequired).toBe(false);
    expect(claimsOf(again.body.jwtToken).scope).toBe('access');
    expect((await call('/v1/boom/auth/user/profile', { bearer: again.body.jwtToken })).status).toBe(
      200,
    );
    vi.setSystemTime(Date.now() + 48 * 3_600_000 - 1000);
    expect(
      (await loginAs('admin@demo.test', DEVICE, DEMO_PASSWORD, rememberToken)).body.otpRequired,
    ).toBe(false);
    vi.setSystemTime(Date.now() + 2000);
    expect(
      (await loginAs('admin@demo.test', DEVICE, DEMO_PASSWORD, rememberToken)).body.otpRequired,
    ).toBe(true);
  });

  it('does not skip the second factor for the password and a remembered device id alone', async () => {
    await signIn('admin@demo.test', { remember: true });
    expect((await loginAs('admin@demo.test')).body).toMatchObject({
      otpRequired: true,
      refreshToken: '',
    });
  });

  it('refuses a remember token sent by another user, from another device, or one the bank did not issue', async () => {
    const { rememberToken } = await signIn('admin@demo.test', { remember: true });
    expect(
      (await loginAs('subadmin@demo.test', DEVICE, DEMO_PASSWORD, rememberToken)).body.otpRequired,
    ).toBe(true);
    expect(
      (await loginAs('admin@demo.test', 'another-device', DEMO_PASSWORD, rememberToken)).body
        .otpRequired,
    ).toBe(true);
    const forged = `${(rememberToken ?? '').slice(0, -1)}${rememberToken?.endsWith('A') ? 'B' : 'A'}`;
    expect((await loginAs('admin@demo.test', DEVICE, DEMO_PASSWORD, forged)).body.otpRequired).toBe(
      true,
    );
    expect((await loginAs('admin@demo.test', DEVICE, DEMO_PASSWORD, '')).body.otpRequired).toBe(
      true,
    );
  });

  it('still wants the right password with a valid remember token', async () => {
    const { rememberToken } = await signIn('admin@demo.test', { remember: true });
    expect(await loginAs('admin@demo.test', DEVICE, 'Wrong#pass1', rememberToken)).toMatchObject({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND' },
    });
  });

  it('gives no remember token unless asked to', async () => {
    const pair = await signIn('admin@demo.test', { remember: false });
    expect(Object.keys(pair).toSorted()).toEqual(['accessToken', 'refreshToken']);
    expect((await loginAs('admin@demo.test')).body.otpRequired).toBe(true);
  });

  it('resets the count of failures on a sign-in with a valid remember token', async () => {
    const { rememberToken } = await signIn('general@demo.test', { remember: true });
    for (let i = 0; i < 4; i++) await loginAs('general@demo.test', DEVICE, 'Wrong#pass1');
    expect((await loginAs('general@demo.test', DEVICE, DEMO_PASSWORD, rememberToken)).status).toBe(
      200,
    );
    expect((await loginAs('general@demo.test', DEVICE, 'Wrong#pass1')).body).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
  });
});

describe('tokens', () => {
  it('carries role, corpID, sub, email, scope and a 15-minute expiry in the access token', async () => {
    const pair = await signIn('finance@demo.test');
    const claims = claimsOf(pair.accessToken);
    expect(claims).toMatchObject({
      role: 'finance',
      corpID: 'CORP-DEMO-0001',
      sub: 'USR-0003',
      email: 'finance@demo.test',
      scope: 'access',
    });
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
    expect(claimsOf(pair.refreshToken).scope).toBe('refresh');
  });

  it('accepts a token issued before a restart', async () => {
    const pair = await signIn('admin@demo.test');
    await bank.shutdown();
    bank = await startNodeBank();
    expect((await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).status).toBe(
      200,
    );
    expect((await post('/boom/v2/auth/refresh-token', { bearer: pair.refreshToken })).status).toBe(
      200,
    );
  });

  it('refuses a tampered, malformed or wrong-scope token with INVALID_ACCESS_TOKEN', async () => {
    const pair = await signIn('general@demo.test');
    const [header, , signature] = pair.accessToken.split('.');
    const forged = btoa(JSON.stringify({ ...claimsOf(pair.accessToken), role: 'admin' })).replace(
      /=+$/,
      '',
    );
    for (const bearer of [`${header}.${forged}.${signature}`, 'not-a-token', pair.refreshToken]) {
      expect(await call('/v1/boom/auth/user/profile', { bearer })).toMatchObject({
        status: 401,
        body: { code: 'INVALID_ACCESS_TOKEN' },
      });
    }
    expect((await call('/v1/boom/auth/user/profile')).status).toBe(401);
  });

  it('expires access tokens after 15 minutes, pre-MFA tokens after 10 and refresh tokens after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pair = await signIn('admin@demo.test');
    const login = await loginAs('subadmin@demo.test');
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    expect(
      (
        await post('/boom/v2/auth/generate-mfa-otp', {
          bearer: login.body.jwtToken,
          body: { otpType: 'SMS' },
        })
      ).status,
    ).toBe(401);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect(
      (await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).body,
    ).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
    vi.setSystemTime(Date.now() + 24 * 3_600_000);
    expect(
      (await post('/boom/v2/auth/refresh-token', { bearer: pair.refreshToken })).body,
    ).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refreshes with the refresh token: a new pair each time', async () => {
    const pair = await signIn('admin@demo.test');
    const refreshed = await post<{ accessToken: string; refreshToken: string }>(
      '/boom/v2/auth/refresh-token',
      { bearer: pair.refreshToken },
    );
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.accessToken).scope).toBe('access');
    expect(
      (await call('/v1/boom/auth/user/profile', { bearer: refreshed.body.accessToken })).status,
    ).toBe(200);
    expect(
      (await post('/boom/v2/auth/refresh-token', { bearer: refreshed.body.refreshToken })).status,
    ).toBe(200);
  });

  it('ends the whole session when a spent refresh token comes back (reuse: the token was copied)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const other = await signIn('admin@demo.test');
    // A second login code may be asked for 179 seconds after the first.
    vi.setSystemTime(Date.now() + 180_000);
    const a = await signIn('admin@demo.test');
    const b = await post<{ accessToken: string; refreshToken: string }>(
      '/boom/v2/auth/refresh-token',
      { bearer: a.refreshToken },
    );
    expect(b.status).toBe(200);
    expect(await post('/boom/v2/auth/refresh-token', { bearer: a.refreshToken })).toEqual({
      status: 401,
      body: {
        code: 'INVALID_TOKEN',
        description: 'The refresh token is missing, expired or already used. Sign in again.',
      },
    });
    expect(
      await post('/boom/v2/auth/refresh-token', { bearer: b.body.refreshToken }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_TOKEN' } });
    expect(await call('/v1/boom/auth/user/profile', { bearer: b.body.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
    // Another session of the same user goes on.
    expect((await call('/v1/boom/auth/user/profile', { bearer: other.accessToken })).status).toBe(
      200,
    );
  });

  it('refuses to refresh with an access token', async () => {
    const pair = await signIn('admin@demo.test');
    expect(await post('/boom/v2/auth/refresh-token', { bearer: pair.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const pair = await signIn('admin@demo.test');
    expect(await post('/v1/boom/auth/logout', { bearer: pair.accessToken })).toEqual({
      status: 200,
      body: {},
    });
    expect((await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).status).toBe(
      401,
    );
    expect((await post('/boom/v2/auth/refresh-token', { bearer: pair.refreshToken })).status).toBe(
      401,
    );
  });
});

/** How many revocations the bank keeps. */
function revocationsKept(): number {
  const state = loadState();
  return Object.keys(state.revokedTokens).length + Object.keys(state.revokedSessions).length;
}

describe('revocations', () => {
  type Pair = { accessToken: string; refreshToken: string };
  const refresh = (bearer: string) => post<Pair>('/boom/v2/auth/refresh-token', { bearer });
  /** `count` revocations by another user: each refresh spends its refresh token. */
  async function revocationsByAnotherUser(count: number): Promise<void> {
    let { refreshToken } = await signIn('general@demo.test', { deviceId: 'other-user' });
    for (let i = 0; i < count; i++) {
      const next = await refresh(refreshToken);
      expect(next.status).toBe(200);
      refreshToken = next.body.refreshToken;
    }
  }

  it('600 revocations by another user do not bring a logged-out token back', async () => {
    const pair = await signIn('admin@demo.test');
    expect((await post('/v1/boom/auth/logout', { bearer: pair.accessToken })).status).toBe(200);
    await logoutsByAnotherUser(600);
    expect(await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
    expect(await refresh(pair.refreshToken)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
  });

  it('600 revocations by another user do not bring a spent refresh token back: its reuse still ends the session', async () => {
    const pair = await signIn('admin@demo.test');
    const rotated = await refresh(pair.refreshToken);
    expect(rotated.status).toBe(200);
    await revocationsByAnotherUser(600);
    expect(await refresh(pair.refreshToken)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
    expect(
      await call('/v1/boom/auth/user/profile', { bearer: rotated.body.accessToken }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_ACCESS_TOKEN' } });
  });

  it('a replayed spent refresh token does not grow the revocations', async () => {
    const pair = await signIn('admin@demo.test');
    expect((await refresh(pair.refreshToken)).status).toBe(200);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    const before = revocationsKept();
    for (let i = 0; i < 20; i++) expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect(revocationsKept()).toBe(before);
  });

  it('keeps a revocation as long as its token lives, then lets it go', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pair = await signIn('admin@demo.test');
    const { sid } = claimsOf(pair.accessToken);
    expect((await post('/v1/boom/auth/logout', { bearer: pair.accessToken })).status).toBe(200);
    vi.setSystemTime(Date.now() + 24 * 3_600_000 - 60_000);
    // Still refused a minute before the session's longest token ends.
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect(Object.keys(loadState().revokedSessions)).toContain(sid);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    // The next revocation prunes it: every token of that session has expired by now.
    const later = await signIn('general@demo.test');
    expect((await post('/v1/boom/auth/logout', { bearer: later.accessToken })).status).toBe(200);
    expect(Object.keys(loadState().revokedSessions)).not.toContain(sid);
  });
});

/** `count` sessions of another user signed in and logged out (a remembered browser: no codes). */
async function logoutsByAnotherUser(count: number): Promise<void> {
  const deviceId = 'other-user';
  const { rememberToken } = await signIn('general@demo.test', { deviceId, remember: true });
  const basic = await deviceCredentials(deviceId);
  for (let i = 0; i < count; i++) {
    const login = await post<LoginResponse>('/boom/v2/auth/login', {
      deviceId,
      basic,
      body: { email: 'general@demo.test', password: DEMO_PASSWORD, type: 0 },
      headers: { 'X-Remember-Token': rememberToken ?? '' },
    });
    expect(login.body.otpRequired).toBe(false);
    const out = await post('/v1/boom/auth/logout', { deviceId, bearer: login.body.jwtToken });
    expect(out.status).toBe(200);
  }
}
