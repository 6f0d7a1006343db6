import { formatDay } from '../../../shared/dates';
import type { RewardDetail } from '../../../api/rewards';
import { formatMoney } from '../../../shared/money';
import { shortMonth } from '../totals';

/** Credited rewards, newest first: what (a cashback's month), the account, the amount, when. */
export function RewardsList({
  rewards,
  label,
}: {
  rewards: readonly RewardDetail[];
  label: string;
}) {
  return (
    <ul className="rewards-list" aria-label={label}>
      {rewards.map((r) => (
        <li key={r.transactionId} className="rewards-list__row">
          <span className="rewards-list__what">
            {r.month ? shortMonth(r.month) : r.description}
          </span>
          <span className="rewards-list__account">
            {r.vaAccountName} · {r.currency}
          </span>
          <span className="rewards-list__amount">+{formatMoney(r.rewardsAmt, r.currency)}</span>
          <span className="rewards-list__when">Credited {formatDay(r.disbursedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
