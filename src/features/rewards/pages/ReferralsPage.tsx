import { zodResolver } from '@hookform/resolvers/zod';
import { CloudOff, Copy, Mail, Share2, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDay } from '../../../shared/dates';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../../api/ApiError';
import type { Referral, VerifiedReward } from '../../../api/rewards';
import { session } from '../../../api/session';
import { REWARDS_CODE_ROLES, type ReferralStatus } from '../../../shared/domain/rewards';
import { formatMoney } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Badge } from '../../../shared/ui/Badge';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { showToast } from '../../../shared/ui/toastStore';
import { useSyncStatus } from '../../../sync/syncStatus';
import { verifyCode } from '../actions';
import { RewardsList } from '../components/RewardsList';
import { useDisbursedRewards, useReferral } from '../queries';
import {
  REWARDS_TEXTS,
  VERIFY_TEXTS,
  verifyCodeSchema,
  verifyFailureText,
  type VerifyCodeForm,
  type VerifyCodeValues,
} from '../schemas';
import '../components/rewards.css';

const STATUS_LABELS: Record<
  ReferralStatus,
  { label: string; tone: 'neutral' | 'info' | 'success' | 'warning' }
> = {
  INVITED: { label: 'Invited', tone: 'neutral' },
  SIGNED_UP: { label: 'Signed up', tone: 'info' },
  QUALIFIED: { label: 'Qualified', tone: 'info' },
  REWARDED: { label: 'Rewarded', tone: 'success' },
  EXPIRED: { label: 'Expired', tone: 'warning' },
};

/**
 * Rewards › Referrals (spec-3 §2 Route list /rewards/referrals, §3 Rewards, §9): the company's
 * code to copy or share, the campaign's offer and conditions, the businesses referred, the
 * referral rewards received, and a rewards code to verify (the money roles). Read online only.
 */
export function ReferralsPage() {
  const referral = useReferral();
  const received = useDisbursedRewards('REFERRAL');
  const role = useSnapshot(session).claims?.role;
  const info = referral.data;

  if (referral.offline)
    return (
      <div className="rewards">
        <PageHeader title={REWARDS_TEXTS.referrals} />
        <EmptyState
          icon={CloudOff}
          title="Referrals need a connection"
          text={REWARDS_TEXTS.offline}
        />
      </div>
    );

  const offer = info
    ? `Refer a business to get S$${info.referralValue} when it makes a first card purchase of at least S$${info.referralFirstPurchaseMin} within ${info.referralEligibleFirstPurchaseTimespan} days of its account's approval.`
    : '';
  const shareText = info
    ? `Open a business account with my referral code ${info.referralCode}: ${info.referralBannerDescription}`
    : '';

  const copy = async () => {
    if (!info) return;
    try {
      await navigator.clipboard.writeText(info.referralCode);
      showToast({ kind: 'success', title: 'Referral code copied', message: info.referralCode });
    } catch {
      showToast({
        kind: 'warning',
        title: 'Could not copy the code',
        message: 'Select it and copy it instead.',
      });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <div className="rewards">
      <PageHeader title={REWARDS_TEXTS.referrals} subtitle="Refer a business and earn a reward." />
      {referral.error && (
        <Alert
          kind="warning"
          title="Referrals not loaded"
          actions={
            <Button variant="secondary" size="sm" onClick={referral.retry}>
              Try again
            </Button>
          }
        >
          <p>{referral.error}</p>
        </Alert>
      )}
      <div className="rewards__grid">
        <Card title="Your referral code">
          {info ? (
            <>
              <p className="rewards__code" data-testid="referral-code">
                {info.referralCode}
              </p>
              <div className="rewards__links">
                <Button
                  variant="secondary"
                  icon={<Copy size={16} aria-hidden="true" />}
                  onClick={() => void copy()}
                >
                  Copy code
                </Button>
                {canShare ? (
                  <Button
                    variant="secondary"
                    icon={<Share2 size={16} aria-hidden="true" />}
                    onClick={() =>
                      void navigator
                        .share({ title: 'Referral code', text: shareText })
                        .catch(() => undefined)
                    }
                  >
                    Share
                  </Button>
                ) : (
                  <a
                    className={buttonClassName({ variant: 'secondary' })}
                    href={`mailto:?subject=${encodeURIComponent('My referral code')}&body=${encodeURIComponent(shareText)}`}
                  >
                    <Mail size={16} aria-hidden="true" /> Share by e-mail
                  </a>
                )}
              </div>
            </>
          ) : (
            <Skeleton lines={2} />
          )}
        </Card>
        <Card title={info ? `Earn S$${info.referralValue}` : 'Earn a reward'}>
          {info ? (
            <ul className="rewards__note">
              <li>{offer}</li>
              <li>The business signs up with your code and its account is approved.</li>
              <li>Your reward is credited to your SGD account once it qualifies.</li>
            </ul>
          ) : (
            <Skeleton lines={3} />
          )}
        </Card>
      </div>
      <Card title="Businesses you referred">
        {!info ? (
          <Skeleton lines={3} />
        ) : info.referrals.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No referrals yet"
            text="Share your code to refer a business."
          />
        ) : (
          <ReferralList referrals={info.referrals} />
        )}
      </Card>
      <Card title="Referral rewards received">
        {received.data ? (
          received.data.length ? (
            <RewardsList rewards={received.data} label="Referral rewards received" />
          ) : (
            <p className="rewards__note">No referral rewards yet.</p>
          )
        ) : received.error ? (
          <p className="rewards__note">{received.error}</p>
        ) : (
          <Skeleton lines={2} />
        )}
      </Card>
      {role && REWARDS_CODE_ROLES.includes(role) && <VerifyCodeCard />}
    </div>
  );
}

function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  return (
    <ul className="rewards-list" aria-label="Businesses you referred">
      {referrals.map((r) => (
        <li key={`${r.businessName}-${r.invitedAt}`} className="rewards-list__row">
          <span className="rewards-list__what">{r.businessName}</span>
          <span>
            <Badge tone={STATUS_LABELS[r.status].tone}>{STATUS_LABELS[r.status].label}</Badge>
          </span>
          <span className="rewards-list__amount">
            {r.rewardAmt > 0 ? `+${formatMoney(r.rewardAmt, r.currency)}` : '–'}
          </span>
          <span className="rewards-list__when">Invited {formatDay(r.invitedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Verify a rewards code: the form keeps what was typed and says on the field why it was refused. */
export function VerifyCodeCard() {
  const { online } = useSyncStatus();
  const [credited, setCredited] = useState<VerifiedReward | null>(null);
  const form = useForm<VerifyCodeForm, unknown, VerifyCodeValues>({
    defaultValues: { rewardsCode: '' },
    resolver: zodResolver(verifyCodeSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ rewardsCode }) => {
    setCredited(null);
    try {
      setCredited(await verifyCode(rewardsCode));
      form.reset({ rewardsCode: '' });
    } catch (error) {
      const message = isApiError(error)
        ? verifyFailureText(error)
        : 'The code could not be checked. Please try again.';
      form.setError('rewardsCode', { message }, { shouldFocus: true });
    }
  });
  return (
    <Card
      title="Verify a rewards code"
      subtitle="A promo code's reward is credited to your SGD account."
    >
      <form className="rewards__verify" onSubmit={submit} noValidate>
        <TextField
          label={VERIFY_TEXTS.label}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.rewardsCode?.message}
          {...form.register('rewardsCode')}
        />
        <Button type="submit" variant="primary" loading={isSubmitting} disabled={!online}>
          Verify
        </Button>
      </form>
      {!online && (
        <p className="rewards__note">You're offline. Codes are checked when you're back online.</p>
      )}
      {credited && (
        <Alert kind="success" title="Reward credited">
          <p>
            {formatMoney(credited.rewardsAmt, credited.currency)} was credited to{' '}
            {credited.vaAccountName} as a Promo Code Reward. It shows in Transactions after the next
            sync.
          </p>
        </Alert>
      )}
    </Card>
  );
}
