import {
  disbursedRewards,
  estimatedRewards,
  referralInfo,
  rewardsNotify,
  verifyRewardsCode,
} from '../../shared/contracts/rewards';
import { REWARDS_CODE_ROLES, REWARDS_ROLES } from '../../shared/domain/rewards';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { corpIdOf } from '../rules/applicants';
import { bankNow } from '../rules/bankClock';
import {
  disbursedRewards as disbursedOf,
  estimateCashback,
  markSeen,
  REFERRAL_CAMPAIGN,
  referralCodeOf,
  referralsOf,
  rewardsNotify as notifyOf,
  verifyRewardsCode as verifyCode,
} from '../rules/rewards';
import type { BankRequest } from '../router';
import type { MockUser } from '../types';

/**
 * spec-3 §7 Transactions (the rewards calls), §3 Rewards (contracts:
 * src/shared/contracts/rewards.ts; docs/decisions/rewards.md). REWARDS_ROLES read, the money roles
 * verify a code; a user of another company reads none of the demo company's accounts or rewards.
 */
export function rewardsHandlers(bank: Bank): ContractRoute[] {
  const signedIn = (req: BankRequest, roles = REWARDS_ROLES) => bank.authorize(req, roles).user;
  const ownCompany = (user: MockUser) =>
    corpIdOf(user, bank.scenario) === bank.scenario.company.corpID;
  const accountsOf = (user: MockUser) => (ownCompany(user) ? bank.accounts.list() : []);

  return [
    route(estimatedRewards, ({ req, body }) => {
      const user = signedIn(req);
      return estimateCashback(bank, accountsOf(user), body);
    }),

    route(disbursedRewards, ({ req, params }) => {
      const user = signedIn(req);
      const list = disbursedOf(bank, accountsOf(user), params.type);
      markSeen(bank, params.type, user.email, bankNow());
      return { rewardsDetailsRsp: list };
    }),

    route(rewardsNotify, ({ req }) => {
      const user = signedIn(req);
      return notifyOf(bank, accountsOf(user), user.email, bankNow());
    }),

    route(referralInfo, ({ req }) => {
      const user = signedIn(req);
      const company = ownCompany(user)
        ? bank.scenario.company
        : { name: bank.companyNameOf(user), corpID: corpIdOf(user, bank.scenario) };
      return {
        referralCode: referralCodeOf(company),
        ...REFERRAL_CAMPAIGN,
        referrals: ownCompany(user) ? referralsOf(bank.scenario, bankNow()) : [],
      };
    }),

    route(verifyRewardsCode, ({ req, body }) => {
      const user = signedIn(req, REWARDS_CODE_ROLES);
      const main = accountsOf(user).find((a) => a.currency === 'SGD');
      return verifyCode(bank, main, user.email, body.rewardsCode, bankNow());
    }),
  ];
}
