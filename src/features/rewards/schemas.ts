import { z } from 'zod/mini';
import { REWARDS_CODE_PATTERN } from '../../shared/domain/rewards';

/**
 * The rewards area's texts and form rules (spec-3 §2 Other screens: Rewards: Cashback, Referrals,
 * Perks; docs/spec/messages.tsv nav_*; the rest written here, docs/decisions/rewards.md).
 */
export const REWARDS_TEXTS = {
  rewards: 'Rewards',
  cashback: 'Cashback',
  referrals: 'Referrals',
  perks: 'Perks',
  offline:
    "You're offline. Rewards are not saved on this device; they will load when you're back online.",
  unavailable: '--.--',
} as const;

export const VERIFY_TEXTS = {
  label: 'Rewards code',
  required: 'Enter a rewards code.',
  format: 'A rewards code has 4 to 20 letters and digits, without spaces.',
  INVALID_CODE: 'This rewards code is not valid. Check it and try again.',
  CODE_EXPIRED: 'Promo code expired',
  CODE_ALREADY_VERIFIED: 'Your company has already used this rewards code.',
  TOO_MANY_REQUEST: 'Too many wrong codes. Please wait 15 minutes and try again.',
} as const;

/** The verify form: the code as typed, checked for its form before it is sent. */
export const verifyCodeSchema = z.object({
  rewardsCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, VERIFY_TEXTS.required),
      z.regex(REWARDS_CODE_PATTERN, VERIFY_TEXTS.format),
    ),
});
export type VerifyCodeForm = z.input<typeof verifyCodeSchema>;
export type VerifyCodeValues = z.output<typeof verifyCodeSchema>;

/**
 * What the bank's refusal of a code says on the field: the texts above; a throttle's wait as the
 * bank says it; anything else the catalogue's text (`message`).
 */
export function verifyFailureText(failure: {
  code: string;
  message: string;
  description?: string | undefined;
}): string {
  if (failure.code === 'TOO_MANY_REQUEST' && failure.description) return failure.description;
  return failure.code in VERIFY_TEXTS
    ? VERIFY_TEXTS[failure.code as keyof typeof VERIFY_TEXTS]
    : failure.message;
}

export const RANGE_TEXTS = {
  accountRequired: 'Choose an account.',
  startRequired: 'Enter a start date.',
  endRequired: 'Enter an end date.',
  reversed: 'The end date must be on or after the start date.',
  tooLong: 'Choose a range of at most 366 days.',
} as const;

const DAY_MS = 86_400_000;
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The cashback page's account and date range (the bank's rules, said before asking). */
export const cashbackRangeSchema = z
  .object({
    vaNumber: z.string().check(z.minLength(1, RANGE_TEXTS.accountRequired)),
    startDate: z.string().check(z.refine(isDay, RANGE_TEXTS.startRequired)),
    endDate: z.string().check(z.refine(isDay, RANGE_TEXTS.endRequired)),
  })
  .check(
    z.refine((v) => !isDay(v.startDate) || !isDay(v.endDate) || v.startDate <= v.endDate, {
      message: RANGE_TEXTS.reversed,
      path: ['endDate'],
    }),
    z.refine(
      (v) =>
        !isDay(v.startDate) ||
        !isDay(v.endDate) ||
        v.startDate > v.endDate ||
        (Date.parse(v.endDate) - Date.parse(v.startDate)) / DAY_MS < 366,
      { message: RANGE_TEXTS.tooLong, path: ['endDate'] },
    ),
  );
export type CashbackRange = z.output<typeof cashbackRangeSchema>;
