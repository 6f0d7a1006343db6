import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import type { MockBankControls } from './mockBank';
import { call, loginAs, signIn, startTestBank } from './testing';

let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
});
afterEach(() => {
  bank.shutdown();
  vi.useRealTimers();
});

async function preMfa(email: string) {
  const login = await loginAs(email);
  const otp = await call<{ otpId: string }>('/boom/v2/auth/generate-mfa-otp', { method: 'POST', bearer: login.body.jwtToken, body: { otpType: 'SMS' } });
  return { token: login.body.jwtToken, otpId: otp.body.otpId };
}

const verify = (token: string, otp: string, otpId: string, otpType = 'SMS') =>
  call('/boom/v2/auth/verify-mfa-otp', { method: 'POST', bearer: token, body: { otp, otpId, otpType, rememberDevice: false } });

describe('login', () => {
  it('refuses a wrong password with RESOURCE_NOT_FOUND and a suspended user with SUSPENDED_ACCOUNT', async () => {
    expect((await loginAs('admin@demo.test', 'd', 'nope')).body).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    const suspended = await loginAs('suspended@demo.test');
    expect(suspended.status).toBe(403);
    expect(suspended.body).toMatchObject({ code: 'SUSPENDED_ACCOUNT' });
  });

  it('refuses login without the registered device credentials (INVALID_CLIENT_AUTH)', async () => {
    const answer = await call('/boom/v2/auth/login', { method: 'POST', body: { email: 'admin@demo.test', password: 'Demo@1234', type: 0 } });
    expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_CLIENT_AUTH' } });
  });

  it('refuses calls without a request id or device id', async () => {
    expect((await call('/v1/boom/auth/maintenance', { headers: { 'X-Request-Id': '' } })).body).toMatchObject({ code: 'MISSING_REQUEST_ID' });
    expect((await call('/v1/boom/auth/maintenance', { deviceId: '' })).body).toMatchObject({ code: 'INVALID_DEVICE_ID' });
  });

  it('matches e-mails trimmed and case-insensitively', async () => {
    expect((await loginAs('  ADMIN@demo.test ')).body.otpRequired).toBe(true);
  });

  it('accepts only second-factor calls with the pre-MFA token', async () => {
    const login = await loginAs('admin@demo.test');
    expect((await call('/v1/boom/auth/user/profile', { bearer: login.body.jwtToken })).status).toBe(401);
  });
});

describe('one-time codes', () => {
  it('signs in with the SMS code and answers tokens whose claims carry role, corpID and sub', async () => {
    const pair = await signIn('finance@demo.test');
    const claims = JSON.parse(atob(pair.accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(claims).toMatchObject({ role: 'finance', corpID: 'CORP-DEMO-0001', scope: 'access' });
    expect((await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).body).toMatchObject({ email: 'finance@demo.test' });
  });

  it('accepts an authenticator code computed by otpauth from the demo secret', async () => {
    const secret = bank.demoUsers().find((u) => u.email === 'finance@demo.test')?.totpSecret ?? '';
    const login = await loginAs('finance@demo.test');
    expect(login.body.isAuthenticatorEnabled).toBe(true);
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    expect(bank.currentTotp('finance@demo.test')).toBe(code);
    expect((await verify(login.body.jwtToken, code, '', 'TOTP')).status).toBe(200);
  });

  it('counts wrong codes down, locks for 30 minutes after the fifth, and refuses login meanwhile', async () => {
    const { token, otpId } = await preMfa('accountant@demo.test');
    for (const left of [4, 3, 2, 1]) {
      const answer = await verify(token, '000000', otpId);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'ACCOUNT_LOCK_WARNING',
        description: `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
        remainingAttempts: left,
      });
    }
    const locked = await verify(token, '000000', otpId);
    expect(locked).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED' } });
    expect((await verify(token, '123456', otpId)).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await loginAs('accountant@demo.test')).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('unlocks after 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, otpId } = await preMfa('general@demo.test');
    for (let i = 0; i < 5; i++) await verify(token, '000000', otpId);
    expect((await loginAs('general@demo.test')).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    expect((await loginAs('general@demo.test')).body.otpRequired).toBe(true);
  });

  it('answers ACCOUNT_PERMANENT_LOCKED on the third lock within a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let lock = 1; lock <= 3; lock++) {
      const { token, otpId } = await preMfa('general@demo.test');
      let last = await verify(token, '000000', otpId);
      for (let i = 1; i < 5; i++) last = await verify(token, '000000', otpId);
      expect(last.body).toMatchObject({ code: lock < 3 ? 'ACCOUNT_LOCKED' : 'ACCOUNT_PERMANENT_LOCKED' });
      vi.setSystemTime(Date.now() + 31 * 60_000);
    }
    expect((await loginAs('general@demo.test')).body).toMatchObject({ code: 'ACCOUNT_PERMANENT_LOCKED' });
  });

  it('uses a code once, and refuses it after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await preMfa('admin@demo.test');
    expect((await verify(first.token, '123456', first.otpId)).status).toBe(200);
    expect((await verify(first.token, '123456', first.otpId)).body).toMatchObject({ code: 'ACCOUNT_LOCK_WARNING' });
    vi.setSystemTime(Date.now() + 180_000);
    const login = await loginAs('admin@demo.test');
    const otp = await call<{ otpId: string }>('/boom/v2/auth/generate-mfa-otp', { method: 'POST', bearer: login.body.jwtToken, body: { otpType: 'SMS' } });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const fresh = await loginAs('admin@demo.test');
    expect((await verify(fresh.body.jwtToken, '123456', otp.body.otpId)).status).toBe(400);
  });

  it('refuses a new code on the same channel within 179 seconds with TOO_MANY_REQUEST', async () => {
    const { token } = await preMfa('admin@demo.test');
    const again = await call('/boom/v2/auth/generate-mfa-otp', { method: 'POST', bearer: token, body: { otpType: 'SMS' } });
    expect(again).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUEST' } });
    const email = await call('/boom/v2/auth/generate-mfa-otp', { method: 'POST', bearer: token, body: { otpType: 'EMAIL' } });
    expect(email.status).toBe(200);
  });
});

describe('remember this browser', () => {
  it('skips the second factor on the same browser for 48 hours only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signIn('admin@demo.test', { remember: true });
    expect((await loginAs('admin@demo.test')).body.otpRequired).toBe(false);
    expect((await loginAs('admin@demo.test', 'another-device')).body.otpRequired).toBe(true);
    vi.setSystemTime(Date.now() + 48 * 3_600_000 + 1000);
    expect((await loginAs('admin@demo.test')).body.otpRequired).toBe(true);
  });
});

describe('tokens', () => {
  it('accepts a token issued before a restart of the mock bank', async () => {
    const pair = await signIn('admin@demo.test');
    bank.shutdown();
    bank = startTestBank.call(null, 'default');
    // startTestBank clears storage (a fresh browser); tokens are self-describing, so still valid.
    expect((await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).status).toBe(200);
  });

  it('refreshes with the refresh token and revokes the old session', async () => {
    const pair = await signIn('admin@demo.test');
    const refreshed = await call<{ accessToken: string }>('/boom/v2/auth/refresh-token', { method: 'POST', bearer: pair.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await call('/boom/v2/auth/refresh-token', { method: 'POST', bearer: pair.refreshToken })).body).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await call('/v1/boom/auth/user/profile', { bearer: refreshed.body.accessToken })).status).toBe(200);
  });

  it('expires access tokens after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pair = await signIn('admin@demo.test');
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).body).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
  });

  it('logout revokes the session', async () => {
    const pair = await signIn('admin@demo.test');
    expect((await call('/v1/boom/auth/logout', { method: 'POST', bearer: pair.accessToken })).status).toBe(200);
    expect((await call('/v1/boom/auth/user/profile', { bearer: pair.accessToken })).status).toBe(401);
    expect((await call('/boom/v2/auth/refresh-token', { method: 'POST', bearer: pair.refreshToken })).status).toBe(401);
  });
});
