import type * as z from 'zod/mini';
import {
  disbursedRewards,
  estimatedRewards,
  referralInfo,
  rewardsNotify,
  verifyRewardsCode,
  type referralSchema,
  type rewardDetailSchema,
} from '../shared/contracts/rewards';
import type { RewardsType } from '../shared/domain/rewards';
import { call } from './contractCall';

/** The rewards (contracts: src/shared/contracts/rewards.ts; docs/decisions/rewards.md). */

export type RewardDetail = z.infer<typeof rewardDetailSchema>;
export type Referral = z.infer<typeof referralSchema>;
export type ReferralInfo = Awaited<ReturnType<typeof getReferral>>;
export type RewardsFlags = Awaited<ReturnType<typeof getRewardsNotify>>;
export type VerifiedReward = Awaited<ReturnType<typeof verifyRewardCode>>;

export interface EstimateRequest {
  vaNumber: string;
  startDate: string;
  endDate: string;
  rewardsType: RewardsType;
}

/** The cashback an account earned in a range of days, disbursed or not. */
export function getEstimatedRewards(body: EstimateRequest) {
  return call(estimatedRewards, { body });
}

/** The rewards of a type credited so far, newest first; reading marks them seen. */
export async function getDisbursedRewards(type: RewardsType): Promise<RewardDetail[]> {
  return (await call(disbursedRewards, { params: { type } })).rewardsDetailsRsp;
}

/** Whether cashback or referral rewards came since the user last read them (the menu's mark). */
export function getRewardsNotify() {
  return call(rewardsNotify, {});
}

/** The company's referral code, the campaign and the businesses referred. */
export function getReferral() {
  return call(referralInfo, {});
}

/** Verifies a rewards code: its reward is credited once. */
export function verifyRewardCode(rewardsCode: string) {
  return call(verifyRewardsCode, { body: { rewardsCode } });
}
