import { Link } from 'wouter';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { LowBalanceForm } from '../components/LowBalanceForm';
import { useLowBalanceThresholds, type LowBalanceThreshold } from '../queries';
import { useState } from 'react';
import './LowBalanceAlertPage.css';

export const THRESHOLDS_OFFLINE =
  "You're offline. Your low balance alerts load when you're back online.";

/**
 * /account/alert-low-balance (spec-3 §2): a threshold per account; the dashboard and the
 * accounts page say when a balance is below it (docs/decisions/accounts.md 'Low-balance alert').
 */
export function LowBalanceAlertPage() {
  const accounts = useCachedAccounts();
  const { thresholds, error, offline, retry } = useLowBalanceThresholds();
  // What was saved here since the list loaded (the list is not read again after a save).
  const [saved, setSaved] = useState<Record<string, LowBalanceThreshold['threshold']>>({});
  const thresholdOf = (accountNumber: string) =>
    accountNumber in saved
      ? (saved[accountNumber] ?? null)
      : (thresholds?.find((t) => t.accountNumber === accountNumber)?.threshold ?? null);

  return (
    <div className="low-balance">
      <PageHeader
        title="Low balance alert"
        subtitle="Set an amount per account. When a balance falls below it, your dashboard and accounts page say so."
        actions={
          <Link href={paths.accounts.list()} className="low-balance__back">
            Back to accounts
          </Link>
        }
      />
      <Card>
        {offline ? (
          <Alert kind="info">{THRESHOLDS_OFFLINE}</Alert>
        ) : error ? (
          <Alert
            kind="error"
            actions={
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            }
          >
            {error}
          </Alert>
        ) : accounts === undefined || thresholds === undefined ? (
          <Skeleton lines={6} />
        ) : (
          <div className="low-balance__list">
            {accounts.map((account) => (
              <LowBalanceForm
                key={account.accountNumber}
                account={account}
                threshold={thresholdOf(account.accountNumber)}
                onSaved={(t) => setSaved((s) => ({ ...s, [t.accountNumber]: t.threshold }))}
              />
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
