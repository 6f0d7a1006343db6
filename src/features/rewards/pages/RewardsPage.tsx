import { CloudOff, ExternalLink } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../../api/session';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { SGD_RATES_KEY, TOGGLES_KEY, type SgdRates } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import { formatMoney } from '../../../shared/money';
import { paths } from '../../../shared/routing/paths';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useDisbursedRewards, useMonthCashback, useReferral } from '../queries';
import { REWARDS_TEXTS } from '../schemas';
import { rewardsTotalInSgd } from '../totals';
import { safeExternalUrl } from '../externalLink';
import '../components/rewards.css';

/**
 * Rewards (spec-3 §2 Other screens: Cashback, Referrals and an external Perks link): this
 * month's cashback so far, the cashback received (in SGD at bid rates, spec-3 §9), the referral
 * offer. Read online only.
 */
export function RewardsPage() {
  const claims = useSnapshot(session).claims;
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const cashbackOn = toggles !== undefined && isToggleOn(toggles, 'cashback', claims?.email ?? '');
  const perks = safeExternalUrl(useSnapshot(runtimeInfo).perksUrl);
  const rates = useMeta<SgdRates>(SGD_RATES_KEY);
  const accounts = useCachedAccounts();
  const month = useMonthCashback(cashbackOn ? accounts : undefined);
  const received = useDisbursedRewards('CASHBACK', cashbackOn);
  const referral = useReferral();

  const monthTotal = month.data ? rewardsTotalInSgd(month.data, rates) : undefined;
  const receivedTotal = received.data ? rewardsTotalInSgd(received.data, rates) : undefined;
  const sgd = (total: typeof monthTotal) =>
    total?.ok ? formatMoney(total.total, 'SGD') : REWARDS_TEXTS.unavailable;

  return (
    <div className="rewards">
      <PageHeader
        title={REWARDS_TEXTS.rewards}
        subtitle="Cashback on your card spend, and rewards for the businesses you refer."
      />
      {referral.offline ? (
        <EmptyState
          icon={CloudOff}
          title="Rewards need a connection"
          text={REWARDS_TEXTS.offline}
        />
      ) : (
        <>
          {cashbackOn && (
            <div className="rewards__grid">
              <Card
                title="Cashback this month"
                subtitle="Estimated, credited on the 1st of next month"
              >
                {month.loading || !month.data ? (
                  <Skeleton lines={1} />
                ) : (
                  <p
                    className="rewards__figure"
                    title={monthTotal?.ok ? undefined : monthTotal?.reason}
                  >
                    {sgd(monthTotal)}
                  </p>
                )}
                <p className="rewards__note">1% unlimited cashback on every card purchase.</p>
              </Card>
              <Card title="Cashback received" subtitle="All accounts, in SGD at bid rates">
                {received.loading || !received.data ? (
                  <Skeleton lines={1} />
                ) : (
                  <p
                    className="rewards__figure"
                    title={receivedTotal?.ok ? undefined : receivedTotal?.reason}
                  >
                    {sgd(receivedTotal)}
                  </p>
                )}
              </Card>
            </div>
          )}
          <Card title="Refer a business">
            {referral.data ? (
              <p className="rewards__note">
                Get S${referral.data.referralValue} for each business you refer that makes a first
                card purchase of at least S${referral.data.referralFirstPurchaseMin} within{' '}
                {referral.data.referralEligibleFirstPurchaseTimespan} days of approval.
              </p>
            ) : referral.error ? (
              <p className="rewards__note">{referral.error}</p>
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <nav className="rewards__links" aria-label="Rewards pages">
            {cashbackOn && (
              <Link
                href={paths.rewards.cashback()}
                className={buttonClassName({ variant: 'secondary' })}
              >
                {REWARDS_TEXTS.cashback}
              </Link>
            )}
            <Link
              href={paths.rewards.referrals()}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {REWARDS_TEXTS.referrals}
            </Link>
            {perks && (
              <a
                href={perks}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'secondary' })}
              >
                {REWARDS_TEXTS.perks}
                <ExternalLink size={16} aria-hidden="true" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </nav>
        </>
      )}
    </div>
  );
}
