import type { Examples } from './example';

const today = () => new Date().toISOString().slice(0, 10);

/** The admin's rewards (rules/rewards.ts): the first account's cashback this month, a demo code. */
export const REWARDS_EXAMPLES: Examples = {
  'rewards.estimated': (f) => ({
    body: {
      vaNumber: f.accounts[0]?.accountNumber ?? '',
      startDate: `${today().slice(0, 7)}-01`,
      endDate: today(),
      rewardsType: 'CASHBACK',
    },
  }),
  'rewards.disbursed': () => ({ params: { type: 'CASHBACK' } }),
  'rewards.notify': () => ({}),
  'rewards.referral': () => ({}),
  'rewards.verify': () => ({ body: { rewardsCode: 'WELCOME20' } }),
};
