import type { RewardDetail } from '../../api/rewards';
import type { SgdRates } from '../../db/meta';
import { sumMicros, targetForSource, type Micros } from '../../shared/money';

export type RewardsTotal = { ok: true; total: Micros } | { ok: false; reason: string };

/**
 * spec-3 §9: cashback totals are summed in SGD using bid rates: each reward in SGD by the cached
 * bid rate of its currency (the dashboard's total does the same, balanceTotal.ts), rounded down
 * to the cent. A currency without a rate makes the total unknown ('--.--'), never a wrong number.
 */
export function rewardsTotalInSgd(
  rewards: readonly Pick<RewardDetail, 'rewardsAmt' | 'currency'>[],
  rates: SgdRates | undefined,
): RewardsTotal {
  const parts: Micros[] = [];
  for (const reward of rewards) {
    if (reward.currency === 'SGD') {
      parts.push(reward.rewardsAmt);
      continue;
    }
    const rate = rates?.[reward.currency];
    if (rate === undefined || rate <= 0)
      return { ok: false, reason: `No ${reward.currency} to SGD rate is available yet.` };
    parts.push(targetForSource(reward.rewardsAmt, rate, 'SGD'));
  }
  return { ok: true, total: sumMicros(parts) };
}

/** 'Oct 2026' of a 'YYYY-MM' month. */
export function shortMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first day of the month of a 'YYYY-MM-DD' day, and the day itself: this month so far. */
export function thisMonthSoFar(today: string): { startDate: string; endDate: string } {
  return { startDate: `${today.slice(0, 7)}-01`, endDate: today };
}

/** Today as 'YYYY-MM-DD' (UTC, as the bank counts days). */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/**
 * The cashback credited, one row a month and account (a month paid in two credits reads as one),
 * newest month first; a row keeps its latest credit's time and id.
 */
export function cashbackByMonth(rewards: readonly RewardDetail[]): RewardDetail[] {
  const rows = new Map<string, RewardDetail>();
  for (const r of rewards) {
    const key = `${r.month ?? r.disbursedAt.slice(0, 7)}|${r.vaAccountNumber}`;
    const row = rows.get(key);
    if (!row) rows.set(key, { ...r });
    else {
      row.rewardsAmt += r.rewardsAmt;
      if (r.disbursedAt > row.disbursedAt)
        Object.assign(row, { disbursedAt: r.disbursedAt, transactionId: r.transactionId });
    }
  }
  return [...rows.values()].toSorted(
    (a, b) =>
      (b.month ?? '').localeCompare(a.month ?? '') ||
      a.vaAccountName.localeCompare(b.vaAccountName),
  );
}
