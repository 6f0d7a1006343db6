import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeBindingOf, payoutAuthorisation } from '../../shared/domain/codeAuthorisation';
import { toMicros } from '../../shared/money';
import { FINANCE_TOTP_SECRET } from '../scenarios/demoUsers';
import {
  loginAs,
  type NodeBank,
  payoutReference,
  post,
  preMfa,
  signIn,
  startNodeBank,
  verifyMfa,
} from '../testingNode';
import { pay, payoutRequest, recipientsOf } from '../testingPayments';

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

/** A current code of `secret`, as the app shows it. */
const codeOf = (secret: string, timestamp = Date.now()) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp });

/** An SMS step-up code sent and verified in the session of `bearer`: the proof's otpId. */
async function smsStepUp(bearer: string): Promise<string> {
  const sent = await post<{ otpId: string }>('/boom/v2/auth/generate-sms-otp', { bearer });
  const verified = await post<{ otpId: string }>('/boom/v2/auth/verify-sms-otp', {
    bearer,
    body: { otp: '123456', otpId: sent.body.otpId },
  });
  expect(verified.status).toBe(200);
  return verified.body.otpId;
}

/** An e-mail step-up code sent and verified in the session of `bearer`: the proof's emailOtpId. */
async function emailStepUp(bearer: string): Promise<string> {
  const sent = await post<{ otpId: string }>('/boom/v2/auth/generate-email-otp', { bearer });
  const verified = await post<{ otpId: string }>('/boom/v2/auth/verify-email-otp', {
    bearer,
    body: { otp: '123456', otpId: sent.body.otpId },
  });
  expect(verified.status).toBe(200);
  return verified.body.otpId;
}

/** The whole proof of adding an app for a user without one: password, phone and mailbox. */
const addingProof = async (bearer: string) => ({
  password: 'Demo@1234',
  otpId: await smsStepUp(bearer),
  emailOtpId: await emailStepUp(bearer),
});

const generateSecret = (bearer: string, body: unknown, deviceId?: string) =>
  post<{ secret: string; otpauthUri: string; code?: string; description?: string }>(
    '/boom/v2/auth/generate-totp-secret',
    { bearer, body, ...(deviceId ? { deviceId } : {}) },
  );
const pair = (bearer: string, otp: string, deviceId?: string) =>
  post('/boom/v2/auth/verify-totp', { bearer, body: { otp }, ...(deviceId ? { deviceId } : {}) });
const removeApp = (bearer: string, body: unknown, deviceId?: string) =>
  post('/boom/v2/auth/delete-totp-secret', { bearer, body, ...(deviceId ? { deviceId } : {}) });

const wrongPassword = (left: number) => ({
  status: 400,
  body: {
    code: 'ACCOUNT_LOCK_WARNING',
    description: `The current password is not correct. To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
    remainingAttempts: left,
  },
});
const NO_PENDING = {
  status: 400,
  body: { code: 'INVALID_PARAMETER', description: 'Generate an authenticator secret first.' },
};
const SMS_NEEDED = {
  status: 400,
  body: {
    code: 'INVALID_OTP',
    description: 'Confirm with a code sent to your phone by SMS first.',
  },
};
const NOT_THIS_VERIFICATION = {
  status: 400,
  body: {
    code: 'INVALID_OTP',
    description:
      'The verification is missing, expired, already used or was made for another request. Verify again.',
  },
};
const ADDED = {
  subject: 'An authenticator app was added to your account',
  body: 'An authenticator app was paired with your YouBiz account: sign-ins and payments now ask for its codes. If this was not you, call Customer Service now.',
};
const subjectsTo = (email: string) => bank.emailsTo(email).map((m) => m.subject);
const hasAuthenticator = async (email: string) =>
  (await loginAs(email)).body.isAuthenticatorEnabled;
const ATTACKER = 'attacker-device';

describe('authenticator management', () => {
  it('a copied access token alone cannot pair a new authenticator and pay with it', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const recipients = await recipientsOf(accessToken);
    // A FAST payee (a local SGD account outside DBS), as payments.test.ts picks one.
    const fast = recipients.find(
      (r) =>
        r.recipientType === 'LOCAL' &&
        r.currency === 'SGD' &&
        !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
    );
    const main = bank.accounts().find((a) => a.accountName === 'Main account');
    if (!fast || !main) throw new Error('no FAST recipient or main account');
    const before = main.currentBalance;
    // The attacker has the token only: no password, no phone, another device.
    expect(await generateSecret(accessToken, {}, ATTACKER)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'password' },
    });
    expect(await generateSecret(accessToken, { password: 'Guess@1234' }, ATTACKER)).toEqual(
      wrongPassword(4),
    );
    expect(await pair(accessToken, '123456', ATTACKER)).toEqual(NO_PENDING);
    const request = payoutRequest(main, fast, toMicros('9000.00'));
    const binding = codeBindingOf(payoutAuthorisation(request, main.accountName, fast));
    expect(
      await post('/boom/v3/payouts/otp/verify-payout-totp', {
        bearer: accessToken,
        deviceId: ATTACKER,
        body: { ...binding, totp: '123456' },
      }),
    ).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: 'No authenticator app is paired: use an SMS or e-mail code.',
      },
    });
    const paid = await pay(accessToken, 'FAST', {
      ...request,
      totpReferenceID: crypto.randomUUID(),
    });
    expect(paid).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } });
    expect(bank.accounts().find((a) => a.accountName === 'Main account')?.currentBalance).toBe(
      before,
    );
    expect(await hasAuthenticator('admin@demo.test')).toBe(false);
    expect(subjectsTo('admin@demo.test')).toEqual([]);
  });

  it('the password with a copied token is not enough either: a fresh SMS code of this session is needed', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await generateSecret(accessToken, { password: 'Demo@1234' }, ATTACKER)).toEqual(
      SMS_NEEDED,
    );
    expect(
      await generateSecret(
        accessToken,
        { password: 'Demo@1234', otpId: crypto.randomUUID() },
        ATTACKER,
      ),
    ).toEqual(NOT_THIS_VERIFICATION);
    expect(await hasAuthenticator('admin@demo.test')).toBe(false);
  });

  it('a payout code, or a step-up code of another session, does not manage the second factor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mine = await signIn('admin@demo.test');
    const main = bank.accounts().find((a) => a.accountName === 'Main account');
    const fast = (await recipientsOf(mine.accessToken)).find((r) => r.recipientType === 'LOCAL');
    if (!main || !fast) throw new Error('no account or recipient');
    const request = payoutRequest(main, fast, toMicros('5.00'));
    const payoutCode = await payoutReference(
      mine.accessToken,
      codeBindingOf(payoutAuthorisation(request, main.accountName, fast)),
    );
    expect(
      await generateSecret(mine.accessToken, { password: 'Demo@1234', otpId: payoutCode }),
    ).toEqual(NOT_THIS_VERIFICATION);
    // A second session (another login code may be asked for 179 seconds after the first).
    vi.setSystemTime(Date.now() + 180_000);
    const other = await signIn('admin@demo.test', { deviceId: 'device-test-2' });
    const otherStepUp = await smsStepUp(other.accessToken);
    expect(
      await generateSecret(mine.accessToken, { password: 'Demo@1234', otpId: otherStepUp }),
    ).toEqual(NOT_THIS_VERIFICATION);
    expect(await hasAuthenticator('admin@demo.test')).toBe(false);
  });

  it("adding an app takes the mailbox too: a verified e-mail code of this session, not an SMS step, not another session's, and no code is spent without it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { accessToken } = await signIn('admin@demo.test');
    const sms = await smsStepUp(accessToken);
    expect(await generateSecret(accessToken, { password: 'Demo@1234', otpId: sms })).toEqual({
      status: 400,
      body: { code: 'INVALID_OTP', description: 'Confirm with a code sent to your e-mail first.' },
    });
    // The SMS step's reference does not stand in for the mailbox.
    expect(
      await generateSecret(accessToken, { password: 'Demo@1234', otpId: sms, emailOtpId: sms }),
    ).toEqual(NOT_THIS_VERIFICATION);
    // Another session's e-mail step (a new login code may be asked for 179 seconds later).
    vi.setSystemTime(Date.now() + 180_000);
    const other = await signIn('admin@demo.test', { deviceId: 'device-test-2' });
    const othersMailbox = await emailStepUp(other.accessToken);
    expect(
      await generateSecret(accessToken, {
        password: 'Demo@1234',
        otpId: sms,
        emailOtpId: othersMailbox,
      }),
    ).toEqual(NOT_THIS_VERIFICATION);
    // Refused so far, the SMS step is not spent: with this session's e-mail step it pairs.
    const generated = await generateSecret(accessToken, {
      password: 'Demo@1234',
      otpId: sms,
      emailOtpId: await emailStepUp(accessToken),
    });
    expect(generated.status).toBe(200);
    // Replacing an app takes it as well, and a refusal does not spend the app's code.
    expect((await pair(accessToken, codeOf(generated.body.secret))).status).toBe(200);
    vi.setSystemTime(Date.now() + 30_000);
    const current = codeOf(generated.body.secret);
    expect(await generateSecret(accessToken, { password: 'Demo@1234', totp: current })).toEqual({
      status: 400,
      body: { code: 'INVALID_OTP', description: 'Confirm with a code sent to your e-mail first.' },
    });
    expect(
      (
        await generateSecret(accessToken, {
          password: 'Demo@1234',
          totp: current,
          emailOtpId: await emailStepUp(accessToken),
        })
      ).status,
    ).toBe(200);
  });

  it('a role that may not: an e-mail step-up needs a signed-in session', async () => {
    expect(await post('/boom/v2/auth/generate-email-otp', {})).toMatchObject({ status: 401 });
    const login = await loginAs('admin@demo.test');
    expect(
      await post('/boom/v2/auth/generate-email-otp', { bearer: login.body.jwtToken }),
    ).toMatchObject({ status: 401 });
  });

  it('pairing never answers a refresh token: the password and an SMS code pair the app, and the user is e-mailed', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const generated = await generateSecret(accessToken, await addingProof(accessToken));
    expect(generated.status).toBe(200);
    expect(generated.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(await pair(accessToken, '000000')).toEqual({ status: 400, body: warning(4) });
    expect(await pair(accessToken, codeOf(generated.body.secret))).toEqual({
      status: 200,
      body: {},
    });
    expect(bank.demoUsers().find((u) => u.email === 'admin@demo.test')).toMatchObject({
      secondFactor: 'TOTP',
      totpSecret: generated.body.secret,
    });
    expect(await hasAuthenticator('admin@demo.test')).toBe(true);
    expect(bank.emailsTo('admin@demo.test')).toEqual([
      { to: 'admin@demo.test', ...ADDED, at: expect.any(Number) },
    ]);
  });

  it('a pending secret changes nothing and pairs only in the session that generated it, for 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await signIn('admin@demo.test');
    const { body } = await generateSecret(first.accessToken, await addingProof(first.accessToken));
    expect(await hasAuthenticator('admin@demo.test')).toBe(false);
    vi.setSystemTime(Date.now() + 180_000);
    const second = await signIn('admin@demo.test', { deviceId: 'device-test-2' });
    expect(await pair(second.accessToken, codeOf(body.secret))).toEqual(NO_PENDING);
    expect(await hasAuthenticator('admin@demo.test')).toBe(false);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await pair(first.accessToken, codeOf(body.secret))).toEqual(NO_PENDING);
    expect(await hasAuthenticator('admin@demo.test')).toBe(false);
    expect(subjectsTo('admin@demo.test')).toEqual([]);
  });

  it('a copied access token cannot remove the authenticator', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    expect(await removeApp(accessToken, {}, ATTACKER)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'password' },
    });
    expect(
      await removeApp(accessToken, { password: 'Guess@1234', totp: '123456' }, ATTACKER),
    ).toEqual(wrongPassword(4));
    expect(await removeApp(accessToken, { password: 'Demo@1234' }, ATTACKER)).toEqual({
      status: 400,
      body: { code: 'INVALID_OTP', description: 'Enter a current code of your authenticator app.' },
    });
    // An SMS step-up does not stand in for the app the user has.
    expect(
      await removeApp(
        accessToken,
        { password: 'Demo@1234', otpId: await smsStepUp(accessToken) },
        ATTACKER,
      ),
    ).toEqual({
      status: 400,
      body: { code: 'INVALID_OTP', description: 'Enter a current code of your authenticator app.' },
    });
    expect(bank.currentTotp('finance@demo.test')).not.toBeNull();
    expect(subjectsTo('finance@demo.test')).toEqual([]);
  });

  it('removes the authenticator with the password and a current code of it, and e-mails the user', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const { accessToken } = await signInWith('finance@demo.test', codeOf(FINANCE_TOTP_SECRET)).then(
      (r) => r.body,
    );
    // The code that signed in is spent: the next step's code removes the app.
    expect(
      await removeApp(accessToken, { password: 'Demo@1234', totp: codeOf(FINANCE_TOTP_SECRET) }),
    ).toEqual({ status: 400, body: warning(4) });
    vi.setSystemTime(Date.now() + 30_000);
    expect(
      await removeApp(accessToken, { password: 'Demo@1234', totp: codeOf(FINANCE_TOTP_SECRET) }),
    ).toEqual({ status: 200, body: {} });
    expect(bank.currentTotp('finance@demo.test')).toBeNull();
    expect(await hasAuthenticator('finance@demo.test')).toBe(false);
    expect(bank.emailsTo('finance@demo.test')).toEqual([
      {
        to: 'finance@demo.test',
        subject: 'Your authenticator app was removed',
        body: 'The authenticator app was removed from your YouBiz account: sign-ins and payments now ask for a code by SMS. If this was not you, call Customer Service now.',
        at: expect.any(Number),
      },
    ]);
    expect(await removeApp(accessToken, { password: 'Demo@1234' })).toEqual({
      status: 400,
      body: { code: 'INVALID_PARAMETER', description: 'No authenticator app is paired.' },
    });
  });

  it('replacing the authenticator takes a current code of the old app; the new one pairs in the same step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const { accessToken } = await signIn('finance@demo.test');
    const { body } = await generateSecret(accessToken, {
      password: 'Demo@1234',
      totp: codeOf(FINANCE_TOTP_SECRET),
      emailOtpId: await emailStepUp(accessToken),
    });
    expect(bank.currentTotp('finance@demo.test')).toBe(codeOf(FINANCE_TOTP_SECRET));
    expect(await pair(accessToken, codeOf(body.secret))).toEqual({ status: 200, body: {} });
    expect(bank.demoUsers().find((u) => u.email === 'finance@demo.test')?.totpSecret).toBe(
      body.secret,
    );
    expect(subjectsTo('finance@demo.test')).toEqual(['Your authenticator app was replaced']);
    vi.setSystemTime(Date.now() + 30_000);
    expect(await signInWith('finance@demo.test', codeOf(FINANCE_TOTP_SECRET))).toEqual({
      status: 400,
      body: warning(4),
    });
    expect((await signInWith('finance@demo.test', codeOf(body.secret))).status).toBe(200);
  });

  it('wrong passwords to manage the second factor lock the account like wrong sign-in passwords', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    for (const left of [4, 3, 2, 1])
      expect(await generateSecret(accessToken, { password: 'Guess@1234' })).toEqual(
        wrongPassword(left),
      );
    const locked = {
      status: 423,
      body: {
        code: 'ACCOUNT_LOCKED',
        description:
          'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
      },
    };
    expect(await generateSecret(accessToken, { password: 'Guess@1234' })).toEqual(locked);
    // Locked: the right password does not help, here or at sign-in.
    expect(await generateSecret(accessToken, { password: 'Demo@1234' })).toEqual(locked);
    expect(await loginAs('admin@demo.test')).toEqual(locked);
  });

  it('does not take the code that paired the authenticator again at sign-in; the next step works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const { accessToken } = await signIn('admin@demo.test');
    const { body } = await generateSecret(accessToken, await addingProof(accessToken));
    const code = codeOf(body.secret);
    expect((await pair(accessToken, code)).status).toBe(200);
    expect(await signInWith('admin@demo.test', code)).toEqual({ status: 400, body: warning(4) });
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signInWith('admin@demo.test', codeOf(body.secret))).status).toBe(200);
  });

  it('refuses verify-totp before a secret was generated', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await pair(accessToken, '123456')).toEqual(NO_PENDING);
  });
});
