import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  call,
  deviceCredentials,
  loginAs,
  type NodeBank,
  post,
  preMfa,
  restartNodeBank,
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

// Pre-login calls: they carry the registered device's basic credentials, as login does.
const requestReset = async (email: string) =>
  post<{ otpId: string }>('/v1/boom/auth/request-reset-password', {
    basic: await deviceCredentials(),
    body: { email, deviceId: 'device-test-1' },
  });
const reset = async (password: string, otp: string, otpId: string) =>
  post('/boom/v2/auth/reset-password', {
    basic: await deviceCredentials(),
    body: { password, verifyOtp: { otp, otpId } },
  });

const wrongCode = (left: number) => ({
  status: 400,
  body: {
    code: 'INVALID_OTP',
    description: `This code is not correct. You can try ${left} more times, then ask for a new code.`,
  },
});

describe('forgot password', () => {
  it('resets the password with the e-mailed code and signs the user out everywhere', async () => {
    const before = await signIn('accountant@demo.test');
    const { body } = await requestReset(' Accountant@demo.test ');
    expect(await reset('NewPass#2026', '123456', body.otpId)).toEqual({ status: 200, body: {} });
    expect((await loginAs('accountant@demo.test')).status).toBe(404);
    expect(
      (await loginAs('accountant@demo.test', 'device-test-1', 'NewPass#2026')).body.otpRequired,
    ).toBe(true);
    expect(bank.demoUsers().find((u) => u.email === 'accountant@demo.test')?.password).toBe(
      'NewPass#2026',
    );
    expect((await call('/v1/boom/auth/user/profile', { bearer: before.accessToken })).status).toBe(
      401,
    );
  });

  it('a reset revokes the remember tokens: the next login asks for the second factor again', async () => {
    const { rememberToken } = await signIn('accountant@demo.test', { remember: true });
    const { body } = await requestReset('accountant@demo.test');
    expect((await reset('NewPass#2026', '123456', body.otpId)).status).toBe(200);
    expect(
      (await loginAs('accountant@demo.test', 'device-test-1', 'NewPass#2026', rememberToken)).body
        .otpRequired,
    ).toBe(true);
  });

  it('holds back reset requests like any code: a second one within 179 s is refused with when to ask again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await requestReset('accountant@demo.test')).status).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await requestReset('ACCOUNTANT@demo.test')).toEqual({
      status: 429,
      body: {
        code: 'TOO_MANY_REQUEST',
        description: 'A new code was sent recently. You can ask for another one in 119 seconds.',
      },
    });
  });

  it('the reset request answers a registered and an unknown e-mail alike; every code of the unknown one fails as a wrong code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const registered = await requestReset('accountant@demo.test');
    const unknown = await requestReset('nobody@demo.test');
    for (const answer of [registered, unknown]) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['otpId']);
      expect(answer.body.otpId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The same hold per e-mail for both.
    vi.setSystemTime(Date.now() + 60_000);
    const held = {
      status: 429,
      body: {
        code: 'TOO_MANY_REQUEST',
        description: 'A new code was sent recently. You can ask for another one in 119 seconds.',
      },
    };
    expect(await requestReset('accountant@demo.test')).toEqual(held);
    expect(await requestReset('nobody@demo.test')).toEqual(held);
    // The demo code too: the unknown e-mail's code counts tries and is spent as a real one.
    for (const [otp, left] of [
      ['123456', 4],
      ['000000', 3],
      ['123456', 2],
      ['654321', 1],
    ] as const)
      expect(await reset('NewPass#2026', otp, unknown.body.otpId)).toEqual({
        status: 400,
        body: {
          code: 'INVALID_OTP',
          description: `This code is not correct. You can try ${left} more ${left === 1 ? 'time' : 'times'}, then ask for a new code.`,
        },
      });
    expect((await reset('NewPass#2026', '123456', unknown.body.otpId)).body).toEqual({
      code: 'INVALID_OTP',
      description:
        'This code was entered wrongly too many times and no longer works. Ask for a new code.',
    });
  });

  it('answers a suspended account as an unknown e-mail, and tells its owner by e-mail why it cannot be reset', async () => {
    const answer = await requestReset('suspended@demo.test');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['otpId']);
    expect((await reset('NewPass#2026', '123456', answer.body.otpId)).body).toEqual({
      code: 'INVALID_OTP',
      description: 'This code is not correct. You can try 4 more times, then ask for a new code.',
    });
    expect(bank.emailsTo('suspended@demo.test').map((m) => [m.subject, m.body])).toEqual([
      [
        'Reset your password',
        'Someone asked to reset the password of your account, but your account is suspended, so it cannot be reset. Ask an admin of your company to reactivate it. If it was not you, you need not do anything.',
      ],
    ]);
  });

  it('e-mails the code to the owner of a registered address, and nothing to an unknown one', async () => {
    await requestReset('accountant@demo.test');
    await requestReset('nobody@demo.test');
    expect(bank.emailsTo('accountant@demo.test').map((m) => [m.subject, m.body])).toEqual([
      [
        'Reset your password',
        'Your code to reset your password is 123456. It works for 5 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
    ]);
    expect(bank.emailsTo('nobody@demo.test')).toEqual([]);
  });

  it('30 reset requests from one client are throttled: 10 an hour, whatever the e-mail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const basic = await deviceCredentials();
    const statuses: number[] = [];
    const refusals = [];
    for (let i = 0; i < 30; i++) {
      const answer = await post('/v1/boom/auth/request-reset-password', {
        basic,
        body: { email: `probe${i}@demo.test`, deviceId: 'device-test-1' },
      });
      statuses.push(answer.status);
      if (answer.status !== 200) refusals.push(answer.body);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(refusals).toEqual(
      Array.from({ length: 20 }, () => ({
        code: 'TOO_MANY_REQUEST',
        description:
          'Too many password reset requests in a short time. You can try again in 60 minutes.',
      })),
    );
    vi.setSystemTime(Date.now() + 60 * 60_000);
    expect((await requestReset('accountant@demo.test')).status).toBe(200);
  });

  it('counts wrong reset codes against the reset code: 4 tries left, then the code is spent and a new one is needed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { body } = await requestReset('accountant@demo.test');
    for (const left of [4, 3, 2, 1])
      expect(await reset('NewPass#2026', '000000', body.otpId)).toEqual({
        status: 400,
        body: {
          code: 'INVALID_OTP',
          description: `This code is not correct. You can try ${left} more ${left === 1 ? 'time' : 'times'}, then ask for a new code.`,
        },
      });
    expect(await reset('NewPass#2026', '000000', body.otpId)).toEqual({
      status: 400,
      body: {
        code: 'INVALID_OTP',
        description:
          'This code was entered wrongly too many times and no longer works. Ask for a new code.',
      },
    });
    // Spent: even the right code is refused now.
    expect(await reset('NewPass#2026', '123456', body.otpId)).toEqual({
      status: 400,
      body: {
        code: 'INVALID_OTP',
        description: 'This code is not valid any more. Ask for a new code.',
      },
    });
    vi.setSystemTime(Date.now() + 180_000);
    const again = await requestReset('accountant@demo.test');
    expect((await reset('NewPass#2026', '123456', again.body.otpId)).status).toBe(200);
  });

  it('never locks the account for wrong reset codes: 20 of them over 4 requests, then the password still signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let request = 0; request < 4; request++) {
      const { status, body } = await requestReset('general@demo.test');
      expect(status).toBe(200);
      for (let i = 0; i < 5; i++)
        expect((await reset('NewPass#2026', '000000', body.otpId)).status).toBe(400);
      vi.setSystemTime(Date.now() + 180_000);
    }
    expect((await loginAs('general@demo.test')).body).toMatchObject({ otpRequired: true });
    // Nor does it count towards the login's attempts: the first wrong login code leaves 4.
    const { token, otpId } = await preMfa('general@demo.test');
    expect((await verifyMfa(token, '000000', otpId)).body).toMatchObject({
      code: 'ACCOUNT_LOCK_WARNING',
      remainingAttempts: 4,
    });
    expect((await verifyMfa(token, '123456', otpId)).status).toBe(200);
  });

  it('a stranger holding a reset request cannot test guesses of the current password: a wrong code is answered first', async () => {
    const { body } = await requestReset('accountant@demo.test');
    // The current password and another one get the same answer without the code.
    expect(await reset('Demo@1234', '000000', body.otpId)).toEqual(wrongCode(4));
    expect(await reset('Other#2026', '000000', body.otpId)).toEqual(wrongCode(3));
    // With the right code the rule holds, and the refusal does not spend the code.
    expect((await reset('Demo@1234', '123456', body.otpId)).body).toEqual({
      code: 'INVALID_PARAMETER',
      description: 'The new password must be different from the current one.',
    });
    expect((await reset('NewPass#2026', '123456', body.otpId)).status).toBe(200);
  });

  it('answers INVALID_OTP for an unknown reset code id', async () => {
    expect((await reset('NewPass#2026', '123456', 'unknown-id')).body).toEqual({
      code: 'INVALID_OTP',
      description: 'This code is not valid any more. Ask for a new code.',
    });
  });

  it('refuses a password under 8 characters without spending the code', async () => {
    const { body } = await requestReset('accountant@demo.test');
    expect(await reset('short', '123456', body.otpId)).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description:
          'The password needs at least 8 characters, an upper-case letter (A-Z), a number (0-9) and a special character (e.g. ! @ # $).',
      },
    });
    expect((await reset('LongEnough#1', '123456', body.otpId)).status).toBe(200);
  });

  it('a reset cannot set aaaaaaaa, which sign-up and change-password refuse', async () => {
    const { body } = await requestReset('accountant@demo.test');
    // Without the code, the answer is a wrong code's, whatever the password.
    expect(await reset('aaaaaaaa', '000000', body.otpId)).toEqual(wrongCode(4));
    // With it, the policy's text, naming what is missing; the code is not spent.
    expect(await reset('aaaaaaaa', '123456', body.otpId)).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description:
          'The password needs an upper-case letter (A-Z), a number (0-9) and a special character (e.g. ! @ # $).',
      },
    });
    expect((await loginAs('accountant@demo.test', 'device-test-1', 'aaaaaaaa')).status).toBe(404);
    expect((await loginAs('accountant@demo.test')).body).toMatchObject({ otpRequired: true });
    expect((await reset('NewPass#2026', '123456', body.otpId)).status).toBe(200);
  });
});

describe('malformed password requests', () => {
  it('names the field with INVALID_PARAM_ERROR: a blank e-mail, a missing code, a code that is not 6 digits', async () => {
    expect(await requestReset(' ')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'email' },
    });
    const { body } = await requestReset('accountant@demo.test');
    const basic = await deviceCredentials();
    expect(
      (await post('/boom/v2/auth/reset-password', { basic, body: { password: 'NewPass#2026' } }))
        .body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'verifyOtp' });
    expect((await reset('NewPass#2026', '12345', body.otpId)).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'verifyOtp.otp',
    });
    // A malformed request is no attempt: the right code still works.
    expect((await reset('NewPass#2026', '123456', body.otpId)).status).toBe(200);
  });

  it('refuses a change without a new password with INVALID_PARAM_ERROR', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const answer = await post('/v1/boom/auth/user/change-password', {
      bearer: accessToken,
      body: { currentPassword: 'Demo@1234' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'newPassword' },
    });
  });
});

describe('the pre-login password calls', () => {
  it('refuse a caller without the device credentials before reading the request (401 INVALID_CLIENT_AUTH)', async () => {
    for (const path of ['/v1/boom/auth/request-reset-password', '/boom/v2/auth/reset-password']) {
      expect(await post(path, { body: { email: 'accountant@demo.test' } })).toMatchObject({
        status: 401,
        body: { code: 'INVALID_CLIENT_AUTH' },
      });
      expect(await post(path, { body: {} })).toMatchObject({
        status: 401,
        body: { code: 'INVALID_CLIENT_AUTH' },
      });
    }
  });
});

const change = (bearer: string, currentPassword: string, newPassword: string) =>
  post('/v1/boom/auth/user/change-password', {
    bearer,
    body: { currentPassword, newPassword },
  });
const wrongCurrent = (left: number) => ({
  status: 400,
  body: {
    code: 'ACCOUNT_LOCK_WARNING',
    description: `The current password is not correct. To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
    remainingAttempts: left,
  },
});

describe('change password', () => {
  const LOCKED = {
    status: 423,
    body: {
      code: 'ACCOUNT_LOCKED',
      description:
        'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    },
  };

  it('refuses a wrong current password, saying how many tries are left before the lock', async () => {
    const { accessToken } = await signIn('general@demo.test');
    expect(await change(accessToken, 'wrong', 'Other@1234')).toEqual(wrongCurrent(4));
  });

  it('12 wrong current passwords lock the account like wrong sign-in passwords', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await change(accessToken, `Guess@${i}000`, 'Other@1234'));
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map(wrongCurrent));
    for (const answer of answers.slice(4)) expect(answer).toEqual(LOCKED);
    // The right password changes nothing while locked, here or at sign-in.
    expect(await change(accessToken, 'Demo@1234', 'Other@1234')).toEqual(LOCKED);
    expect(await loginAs('general@demo.test')).toEqual(LOCKED);
    expect(await loginAs('general@demo.test', 'device-test-1', 'Other@1234')).toEqual(LOCKED);
  });

  it('counts wrong current passwords with wrong sign-in passwords, in one count', async () => {
    const { accessToken } = await signIn('general@demo.test');
    for (let i = 0; i < 3; i++)
      expect((await loginAs('general@demo.test', 'device-test-1', 'nope')).status).toBe(404);
    expect(await change(accessToken, 'wrong', 'Other@1234')).toEqual(wrongCurrent(1));
  });

  it("change-password refuses aaaaaaaa with the policy's text", async () => {
    const { accessToken } = await signIn('general@demo.test');
    expect(await change(accessToken, 'Demo@1234', 'aaaaaaaa')).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description:
          'The password needs an upper-case letter (A-Z), a number (0-9) and a special character (e.g. ! @ # $).',
      },
    });
    expect((await loginAs('general@demo.test', 'device-test-1', 'aaaaaaaa')).status).toBe(404);
  });

  it('change-password ends the other sessions; the caller goes on, and the user is e-mailed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const other = await signIn('general@demo.test', { deviceId: 'device-test-2' });
    // A second login code may be asked for 179 seconds after the first.
    vi.setSystemTime(Date.now() + 180_000);
    const mine = await signIn('general@demo.test');
    expect(await change(mine.accessToken, 'Demo@1234', 'Other@1234')).toEqual({
      status: 200,
      body: {},
    });
    expect(await call('/v1/boom/auth/user/profile', { bearer: other.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
    expect(await post('/boom/v2/auth/refresh-token', { bearer: other.refreshToken })).toMatchObject(
      { status: 401, body: { code: 'INVALID_TOKEN' } },
    );
    expect((await call('/v1/boom/auth/user/profile', { bearer: mine.accessToken })).status).toBe(
      200,
    );
    const refreshed = await post<{ accessToken: string }>('/boom/v2/auth/refresh-token', {
      bearer: mine.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await call('/v1/boom/auth/user/profile', { bearer: refreshed.body.accessToken })).status,
    ).toBe(200);
    expect(bank.emailsTo('general@demo.test')).toEqual([
      {
        to: 'general@demo.test',
        subject: 'Your password was changed',
        body: 'The password of your YouBiz account was changed, and its other sessions were signed out. If this was not you, reset your password and call Customer Service now.',
        at: expect.any(Number),
      },
    ]);
  });

  it('a reset after a change ends the session the change kept', async () => {
    const mine = await signIn('accountant@demo.test');
    expect((await change(mine.accessToken, 'Demo@1234', 'Other@1234')).status).toBe(200);
    const { body } = await requestReset('accountant@demo.test');
    expect((await reset('Third#2026', '123456', body.otpId)).status).toBe(200);
    expect((await call('/v1/boom/auth/user/profile', { bearer: mine.accessToken })).status).toBe(
      401,
    );
  });

  it('a change revokes the remember tokens: the next login asks for the second factor again', async () => {
    const { accessToken, rememberToken } = await signIn('general@demo.test', { remember: true });
    const answer = await post('/v1/boom/auth/user/change-password', {
      bearer: accessToken,
      body: { currentPassword: 'Demo@1234', newPassword: 'Other@1234' },
    });
    expect(answer.status).toBe(200);
    expect(
      (await loginAs('general@demo.test', 'device-test-1', 'Other@1234', rememberToken)).body
        .otpRequired,
    ).toBe(true);
  });

  it('changes the password; the change survives a reload and reset() undoes it', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const answer = await post('/v1/boom/auth/user/change-password', {
      bearer: accessToken,
      body: { currentPassword: 'Demo@1234', newPassword: 'Other@1234' },
    });
    expect(answer.status).toBe(200);
    bank = await restartNodeBank(bank);
    expect((await loginAs('general@demo.test', 'device-test-1', 'Other@1234')).status).toBe(200);
    expect((await loginAs('general@demo.test')).status).toBe(404);
    bank.reset();
    expect((await loginAs('general@demo.test')).status).toBe(200);
  });
});
