import { verifyRewardCode, type VerifiedReward } from '../../api/rewards';

/**
 * Verifies a rewards code (online only: the form is disabled offline). Not a money-protocol call:
 * the bank credits a code once per company, so a repeat is refused (CODE_ALREADY_VERIFIED), never
 * paid twice (docs/decisions/rewards.md 'Rewards codes').
 */
export function verifyCode(rewardsCode: string): Promise<VerifiedReward> {
  return verifyRewardCode(rewardsCode);
}
