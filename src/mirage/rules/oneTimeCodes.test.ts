import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankError } from '../types';
import {
  codeOwner,
  consumeVerifiedCode,
  issueCode,
  verifyCode,
  type CodeSubject,
} from './oneTimeCodes';

const payer: CodeSubject = { email: 'payer@demo.test', fixedCode: '654321', totpSecret: null };
const failure = (fn: () => unknown): BankError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof BankError) return error;
  }
  throw new Error('expected a BankError');
};

/** What a payout code for `SGD:amount` is refused with. */
const refusal = (amount: number) =>
  failure(() => issueCode(payer, 'SMS', 'payout', `SGD:${amount}`)).description;

/** The payer's right code for a payout code bound to `binding`: the verified reference. */
const verifyPayout = (otpId = '', binding: string) =>
  verifyCode(payer, { otp: '654321', otpId, otpType: 'SMS' }, 'payout', binding);

afterEach(() => {
  vi.useRealTimers();
});

describe('codes bound to what they authorise', () => {
  it('refuses a payout code for another amount or payee, and counts it as a wrong code', () => {
    const { otpId } = issueCode(payer, 'SMS', 'payout', 'SGD:100.00:recipient-1');
    const other = failure(() =>
      verifyCode(
        payer,
        { otp: '654321', otpId, otpType: 'SMS' },
        'payout',
        'SGD:900.00:recipient-1',
      ),
    );
    expect(other).toMatchObject({
      status: 400,
      code: 'ACCOUNT_LOCK_WARNING',
      extra: { remainingAttempts: 4 },
    });
    expect(
      verifyCode(
        payer,
        { otp: '654321', otpId, otpType: 'SMS' },
        'payout',
        'SGD:100.00:recipient-1',
      ),
    ).toBe(otpId);
  });

  it('lets the verified reference be consumed once, for the same binding only', () => {
    const { otpId } = issueCode(payer, 'SMS', 'payout', 'batch-7');
    const reference = verifyCode(
      payer,
      { otp: '654321', otpId, otpType: 'SMS' },
      'payout',
      'batch-7',
    );
    expect(
      failure(() => consumeVerifiedCode(payer.email, reference, 'payout', 'batch-8')),
    ).toMatchObject({ code: 'INVALID_OTP' });
    expect(() => consumeVerifiedCode(payer.email, reference, 'payout', 'batch-7')).not.toThrow();
    expect(
      failure(() => consumeVerifiedCode(payer.email, reference, 'payout', 'batch-7')),
    ).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('ends a verified reference 5 minutes after its code was sent, not 5 minutes after that', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sentAt = Date.now();
    const [a, b] = ['a', 'b'].map((binding) => issueCode(payer, 'SMS', 'payout', binding).otpId);
    vi.setSystemTime(sentAt + 60_000);
    const [first, second] = [verifyPayout(a, 'a'), verifyPayout(b, 'b')];
    vi.setSystemTime(sentAt + 5 * 60_000 - 1000);
    expect(() => consumeVerifiedCode(payer.email, first, 'payout', 'a')).not.toThrow();
    vi.setSystemTime(sentAt + 5 * 60_000 + 1000);
    expect(failure(() => consumeVerifiedCode(payer.email, second, 'payout', 'b'))).toMatchObject({
      status: 400,
      code: 'INVALID_OTP',
    });
  });

  it('refuses to consume a code that was issued but never verified', () => {
    const { otpId } = issueCode(payer, 'EMAIL', 'payout', 'x');
    expect(failure(() => consumeVerifiedCode(payer.email, otpId, 'payout', 'x'))).toMatchObject({
      status: 400,
      code: 'INVALID_OTP',
    });
  });

  it('gives authenticator verifications a reference too', () => {
    const subject = { ...payer, totpSecret: 'JBSWY3DPEHPK3PXPKRUGS4TJNZSXI2LT' };
    expect(
      failure(() =>
        verifyCode(subject, { otp: '000000', otpId: '', otpType: 'TOTP' }, 'payout', 'x'),
      ),
    ).toMatchObject({ code: 'ACCOUNT_LOCK_WARNING' });
  });

  it('names the owner of a code for calls made before sign-in', () => {
    const { otpId } = issueCode(payer, 'EMAIL', 'reset-password');
    expect(codeOwner(otpId, 'reset-password')).toBe(payer.email);
    expect(codeOwner(otpId, 'login')).toBeNull();
    expect(codeOwner('nope', 'reset-password')).toBeNull();
  });

  it('keeps separate resend waits per purpose and channel', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    issueCode(payer, 'SMS', 'payout');
    expect(() => issueCode(payer, 'SMS', 'login')).not.toThrow();
    expect(failure(() => issueCode(payer, 'SMS', 'payout'))).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUEST',
    });
    vi.setSystemTime(Date.now() + 179_000);
    expect(() => issueCode(payer, 'SMS', 'payout')).not.toThrow();
  });

  it('ends the resend wait once the code was used: the next action for the same amount gets a code at once', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { otpId } = issueCode(payer, 'SMS', 'payout', 'SGD:100');
    expect(refusal(100)).toBe(
      'A new code was sent recently. You can ask for another one in 179 seconds.',
    );
    verifyPayout(otpId, 'SGD:100');
    // The transfer it authorised failed at the bank: the user confirms again, a new code comes.
    expect(() => issueCode(payer, 'SMS', 'payout', 'SGD:100')).not.toThrow();
    // A wrong code does not end the wait.
    const second = issueCode(payer, 'SMS', 'payout', 'SGD:200');
    failure(() =>
      verifyCode(
        payer,
        { otp: '000000', otpId: second.otpId, otpType: 'SMS' },
        'payout',
        'SGD:200',
      ),
    );
    expect(refusal(200)).toMatch(/^A new code was sent recently/);
  });

  it('sends at most 5 codes per user and purpose in 10 minutes, whatever the amount, payee or channel', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let amount = 1; amount <= 4; amount++) issueCode(payer, 'SMS', 'payout', `SGD:${amount}`);
    issueCode(payer, 'EMAIL', 'payout', 'SGD:5');
    expect(failure(() => issueCode(payer, 'SMS', 'payout', 'SGD:6'))).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUEST',
      description: 'Too many codes were sent. You can ask for a new code in 10 minutes.',
    });
    // Another purpose, or another user, has its own count.
    expect(() => issueCode(payer, 'SMS', 'step-up')).not.toThrow();
    expect(() => issueCode({ ...payer, email: 'other@demo.test' }, 'SMS', 'payout')).not.toThrow();
    vi.setSystemTime(start + 9 * 60_000 + 30_000);
    expect(failure(() => issueCode(payer, 'SMS', 'payout', 'SGD:6')).description).toBe(
      'Too many codes were sent. You can ask for a new code in 1 minute.',
    );
    vi.setSystemTime(start + 10 * 60_000);
    expect(() => issueCode(payer, 'SMS', 'payout', 'SGD:6')).not.toThrow();
  });

  it('says the longer wait when both the resend hold and the send limit apply', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const sendAt = (minutes: number, amount: number) => {
      vi.setSystemTime(start + minutes * 60_000);
      issueCode(payer, 'SMS', 'payout', `SGD:${amount}`);
    };
    [0, 1, 2, 3].forEach((minutes) => sendAt(minutes, minutes));
    sendAt(9.5, 5);
    // The limit lasts until the first send leaves the 10 minutes (30 s); SGD:5 is held 179 s.
    expect(refusal(6)).toBe('Too many codes were sent. You can ask for a new code in 1 minute.');
    vi.setSystemTime(start + 9 * 60_000 + 40_000);
    expect(refusal(5)).toBe(
      'A new code was sent recently. You can ask for another one in 169 seconds.',
    );
    expect(refusal(6)).toBe('Too many codes were sent. You can ask for a new code in 1 minute.');
    vi.setSystemTime(start + 10 * 60_000);
    expect(refusal(5)).toBe(
      'A new code was sent recently. You can ask for another one in 149 seconds.',
    );
    expect(() => issueCode(payer, 'SMS', 'payout', 'SGD:6')).not.toThrow();
    expect(refusal(7)).toBe('Too many codes were sent. You can ask for a new code in 1 minute.');
  });
});
