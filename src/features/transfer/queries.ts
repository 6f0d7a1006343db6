import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getApprovalPolicies } from '../../api/approvals';
import { getTransferLimits, type LimitTable } from '../../api/limits';
import { session } from '../../api/session';
import { PROFILE_KEY, SGD_RATES_KEY, type SgdRates, TOGGLES_KEY } from '../../db/meta';
import { useMeta } from '../../db/useMeta';
import { useCachedAccounts } from '../../db/cachedAccounts';
import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import type { ApprovalPolicy } from '../../shared/domain/approvals';
import type { TransferLimit } from '../../shared/domain/fx';
import type { Profile } from '../../shared/domain/profile';
import { isToggleOn, type FeatureToggles } from '../../shared/domain/toggles';
import type { Micros } from '../../shared/money';
import { useSyncStatus } from '../../sync/syncStatus';
import { approvalOutlook, type ApprovalOutlook } from './exchange/model/approvalOutlook';

/**
 * The company's accounts from the cache, in the bank's order; undefined while the cache opens.
 * The form's balances are the cached ones, kept fresh by sync and write-through.
 */
export function useTransferAccounts(): Account[] | undefined {
  const accounts = useCachedAccounts();
  const accountsSync = useSyncStatus().stores.accounts;
  // An empty cache that was never filled is still loading, not a company without accounts.
  if (accounts?.length === 0 && !accountsSync?.lastSyncedAt && !accountsSync?.error)
    return undefined;
  return accounts;
}

export interface TransferSettings {
  /** A one-time code is needed before the transfer (toggle transfer2fa). */
  codeRequired: boolean;
  /** The profile prefers the authenticator app (it is then offered first, SMS as the switch). */
  authenticatorPreferred: boolean;
}

export function useTransferSettings(): TransferSettings {
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const profile = useMeta<Profile>(PROFILE_KEY);
  const snap = useSnapshot(session);
  const email = snap.claims?.email ?? '';
  return {
    codeRequired: toggles ? isToggleOn(toggles, 'transfer2fa', email) : true,
    authenticatorPreferred: profile?.authenticatorAppPreference ?? false,
  };
}

/**
 * The bank's per-currency limits (micro-units) of one table (docs/decisions/payouts.md 'Limits': local
 * and overseas payouts have theirs, everything else the generic one), read once when the form
 * opens; without them (offline, an error) the bank still checks them when the transfer is sent.
 */
export function useTransferLimitTable(
  type: LimitTable = 'generic',
): (currency: CurrencyCode) => TransferLimit | undefined {
  const [limits, setLimits] = useState<TransferLimit[]>([]);
  useEffect(() => {
    let alive = true;
    getTransferLimits(type).then(
      (answer) => {
        if (alive) setLimits(answer);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [type]);
  return (currency) => limits.find((l) => l.currency === currency);
}

/** The maximum of each currency in the table `type` names (see useTransferLimitTable). */
export function useTransferLimits(
  type: LimitTable = 'generic',
): (currency: CurrencyCode) => Micros | undefined {
  const limitOf = useTransferLimitTable(type);
  return (currency) => limitOf(currency)?.max;
}

/**
 * Whether the bank will hold this transfer for approval, known on the review before any code:
 * the policies are read once when the form opens (GET /v1/boom/approval/policy), the role comes
 * from the session and other currencies are valued at the cached SGD rate. Undefined while the
 * policies load (Confirm waits for the answer).
 */
export function useApprovalOutlook(
  sender: Account | undefined,
  sourceAmount: Micros | undefined,
): ApprovalOutlook | undefined {
  const [policies, setPolicies] = useState<readonly ApprovalPolicy[] | 'failed' | undefined>(
    undefined,
  );
  const role = useSnapshot(session).claims?.role ?? null;
  const rates = useMeta<SgdRates>(SGD_RATES_KEY);
  useEffect(() => {
    let alive = true;
    getApprovalPolicies().then(
      (answer) => {
        if (alive) setPolicies(answer);
      },
      () => {
        if (alive) setPolicies('failed');
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  if (policies === undefined) return undefined;
  if (!sender || sourceAmount === undefined) return { kind: 'none' };
  return approvalOutlook({
    policies,
    role,
    amount: sourceAmount,
    currency: sender.currency,
    sgdRate: rates?.[sender.currency],
  });
}
