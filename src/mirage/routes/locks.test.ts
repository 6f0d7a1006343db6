import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loginAs,
  type NodeBank,
  post,
  preMfa,
  restartNodeBank,
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
const LOCKED_TEXT =
  'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.';

async function failFiveTimes(email: string) {
  const { token, otpId } = await preMfa(email);
  let last = await verifyMfa(token, '000000', otpId);
  for (let i = 1; i < 5; i++) last = await verifyMfa(token, '000000', otpId);
  return last;
}

describe('wrong codes and locks', () => {
  it('counts wrong codes down from 4 with the exact warning text', async () => {
    const { token, otpId } = await preMfa('accountant@demo.test');
    for (const left of [4, 3, 2, 1]) {
      expect(await verifyMfa(token, '000000', otpId)).toEqual({ status: 400, body: warning(left) });
    }
  });

  it('resets the failed count after a right code', async () => {
    const first = await preMfa('accountant@demo.test');
    await verifyMfa(first.token, '000000', first.otpId);
    await verifyMfa(first.token, '000000', first.otpId);
    expect((await verifyMfa(first.token, '123456', first.otpId)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 180_000);
    const second = await preMfa('accountant@demo.test');
    expect((await verifyMfa(second.token, '000000', second.otpId)).body).toEqual(warning(4));
  });

  it('locks the user for 30 minutes after the fifth wrong code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await failFiveTimes('general@demo.test')).toEqual({
      status: 423,
      body: { code: 'ACCOUNT_LOCKED', description: LOCKED_TEXT },
    });
    expect((await loginAs('general@demo.test')).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    vi.setSystemTime(Date.now() + 30 * 60_000 - 1000);
    expect((await loginAs('general@demo.test')).status).toBe(423);
    vi.setSystemTime(Date.now() + 2000);
    expect((await loginAs('general@demo.test')).body.otpRequired).toBe(true);
  });

  it('refuses even the right code while locked', async () => {
    const { token, otpId } = await preMfa('general@demo.test');
    for (let i = 0; i < 5; i++) await verifyMfa(token, '000000', otpId);
    expect((await verifyMfa(token, '123456', otpId)).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    expect(
      (await post('/boom/v2/auth/generate-mfa-otp', { bearer: token, body: { otpType: 'EMAIL' } }))
        .status,
    ).toBe(423);
  });

  it('answers ACCOUNT_PERMANENT_LOCKED on the third lock within a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const expected of ['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED']) {
      expect((await failFiveTimes('general@demo.test')).body).toMatchObject({ code: expected });
      vi.setSystemTime(Date.now() + 31 * 60_000);
    }
    vi.setSystemTime(Date.now() + 7 * 24 * 3_600_000);
    expect(await loginAs('general@demo.test')).toMatchObject({
      status: 423,
      body: { code: 'ACCOUNT_PERMANENT_LOCKED' },
    });
  });

  it('does not make a third lock permanent when the first is more than a day old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await failFiveTimes('general@demo.test');
    vi.setSystemTime(Date.now() + 23 * 3_600_000);
    await failFiveTimes('general@demo.test');
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    expect((await failFiveTimes('general@demo.test')).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });

  it('keeps locks across a restart of the mock bank (a page reload)', async () => {
    await failFiveTimes('general@demo.test');
    bank = await restartNodeBank(bank);
    expect((await loginAs('general@demo.test')).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });
});

const INCORRECT = {
  status: 404,
  body: {
    code: 'RESOURCE_NOT_FOUND',
    description: 'Incorrect email and/or password. Please try again.',
  },
};

async function wrongPasswords(email: string, times: number) {
  let last = await loginAs(email, undefined, 'Wrong#pass1');
  for (let i = 1; i < times; i++) last = await loginAs(email, undefined, 'Wrong#pass1');
  return last;
}

describe('wrong passwords and locks', () => {
  it('answers the usual RESOURCE_NOT_FOUND to the first four wrong passwords and locks on the fifth', async () => {
    for (let i = 0; i < 4; i++)
      expect(await loginAs('general@demo.test', undefined, 'Wrong#pass1')).toEqual(INCORRECT);
    expect(await loginAs('general@demo.test', undefined, 'Wrong#pass1')).toEqual({
      status: 423,
      body: { code: 'ACCOUNT_LOCKED', description: LOCKED_TEXT },
    });
  });

  it('answers a locked account the same whatever the password, until the 30 minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await wrongPasswords('general@demo.test', 5);
    const right = await loginAs('general@demo.test');
    expect(right).toEqual({
      status: 423,
      body: { code: 'ACCOUNT_LOCKED', description: LOCKED_TEXT },
    });
    expect(await loginAs('general@demo.test', undefined, 'Wrong#pass1')).toEqual(right);
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    expect((await loginAs('general@demo.test')).body.otpRequired).toBe(true);
  });

  it('answers a locked account the same to a right and a wrong password after a lock by codes', async () => {
    await failFiveTimes('general@demo.test');
    const right = await loginAs('general@demo.test');
    expect(right.status).toBe(423);
    expect(await loginAs('general@demo.test', undefined, 'Wrong#pass1')).toEqual(right);
  });

  it('counts wrong passwords and wrong codes together; only a completed sign-in resets the count', async () => {
    await wrongPasswords('accountant@demo.test', 3);
    // The right password alone does not reset the count: it is one factor of two.
    const { token, otpId } = await preMfa('accountant@demo.test');
    expect((await verifyMfa(token, '000000', otpId)).body).toEqual(warning(1));
    expect((await verifyMfa(token, '000000', otpId)).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });

  it('makes the third lock by wrong passwords within a day permanent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const expected of ['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED']) {
      expect((await wrongPasswords('general@demo.test', 5)).body).toMatchObject({
        code: expected,
      });
      vi.setSystemTime(Date.now() + 31 * 60_000);
    }
    expect(await loginAs('general@demo.test')).toMatchObject({
      status: 423,
      body: { code: 'ACCOUNT_PERMANENT_LOCKED' },
    });
  });

  it('never locks an unknown e-mail: it answers RESOURCE_NOT_FOUND however often it is tried', async () => {
    for (let i = 0; i < 6; i++)
      expect(await loginAs('nobody@demo.test', undefined, 'Wrong#pass1')).toEqual(INCORRECT);
  });
});
