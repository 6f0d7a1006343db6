import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CodeBinding,
  PayoutCodeIssued,
  PayoutCodeVerified,
} from '../../shared/domain/transfers';
import { type NodeBank, post, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

const binding: CodeBinding = {
  purpose: 'transfer',
  subject: '885164302117',
  payee: '885165410552',
  amount: 100_000_000,
  currency: 'SGD',
};
const generate = (bearer: string, body: unknown) =>
  post<PayoutCodeIssued & { code?: string }>('/boom/v3/payouts/otp/generate-payout-otp', {
    bearer,
    body,
  });
const verify = (bearer: string, otp: string, otpRefId: string) =>
  post<PayoutCodeVerified & { code?: string; description?: string }>(
    '/boom/v3/payouts/otp/verify-payout-otp',
    { bearer, body: { otp, otpRefId } },
  );
const warning = (left: number) => ({
  code: 'ACCOUNT_LOCK_WARNING',
  description: `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`,
  remainingAttempts: left,
});

describe('payout codes', () => {
  it('sends a code with its reference, masked e-mail and phone and the resend wait', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const sent = await generate(accessToken, { ...binding, otpType: 'SMS' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      otpType: 'SMS',
      maskedEmail: 'ad****@demo.test',
      resendInSeconds: 179,
    });
    expect(sent.body.maskedPhone).toMatch(/^\*{4}\d{4}$/);
    expect(await verify(accessToken, '123456', sent.body.otpRefID)).toEqual({
      status: 200,
      body: { isVerified: true, remainingAttempts: 5, referenceId: sent.body.otpRefID },
    });
  });

  it('counts wrong codes down and locks after the fifth, exactly as at sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { accessToken } = await signIn('subadmin@demo.test');
    const sent = await generate(accessToken, binding);
    for (const left of [4, 3, 2, 1])
      expect(await verify(accessToken, '000000', sent.body.otpRefID)).toEqual({
        status: 400,
        body: warning(left),
      });
    expect(await verify(accessToken, '000000', sent.body.otpRefID)).toMatchObject({
      status: 423,
      body: { code: 'ACCOUNT_LOCKED' },
    });
    expect((await verify(accessToken, '123456', sent.body.otpRefID)).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });

  it('refuses a code that is not 6 digits by the contract, counting no attempt', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const sent = await generate(accessToken, binding);
    for (const otp of ['', '12345', '12345a', '1234567'])
      expect(await verify(accessToken, otp, sent.body.otpRefID)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field: 'otp' },
      });
    expect((await verify(accessToken, '123456', sent.body.otpRefID)).body).toMatchObject({
      isVerified: true,
      remainingAttempts: 5,
    });
  });

  it('counts an unknown code reference as a wrong code', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await verify(accessToken, '123456', 'no-such-reference')).toEqual({
      status: 400,
      body: warning(4),
    });
  });

  it('holds back a resend of the same code for 179 s but sends at once for another amount', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect((await generate(accessToken, binding)).status).toBe(200);
    expect(await generate(accessToken, binding)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUEST' },
    });
    expect((await generate(accessToken, { ...binding, amount: 200_000_000 })).status).toBe(200);
  });

  it('sends at most 5 codes in 10 minutes however the amount varies, then answers 429 with when to ask again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { accessToken } = await signIn('admin@demo.test');
    for (let i = 1; i <= 5; i++)
      expect((await generate(accessToken, { ...binding, amount: i * 1_000_000 })).status).toBe(200);
    expect(await generate(accessToken, { ...binding, amount: 6_000_000 })).toEqual({
      status: 429,
      body: {
        code: 'TOO_MANY_REQUEST',
        description: 'Too many codes were sent. You can ask for a new code in 10 minutes.',
      },
    });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await generate(accessToken, { ...binding, amount: 6_000_000 })).status).toBe(200);
  });

  it('refuses a malformed binding by the contract, naming the field, and the general role', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const cases: [unknown, string][] = [
      [{ ...binding, purpose: 'payout' }, 'purpose'],
      [{ ...binding, payee: '' }, 'payee'],
      [{ ...binding, amount: 1.5 }, 'amount'],
      [{ ...binding, amount: -1 }, 'amount'],
      [{ ...binding, currency: 'XYZ' }, 'currency'],
      [{ ...binding, otpType: 'TOTP' }, 'otpType'],
    ];
    for (const [body, field] of cases)
      expect(await generate(accessToken, body)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field },
      });
    const general = await signIn('general@demo.test');
    expect(await generate(general.accessToken, binding)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });

  it('verifies an authenticator code for a binding and answers a fresh reference', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const totp = bank.currentTotp('finance@demo.test') ?? '';
    const ok = await post<PayoutCodeVerified>('/boom/v3/payouts/otp/verify-payout-totp', {
      bearer: accessToken,
      body: { ...binding, totp },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ isVerified: true, remainingAttempts: 5 });
    expect(ok.body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    const wrong = await post('/boom/v3/payouts/otp/verify-payout-totp', {
      bearer: accessToken,
      body: { ...binding, totp: totp === '000000' ? '111111' : '000000' },
    });
    expect(wrong).toEqual({ status: 400, body: warning(4) });
  });

  it('takes an authenticator code for one payment only: the same code for another amount is a wrong code; the next step works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const { accessToken } = await signIn('finance@demo.test');
    const verifyTotp = (totp: string, amount: number) =>
      post<PayoutCodeVerified>('/boom/v3/payouts/otp/verify-payout-totp', {
        bearer: accessToken,
        body: { ...binding, amount, totp },
      });
    const totp = bank.currentTotp('finance@demo.test') ?? '';
    expect((await verifyTotp(totp, 5_000_000)).status).toBe(200);
    expect(await verifyTotp(totp, 9_000_000_000)).toEqual({ status: 400, body: warning(4) });
    expect(await verifyTotp(totp, 5_000_000)).toEqual({ status: 400, body: warning(3) });
    vi.setSystemTime(Date.now() + 30_000);
    expect(
      (await verifyTotp(bank.currentTotp('finance@demo.test') ?? '', 9_000_000_000)).status,
    ).toBe(200);
  });

  it('refuses an authenticator code from a user without an authenticator', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      await post('/boom/v3/payouts/otp/verify-payout-totp', {
        bearer: accessToken,
        body: { ...binding, totp: '123456' },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER' },
    });
  });
});
