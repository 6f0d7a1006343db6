import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import {
  CAROUSEL_CARDS,
  REFERRAL_STATUSES,
  REWARDS_CODE_PATTERN,
  REWARDS_TYPES,
} from '../domain/rewards';
import { ACCESS_ERRORS, defineContract } from './contract';
import { accountNumberField, amountField } from './fields';

/**
 * spec-3 §7 Transactions (the rewards calls), §3 Rewards, §9 (docs/decisions/rewards.md). Read by
 * admin, sub-admin, finance and accountant; a rewards code is verified by the money roles. The
 * referral call is the catalogue's area `referral`, kept here with the rest of the rewards.
 */

const READ_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API'] as const;

/** A calendar day, yyyy-mm-dd (a real date). */
const day = z.iso.date();

export const estimatedRewards = defineContract({
  id: 'rewards.estimated',
  method: 'POST',
  path: '/v1/boom/transactions/rewards/estimated',
  summary:
    'spec-3 §7 Transactions: the cashback (1 % of card spend, spec-3 §9) an account earned from startDate to endDate (inclusive, UTC days, at most a year), whether disbursed yet or not',
  auth: 'bearer',
  body: z.object({
    vaNumber: accountNumberField,
    startDate: day,
    endDate: day,
    rewardsType: z.enum(REWARDS_TYPES),
  }),
  answer: z.object({ currency: z.enum(CURRENCY_CODES), rewardsAmt: amountField }),
  errors: [...READ_ERRORS, 'INVALID_PARAM_ERROR', 'INVALID_PARAMETER', 'VA_NOT_AVAILABLE'],
});

export const rewardDetailSchema = z.object({
  rewardsAmt: amountField,
  currency: z.enum(CURRENCY_CODES),
  rewardsType: z.enum(REWARDS_TYPES),
  /** ISO time the reward was credited. */
  disbursedAt: z.string(),
  /** A cashback's month, yyyy-mm (the month before it was credited). */
  month: z.optional(z.string()),
  vaAccountNumber: z.string(),
  vaAccountName: z.string(),
  /** The credit's displayReferenceId in Transactions. */
  transactionId: z.string(),
  description: z.string(),
});

export const disbursedRewards = defineContract({
  id: 'rewards.disbursed',
  method: 'GET',
  path: '/v1/boom/transactions/rewards/disbursed/:type',
  summary:
    "spec-3 §7 Transactions, §3 Rewards: the rewards of a type credited to the company's accounts, newest first (rewardsDetailsRsp); reading a type's list marks its new records seen for the caller",
  auth: 'bearer',
  params: z.object({ type: z.enum(REWARDS_TYPES) }),
  answer: z.object({ rewardsDetailsRsp: z.array(rewardDetailSchema) }),
  errors: [...READ_ERRORS, 'INVALID_PARAM_ERROR'],
});

export const rewardsNotify = defineContract({
  id: 'rewards.notify',
  method: 'GET',
  path: '/v1/boom/transactions/rewards/notify',
  summary:
    "spec-3 §7 Transactions, §3 Rewards: whether cashback or referral rewards were credited since the caller last read that list (the sidebar's cashbackNewRecords, referralNewRecords)",
  auth: 'bearer',
  answer: z.object({ cashback: z.boolean(), referral: z.boolean() }),
  errors: READ_ERRORS,
});

export const referralSchema = z.object({
  businessName: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  invitedAt: z.string(),
  rewardAmt: amountField,
  currency: z.enum(CURRENCY_CODES),
});

export const referralInfo = defineContract({
  id: 'rewards.referral',
  method: 'GET',
  path: '/v1/boom/referral',
  summary:
    "spec-3 §7 Transactions, §3 Rewards, §9: the company's referral code, the campaign (referralValue S$50, a first purchase of S$5 within 90 days, the carousel's order, the banner's text) and the businesses referred",
  auth: 'bearer',
  answer: z.object({
    referralCode: z.string(),
    referralValue: z.number(),
    currency: z.enum(CURRENCY_CODES),
    referralFirstPurchaseMin: z.number(),
    referralEligibleFirstPurchaseTimespan: z.number(),
    carouselOrder: z.array(z.enum(CAROUSEL_CARDS)),
    referralBannerDescription: z.string(),
    referrals: z.array(referralSchema),
  }),
  errors: READ_ERRORS,
});

export const verifyRewardsCode = defineContract({
  id: 'rewards.verify',
  method: 'POST',
  path: '/v1/boom/rewards/verify',
  summary:
    "spec-3 §7 Transactions: verifies a rewards (promo) code and credits its reward once to the company's main SGD account as a Promo Code Reward; wrong codes are throttled",
  auth: 'bearer',
  body: z.object({
    rewardsCode: z.string().check(z.trim(), z.regex(REWARDS_CODE_PATTERN)),
  }),
  answer: z.object({
    rewardsType: z.enum(REWARDS_TYPES),
    rewardsAmt: amountField,
    currency: z.enum(CURRENCY_CODES),
    vaAccountNumber: z.string(),
    vaAccountName: z.string(),
    transactionId: z.string(),
  }),
  errors: [
    ...READ_ERRORS,
    'INVALID_PARAM_ERROR',
    'INVALID_CODE',
    'CODE_EXPIRED',
    'CODE_ALREADY_VERIFIED',
    'TOO_MANY_REQUEST',
    'VA_NOT_AVAILABLE',
  ],
});

export const REWARDS_CONTRACTS = [
  estimatedRewards,
  disbursedRewards,
  rewardsNotify,
  referralInfo,
  verifyRewardsCode,
] as const;
