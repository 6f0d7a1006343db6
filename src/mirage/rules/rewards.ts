import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import {
  accruesCashback as accrues,
  cashbackDay as bookedDay,
  cashbackDescription,
  REFERRAL_FIRST_PURCHASE_DAYS,
  REFERRAL_FIRST_PURCHASE_MIN,
  REFERRAL_VALUE_DEFAULT,
  REWARD_TRANSACTION_TYPE,
  signedCashback,
  type CarouselCard,
  type ReferralStatus,
  type RewardsType,
} from '../../shared/domain/rewards';
import type { Transaction } from '../../shared/domain/transactions';
import { sumMicros, type Micros } from '../../shared/money';
import { rewardsStore, type StoredRewards } from '../stores/rewards';
import { BankError, type Scenario } from '../types';
import type { BankView } from './bankView';
import { newTransactionId, outsideCredit, record } from './bookings';

/**
 * The rewards (spec-3 §3 Rewards, §9; docs/decisions/rewards.md): cashback accrued on the card
 * payments the bank's card network books (rules/cardPayments.ts writes each one's cashbackAmt)
 * and disbursed on the 1st of the next month; the referral campaign; rewards codes.
 */

/** 'YYYY-MM' of a time (UTC). */
export const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 1)).toISOString().slice(0, 7);
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 2, 1)).toISOString().slice(0, 7);
}

const fresh = (scenario: Scenario, now: number): StoredRewards => ({
  scenario: scenario.name,
  settledMonth: monthOf(now),
  seen: {},
  usedCodes: [],
  wrongCodes: {},
});

export function loadRewards(scenario: Scenario, now: number): StoredRewards {
  const stored = rewardsStore.load();
  return stored?.scenario === scenario.name ? stored : fresh(scenario, now);
}

/**
 * Disburses the cashback of every month before the bank's current one not disbursed yet: per
 * account, the month's card-payment cashback less its refunds' (never below zero), credited on the
 * 1st of the next month as a Cashback transaction naming the month (spec-3 §3 Transaction). Run
 * before the ledger is read (the Bank's settle), like the payouts' timed moves; a month is
 * disbursed once. The seeded history's months are credited by the seed (scenarios/transactions.ts
 * seededCashback), by this same rule.
 */
export function disburseCashback(bank: BankView, now: number): Transaction[] {
  const state = loadRewards(bank.scenario, now);
  const current = monthOf(now);
  if (state.settledMonth >= current) {
    if (!rewardsStore.load()) rewardsStore.save(state);
    return [];
  }
  const company = bank.scenario.company.name;
  const credits = cashbackDue(bank.transactions.list(), state.settledMonth, current).flatMap(
    ({ accountNumber, month, amount }) => {
      const account = bank.accounts.list().find((a) => a.accountNumber === accountNumber);
      return account ? [cashbackCredit(account, month, amount, company)] : [];
    },
  );
  if (credits.length) record(bank, credits);
  state.settledMonth = current;
  rewardsStore.save(state);
  return credits;
}

/**
 * Each account's cashback due for each month from `from` up to (not including) `before`
 * ('YYYY-MM'): the month's completed card purchases' cashbackAmt less its refunds', only where
 * that is above zero, by account then month. The bank's disbursement and the seeded history both
 * credit these, so the seed follows the rule the bank applies.
 */
export function cashbackDue(
  transactions: readonly Transaction[],
  from: string,
  before: string,
): { accountNumber: string; month: string; amount: Micros }[] {
  const due = new Map<string, Micros>(); // `${account}|${month}` -> cashback
  for (const t of transactions) {
    if (!accrues(t)) continue;
    const month = bookedDay(t).slice(0, 7);
    if (month < from || month >= before) continue;
    const key = `${t.vaAccountNumber}|${month}`;
    due.set(key, (due.get(key) ?? 0) + signedCashback(t));
  }
  return [...due]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .filter(([, amount]) => amount > 0)
    .map(([key, amount]) => {
      const [accountNumber = '', month = ''] = key.split('|');
      return { accountNumber, month, amount };
    });
}

/** A month's cashback credited at 00:00 UTC on the 1st of the next month, naming the month. */
export function cashbackCredit(
  account: Account,
  month: string,
  amount: Micros,
  company: string,
  id = newTransactionId(),
): Transaction {
  const at = `${nextMonth(month)}-01T00:00:00.000Z`;
  return rewardCredit(account, 'CASHBACK', amount, at, company, cashbackDescription(month), id);
}

function rewardCredit(
  account: Account,
  type: RewardsType,
  amount: Micros,
  at: string,
  company: string,
  description: string,
  id = newTransactionId(),
): Transaction {
  return outsideCredit(account, {
    id,
    type: REWARD_TRANSACTION_TYPE[type],
    category: type === 'CASHBACK' ? 'CASHBACK' : '',
    amount,
    at,
    debtorName: 'Rewards',
    creditorName: company,
    description,
  });
}

/** The longest range an estimate covers: a year (a leap year's days). */
export const ESTIMATE_MAX_DAYS = 366;

/**
 * The cashback an account earned from `startDate` to `endDate` (UTC days, inclusive), disbursed
 * or not: the sum of its card payments' cashbackAmt less its refunds', never below zero.
 * 400 INVALID_PARAMETER for a reversed or too long range or a type other than CASHBACK;
 * 400 VA_NOT_AVAILABLE for an account not among `accounts` (another company's too).
 */
export function estimateCashback(
  bank: BankView,
  accounts: readonly Account[],
  request: { vaNumber: string; startDate: string; endDate: string; rewardsType: RewardsType },
): { currency: CurrencyCode; rewardsAmt: Micros } {
  const { vaNumber, startDate, endDate, rewardsType } = request;
  if (rewardsType !== 'CASHBACK')
    throw new BankError(
      400,
      'INVALID_PARAMETER',
      'Only cashback is estimated; referral and promo rewards are credited as they are earned.',
    );
  if (endDate < startDate)
    throw new BankError(400, 'INVALID_PARAMETER', 'The end date is before the start date.');
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days > ESTIMATE_MAX_DAYS)
    throw new BankError(
      400,
      'INVALID_PARAMETER',
      `A range of at most ${ESTIMATE_MAX_DAYS} days can be estimated.`,
    );
  const account = accounts.find((a) => a.accountNumber === vaNumber);
  if (!account) throw new BankError(400, 'VA_NOT_AVAILABLE', `There is no account ${vaNumber}.`);
  const parts = bank.transactions
    .list()
    .filter((t) => t.vaAccountNumber === vaNumber && accrues(t))
    .filter((t) => {
      const day = bookedDay(t);
      return day >= startDate && day <= endDate;
    })
    .map(signedCashback);
  return { currency: account.currency, rewardsAmt: Math.max(0, sumMicros(parts)) };
}

/** The rewards of a type credited to `accounts`, newest first (rewardsDetailsRsp). */
export function disbursedRewards(bank: BankView, accounts: readonly Account[], type: RewardsType) {
  const mine = new Set(accounts.map((a) => a.accountNumber));
  const txnType = REWARD_TRANSACTION_TYPE[type];
  return bank.transactions
    .list()
    .filter(
      (t) =>
        t.type === txnType &&
        t.creditOrDebit === 'CREDIT' &&
        (t.status === 'SUCCESSFUL' || t.status === 'BOOKED') &&
        mine.has(t.vaAccountNumber),
    )
    .map((t) => {
      const at = t.bookingTimestamp ?? t.createdAt;
      return {
        rewardsAmt: t.amount,
        currency: t.currency,
        rewardsType: type,
        disbursedAt: at,
        ...(type === 'CASHBACK' ? { month: previousMonth(at.slice(0, 7)) } : {}),
        vaAccountNumber: t.vaAccountNumber,
        vaAccountName: t.vaAccountName,
        transactionId: t.displayReferenceId,
        description: t.description ?? '',
      };
    });
}

type SeenKind = 'cashback' | 'referral';
const SEEN_TYPE: Record<SeenKind, RewardsType> = { cashback: 'CASHBACK', referral: 'REFERRAL' };
/** The users whose seen-times are kept (the oldest entries go first). */
export const SEEN_USERS_KEPT = 200;

/**
 * The sidebar's flags (docs/decisions/rewards.md 'New rewards flags'): a kind is new for a user
 * when a reward of it was credited after they last read its list (never read: any reward).
 */
export function rewardsNotify(
  bank: BankView,
  accounts: readonly Account[],
  email: string,
  now: number,
): Record<SeenKind, boolean> {
  const seen = loadRewards(bank.scenario, now).seen[email.toLowerCase()] ?? {};
  const newer = (kind: SeenKind) =>
    disbursedRewards(bank, accounts, SEEN_TYPE[kind]).some(
      (r) => !seen[kind] || r.disbursedAt > (seen[kind] ?? ''),
    );
  return { cashback: newer('cashback'), referral: newer('referral') };
}

/** Reading a list marks its kind seen for the user (the bank's clock: the ledger's dates). */
export function markSeen(bank: BankView, type: RewardsType, email: string, now: number): void {
  const kind = (Object.keys(SEEN_TYPE) as SeenKind[]).find((k) => SEEN_TYPE[k] === type);
  if (!kind) return;
  const state = loadRewards(bank.scenario, now);
  const key = email.toLowerCase();
  const { [key]: mine = {}, ...others } = state.seen;
  const kept = Object.entries(others).slice(-(SEEN_USERS_KEPT - 1));
  state.seen = {
    ...Object.fromEntries(kept),
    [key]: { ...mine, [kind]: new Date(now).toISOString() },
  };
  rewardsStore.save(state);
}

/** spec-3 §3 Rewards: the campaign as the bank configures it (docs/decisions/rewards.md). */
export const REFERRAL_CAMPAIGN = {
  referralValue: REFERRAL_VALUE_DEFAULT,
  currency: 'SGD' as const,
  referralFirstPurchaseMin: REFERRAL_FIRST_PURCHASE_MIN,
  referralEligibleFirstPurchaseTimespan: REFERRAL_FIRST_PURCHASE_DAYS,
  carouselOrder: ['referral', 'cashback', 'cnyPromo'] as CarouselCard[],
  referralBannerDescription: `Refer a business and get S$${REFERRAL_VALUE_DEFAULT} when it makes its first card purchase of S$${REFERRAL_FIRST_PURCHASE_MIN} or more within ${REFERRAL_FIRST_PURCHASE_DAYS} days of approval.`,
};

/** The company's referral code: its name's first letters and its id's last digits, upper case. */
export function referralCodeOf(company: { name: string; corpID: string }): string {
  const letters =
    company.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 6)
      .toUpperCase() || 'BIZ';
  const digits = company.corpID.replace(/\D/g, '').slice(-4).padStart(4, '0');
  return `${letters}${digits}`;
}

/** The demo company's referrals (seeded; a referred business signs up elsewhere). */
export function referralsOf(scenario: Scenario, now: number) {
  const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
  if (scenario.name === 'empty') return [];
  const value = REFERRAL_VALUE_DEFAULT * 1_000_000;
  const seeded: {
    businessName: string;
    status: ReferralStatus;
    invitedAt: string;
    rewardAmt: Micros;
  }[] = [
    {
      businessName: 'Harbour Florist Pte. Ltd.',
      status: 'REWARDED',
      invitedAt: daysAgo(75),
      rewardAmt: value,
    },
    {
      businessName: 'Kopi Lane Trading',
      status: 'QUALIFIED',
      invitedAt: daysAgo(30),
      rewardAmt: value,
    },
    {
      businessName: 'Northpoint Studio LLP',
      status: 'SIGNED_UP',
      invitedAt: daysAgo(12),
      rewardAmt: 0,
    },
    { businessName: 'Bay Tailors', status: 'INVITED', invitedAt: daysAgo(3), rewardAmt: 0 },
  ];
  return seeded.map((r) => ({ ...r, currency: 'SGD' as const }));
}

/**
 * The rewards codes the bank knows (docs/decisions/rewards.md 'Rewards codes'), upper case: a
 * valid one credits its amount once per company; an expired one is refused.
 */
export const REWARDS_CODES: Record<string, { amount: Micros; expired?: true }> = {
  WELCOME20: { amount: 20_000_000 },
  BIZ10: { amount: 10_000_000 },
  CNY2024: { amount: 8_000_000, expired: true },
};

/** Wrong codes a user may enter in WRONG_CODE_WINDOW_MS before every code is refused. */
export const WRONG_CODES_ALLOWED = 5;
export const WRONG_CODE_WINDOW_MS = 15 * 60_000;

/**
 * Verifies a rewards code for the company (spec-3 §7 POST /v1/boom/rewards/verify): a valid,
 * unused one credits its reward to `account` as a Promotion ('Promo Code Reward'). 400
 * INVALID_CODE (unknown), CODE_EXPIRED, CODE_ALREADY_VERIFIED (the company used it);
 * 429 TOO_MANY_REQUEST after WRONG_CODES_ALLOWED unknown codes in 15 minutes, whatever is entered.
 */
export function verifyRewardsCode(
  bank: BankView,
  account: Account | undefined,
  email: string,
  code: string,
  now: number,
) {
  const state = loadRewards(bank.scenario, now);
  const user = email.toLowerCase();
  // The throttle keeps real time, as the other code checks do (rules/bankClock.ts).
  const real = Date.now();
  const recent = (state.wrongCodes[user] ?? []).filter((t) => real - t < WRONG_CODE_WINDOW_MS);
  if (recent.length >= WRONG_CODES_ALLOWED) {
    const wait = Math.ceil((WRONG_CODE_WINDOW_MS - (real - (recent[0] ?? real))) / 60_000);
    throw new BankError(
      429,
      'TOO_MANY_REQUEST',
      `Too many wrong codes. Try again in ${wait} minutes.`,
    );
  }
  const wanted = code.trim().toUpperCase();
  const known = REWARDS_CODES[wanted];
  if (!known) {
    state.wrongCodes = {
      ...Object.fromEntries(Object.entries(state.wrongCodes).slice(-(SEEN_USERS_KEPT - 1))),
      [user]: [...recent, real].slice(-WRONG_CODES_ALLOWED),
    };
    rewardsStore.save(state);
    throw new BankError(400, 'INVALID_CODE', 'There is no rewards code like this.');
  }
  if (known.expired) throw new BankError(400, 'CODE_EXPIRED', 'This rewards code has expired.');
  if (state.usedCodes.includes(wanted))
    throw new BankError(
      400,
      'CODE_ALREADY_VERIFIED',
      'Your company has already used this rewards code.',
    );
  if (!account)
    throw new BankError(
      400,
      'VA_NOT_AVAILABLE',
      'The company has no SGD account to credit the reward to.',
    );
  const credit = rewardCredit(
    account,
    'PROMOTION',
    known.amount,
    new Date(now).toISOString(),
    bank.scenario.company.name,
    'Promo Code Reward',
  );
  record(bank, [credit]);
  state.usedCodes = [...state.usedCodes, wanted];
  rewardsStore.save(state);
  return {
    rewardsType: 'PROMOTION' as const,
    rewardsAmt: known.amount,
    currency: account.currency,
    vaAccountNumber: account.accountNumber,
    vaAccountName: account.accountName,
    transactionId: credit.displayReferenceId,
  };
}
