import { CloudOff, Coins } from 'lucide-react';
import { useState } from 'react';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { SGD_RATES_KEY, type SgdRates } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { AccountSelect } from '../../../entities/account/AccountSelect';
import { formatMoney } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { RewardsList } from '../components/RewardsList';
import { useDisbursedRewards, useEstimatedCashback } from '../queries';
import { cashbackRangeSchema, REWARDS_TEXTS } from '../schemas';
import { cashbackByMonth, rewardsTotalInSgd, thisMonthSoFar, todayUtc } from '../totals';
import '../components/rewards.css';

type RangeField = 'vaNumber' | 'startDate' | 'endDate';

/**
 * Rewards › Cashback (spec-3 §2 Route list /rewards/cashback, §3 Rewards, §9): the cashback an
 * account earned in a range of days (this month so far at first), and the cashback credited,
 * month by month, with its total in SGD at bid rates. Read online only.
 */
export function CashbackPage() {
  const accounts = useCachedAccounts();
  const rates = useMeta<SgdRates>(SGD_RATES_KEY);
  const [picked, setPicked] = useState<string | null>(null);
  const [range, setRange] = useState(() => thisMonthSoFar(todayUtc()));
  const vaNumber =
    picked ??
    accounts?.find((a) => a.currency === 'SGD')?.accountNumber ??
    accounts?.[0]?.accountNumber ??
    '';
  const parsed = cashbackRangeSchema.safeParse({ vaNumber, ...range });
  const errors: Partial<Record<RangeField, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as RangeField] ??= issue.message;
  const estimate = useEstimatedCashback(
    parsed.success && accounts ? { ...parsed.data, rewardsType: 'CASHBACK' } : null,
  );
  const received = useDisbursedRewards('CASHBACK');
  const total = received.data ? rewardsTotalInSgd(received.data, rates) : undefined;

  if (received.offline)
    return (
      <div className="rewards">
        <PageHeader title={REWARDS_TEXTS.cashback} />
        <EmptyState
          icon={CloudOff}
          title="Cashback needs a connection"
          text={REWARDS_TEXTS.offline}
        />
      </div>
    );

  return (
    <div className="rewards">
      <PageHeader
        title={REWARDS_TEXTS.cashback}
        subtitle="1% unlimited cashback on card spend, credited to the card's account on the 1st of the next month."
      />
      <Card title="Estimated cashback">
        <div className="rewards__form">
          <AccountSelect
            label="Account"
            accounts={accounts ?? []}
            value={vaNumber}
            onChange={setPicked}
            error={errors.vaNumber}
          />
          <TextField
            label="From"
            type="date"
            value={range.startDate}
            max={todayUtc()}
            error={errors.startDate}
            onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))}
          />
          <TextField
            label="To"
            type="date"
            value={range.endDate}
            error={errors.endDate}
            onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))}
          />
        </div>
        <div className="rewards__estimate" aria-live="polite">
          {estimate.error ? (
            <Alert
              kind="warning"
              title="Estimate not loaded"
              actions={
                <Button variant="secondary" size="sm" onClick={estimate.retry}>
                  Try again
                </Button>
              }
            >
              <p>{estimate.error}</p>
            </Alert>
          ) : estimate.data ? (
            <p className="rewards__figure" data-testid="cashback-estimate">
              {formatMoney(estimate.data.rewardsAmt, estimate.data.currency)}
            </p>
          ) : parsed.success ? (
            <Skeleton lines={1} />
          ) : null}
        </div>
        <p className="rewards__note">
          Card purchases earn 1%, rounded down to the cent; a refund takes back what its purchase
          earned.
        </p>
      </Card>
      <Card title="Cashback received">
        {received.error ? (
          <Alert
            kind="warning"
            title="Cashback not loaded"
            actions={
              <Button variant="secondary" size="sm" onClick={received.retry}>
                Try again
              </Button>
            }
          >
            <p>{received.error}</p>
          </Alert>
        ) : !received.data ? (
          <Skeleton lines={3} />
        ) : received.data.length === 0 ? (
          <EmptyState
            icon={Coins}
            title="No cashback yet"
            text="Cashback is credited on the 1st of each month."
          />
        ) : (
          <>
            <RewardsList rewards={cashbackByMonth(received.data)} label="Cashback received" />
            <p className="rewards__total">
              <span>Total in SGD</span>
              <span title={total?.ok ? undefined : total?.reason}>
                {total?.ok ? formatMoney(total.total, 'SGD') : REWARDS_TEXTS.unavailable}
              </span>
            </p>
          </>
        )}
      </Card>
    </div>
  );
}
