import { describe, expect, it } from 'vitest';
import {
  cashbackRangeSchema,
  RANGE_TEXTS,
  VERIFY_TEXTS,
  verifyCodeSchema,
  verifyFailureText,
} from './schemas';

/** Each field's first message, as the form shows it. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('the rewards code form', () => {
  it('takes 4 to 20 letters and digits, trimmed', () => {
    expect(verifyCodeSchema.parse({ rewardsCode: ' welcome20 ' })).toEqual({
      rewardsCode: 'welcome20',
    });
  });

  it.each([
    ['', VERIFY_TEXTS.required],
    ['   ', VERIFY_TEXTS.required],
    ['abc', VERIFY_TEXTS.format],
    ['ab cd', VERIFY_TEXTS.format],
    ['A'.repeat(21), VERIFY_TEXTS.format],
    ['WELCOME-20', VERIFY_TEXTS.format],
  ])('refuses %j: %s', (rewardsCode, message) => {
    expect(messagesOf(verifyCodeSchema.safeParse({ rewardsCode }))).toEqual({
      rewardsCode: message,
    });
  });

  it("says the bank's refusals in the product's words, a throttle's wait as the bank says it", () => {
    expect(verifyFailureText({ code: 'CODE_EXPIRED', message: 'x' })).toBe('Promo code expired');
    expect(verifyFailureText({ code: 'INVALID_CODE', message: 'x' })).toBe(
      VERIFY_TEXTS.INVALID_CODE,
    );
    expect(
      verifyFailureText({
        code: 'TOO_MANY_REQUEST',
        message: 'x',
        description: 'Try again in 3 minutes.',
      }),
    ).toBe('Try again in 3 minutes.');
    expect(verifyFailureText({ code: 'SERVICE_UNAVAILABLE', message: 'Catalogue text' })).toBe(
      'Catalogue text',
    );
  });
});

const range = (startDate: string, endDate: string, vaNumber = '885164302117') =>
  cashbackRangeSchema.safeParse({ vaNumber, startDate, endDate });

describe("the cashback page's range", () => {
  it('takes an account and a range of days in order, at most 366 days', () => {
    expect(range('2026-11-01', '2026-11-27').success).toBe(true);
    expect(range('2026-11-27', '2026-11-27').success).toBe(true);
    expect(range('2025-11-27', '2026-11-27').success).toBe(true);
  });

  it('says on the end date when the range is reversed or too long', () => {
    expect(messagesOf(range('2026-11-27', '2026-11-01'))).toEqual({
      endDate: RANGE_TEXTS.reversed,
    });
    expect(messagesOf(range('2025-11-26', '2026-11-27'))).toEqual({ endDate: RANGE_TEXTS.tooLong });
  });

  it('asks for what is missing', () => {
    expect(messagesOf(range('', '', ''))).toEqual({
      vaNumber: RANGE_TEXTS.accountRequired,
      startDate: RANGE_TEXTS.startRequired,
      endDate: RANGE_TEXTS.endRequired,
    });
  });
});
