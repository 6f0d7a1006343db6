import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE_TOTP_SECRET } from '../scenarios/demoUsers';
import {
  loginAs,
  type NodeBank,
  post,
  preMfa,
  signIn,
  startNodeBank,
  verifyMfa,
} from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

const warning = (left: number) => ({
  code: 'ACCOUNT_LOCK_WARNING',
  description: `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
  remainingAttempts: left,
});

/** Password, then an authenticator code as the second factor. */
const signInWith = async (email: string, otp: string) =>
  verifyMfa((await loginAs(email)).body.jwtToken, otp, '', { otpType: 'TOTP' });

describe('login second factor', () => {
  it('sends a code with the masked e-mail and phone and a 179-second resend wait', async () => {
    const login = await loginAs('finance@demo.test');
    const otp = await post('/boom/v2/auth/generate-mfa-otp', {
      bearer: login.body.jwtToken,
      body: { otpType: 'EMAIL' },
    });
    expect(otp.body).toMatchObject({
      otpType: 'EMAIL',
      maskedEmail: 'fi****@demo.test',
      resendInSeconds: 179,
    });
    expect(otp.body.maskedPhone).toMatch(/^\*{4}\d{4}$/);
    expect(otp.body.otpId).toEqual(expect.any(String));
  });

  it('accepts a TOTP code computed by otpauth from the demo secret', async () => {
    const login = await loginAs('finance@demo.test');
    const code = new TOTP({
      secret: Secret.fromBase32(FINANCE_TOTP_SECRET),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    }).generate();
    expect(bank.currentTotp('finance@demo.test')).toBe(code);
    expect((await verifyMfa(login.body.jwtToken, code, '', { otpType: 'TOTP' })).status).toBe(200);
  });

  it('accepts the previous TOTP code (window 1) but not an older one', async () => {
    const totp = new TOTP({
      secret: Secret.fromBase32(FINANCE_TOTP_SECRET),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const first = await loginAs('finance@demo.test');
    expect(
      (
        await verifyMfa(
          first.body.jwtToken,
          totp.generate({ timestamp: Date.now() - 30_000 }),
          '',
          { otpType: 'TOTP' },
        )
      ).status,
    ).toBe(200);
    const second = await loginAs('finance@demo.test');
    expect(
      (
        await verifyMfa(
          second.body.jwtToken,
          totp.generate({ timestamp: Date.now() - 120_000 }),
          '',
          { otpType: 'TOTP' },
        )
      ).body,
    ).toMatchObject({
      code: 'ACCOUNT_LOCK_WARNING',
    });
  });

  it('accepts an authenticator code once (RFC 6238 §5.2): a replay, or an earlier step, is a wrong code; the next step works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Early in a 30 s step, so that the calls below stay in it.
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const totp = new TOTP({
      secret: Secret.fromBase32(FINANCE_TOTP_SECRET),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const code = totp.generate();
    expect((await signInWith('finance@demo.test', code)).status).toBe(200);
    expect(await signInWith('finance@demo.test', code)).toEqual({ status: 400, body: warning(4) });
    // The previous step's code is within the drift window, but before the step used.
    expect(
      (await signInWith('finance@demo.test', totp.generate({ timestamp: Date.now() - 30_000 })))
        .body,
    ).toEqual(warning(3));
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signInWith('finance@demo.test', totp.generate())).status).toBe(200);
  });

  it('refuses a TOTP code from a user without an authenticator', async () => {
    const login = await loginAs('admin@demo.test');
    expect((await verifyMfa(login.body.jwtToken, '123456', '', { otpType: 'TOTP' })).body).toEqual(
      warning(4),
    );
  });

  it('uses a code once', async () => {
    const first = await preMfa('admin@demo.test');
    expect((await verifyMfa(first.token, '123456', first.otpId)).status).toBe(200);
    const login = await loginAs('admin@demo.test');
    expect((await verifyMfa(login.body.jwtToken, '123456', first.otpId)).body).toEqual(warning(4));
  });

  it('spends the pre-MFA token on success: it cannot open a second session', async () => {
    const { token, otpId } = await preMfa('admin@demo.test');
    expect((await verifyMfa(token, '123456', otpId)).status).toBe(200);
    expect((await verifyMfa(token, '123456', otpId)).status).toBe(401);
  });

  it('refuses a code after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { otpId } = await preMfa('admin@demo.test');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const fresh = await loginAs('admin@demo.test');
    expect((await verifyMfa(fresh.body.jwtToken, '123456', otpId)).body).toEqual(warning(4));
  });

  it('refuses a new code on the same channel within 179 seconds with TOO_MANY_REQUEST', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await preMfa('admin@demo.test');
    const again = () =>
      post('/boom/v2/auth/generate-mfa-otp', { bearer: token, body: { otpType: 'SMS' } });
    expect(await again()).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUEST' } });
    expect(
      (await post('/boom/v2/auth/generate-mfa-otp', { bearer: token, body: { otpType: 'EMAIL' } }))
        .status,
    ).toBe(200);
    vi.setSystemTime(Date.now() + 178_000);
    expect((await again()).status).toBe(429);
    vi.setSystemTime(Date.now() + 1000);
    expect((await again()).status).toBe(200);
  });
});

describe('malformed second-factor requests', () => {
  it('refuses a login code by another channel, or a code that is not 6 digits, naming the field; neither counts as a wrong code', async () => {
    const { token, otpId } = await preMfa('admin@demo.test');
    expect(
      await post('/boom/v2/auth/generate-mfa-otp', { bearer: token, body: { otpType: 'TOTP' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'otpType' },
    });
    expect((await verifyMfa(token, '12345', otpId)).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'otp',
    });
    expect((await verifyMfa(token, '000000', otpId)).body).toEqual(warning(4));
  });

  it('refuses a step-up verification without its otpId', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (await post('/boom/v2/auth/verify-sms-otp', { bearer: accessToken, body: { otp: '123456' } }))
        .body,
    ).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'otpId',
    });
  });
});

describe('step-up codes for a signed-in user', () => {
  it('verifies an SMS step-up code and answers its otpId, with the same lock rules as login', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const sent = await post<{ otpId: string; resendInSeconds: number }>(
      '/boom/v2/auth/generate-sms-otp',
      { bearer: accessToken },
    );
    expect(sent.body.resendInSeconds).toBe(179);
    expect(
      (
        await post('/boom/v2/auth/verify-sms-otp', {
          bearer: accessToken,
          body: { otp: '999999', otpId: sent.body.otpId },
        })
      ).body,
    ).toEqual(warning(4));
    expect(
      (
        await post('/boom/v2/auth/verify-sms-otp', {
          bearer: accessToken,
          body: { otp: '123456', otpId: sent.body.otpId },
        })
      ).body,
    ).toEqual({
      otpId: sent.body.otpId,
    });
  });

  it('does not accept a login code as a step-up code (codes are bound to their purpose)', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const login = await loginAs('admin@demo.test');
    const loginCode = await post<{ otpId: string }>('/boom/v2/auth/generate-mfa-otp', {
      bearer: login.body.jwtToken,
      body: { otpType: 'EMAIL' },
    });
    const stepUp = await post<{ otpId: string }>('/boom/v2/auth/generate-email-otp', {
      bearer: accessToken,
    });
    const verify = (otpId: string) =>
      post('/boom/v2/auth/verify-email-otp', {
        bearer: accessToken,
        body: { otp: '123456', otpId },
      });
    expect((await verify(loginCode.body.otpId)).body).toEqual(warning(4));
    expect((await verify(stepUp.body.otpId)).status).toBe(200);
  });
});

describe('authenticator management', () => {
  it('pairs a new authenticator: generate a secret, verify a code, then login asks for the app', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const generated = await post<{ secret: string; otpauthUri: string }>(
      '/boom/v2/auth/generate-totp-secret',
      { bearer: accessToken },
    );
    expect(generated.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(
      (await post('/boom/v2/auth/verify-totp', { bearer: accessToken, body: { otp: '000000' } }))
        .body,
    ).toEqual(warning(4));
    const code = new TOTP({
      secret: Secret.fromBase32(generated.body.secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    }).generate();
    const paired = await post('/boom/v2/auth/verify-totp', {
      bearer: accessToken,
      body: { otp: code },
    });
    expect(paired.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(bank.demoUsers().find((u) => u.email === 'admin@demo.test')).toMatchObject({
      secondFactor: 'TOTP',
      totpSecret: generated.body.secret,
    });
    expect((await loginAs('admin@demo.test')).body.isAuthenticatorEnabled).toBe(true);
    expect((await post('/boom/v2/auth/delete-totp-secret', { bearer: accessToken })).status).toBe(
      200,
    );
    expect(bank.currentTotp('admin@demo.test')).toBeNull();
    expect((await loginAs('admin@demo.test')).body.isAuthenticatorEnabled).toBe(false);
  });

  it('does not take the code that paired the authenticator again at sign-in; the next step works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const { accessToken } = await signIn('admin@demo.test');
    const { body } = await post<{ secret: string }>('/boom/v2/auth/generate-totp-secret', {
      bearer: accessToken,
    });
    const totp = new TOTP({ secret: Secret.fromBase32(body.secret), period: 30, digits: 6 });
    const code = totp.generate();
    expect(
      (await post('/boom/v2/auth/verify-totp', { bearer: accessToken, body: { otp: code } }))
        .status,
    ).toBe(200);
    expect(await signInWith('admin@demo.test', code)).toEqual({ status: 400, body: warning(4) });
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signInWith('admin@demo.test', totp.generate())).status).toBe(200);
  });

  it('refuses verify-totp before a secret was generated', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (await post('/boom/v2/auth/verify-totp', { bearer: accessToken, body: { otp: '123456' } }))
        .body,
    ).toMatchObject({ code: 'INVALID_PARAMETER' });
  });
});
