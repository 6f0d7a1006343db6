import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getTransferLimits } from '../../api/fx';
import { session } from '../../api/session';
import { useMeta } from '../../db/useMeta';
import { useCachedAccounts } from '../../db/cachedAccounts';
import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import type { TransferLimit } from '../../shared/domain/fx';
import type { Profile } from '../../shared/domain/profile';
import { isToggleOn, type FeatureToggles } from '../../shared/domain/toggles';
import type { Micros } from '../../shared/money';
import { useSyncStatus } from '../../sync/syncStatus';


/**
 * The company's accounts from the cache, in the bank's order; undefined while the cache opens.
 * The form's balances are the cached ones, kept fresh by sync and write-through.
 */
export function useTransferAccounts(): Account[] | undefined {
  const accounts = useCachedAccounts();
  const accountsSync = useSyncStatus().stores.accounts;
  // An empty cache that was never filled is still loading, not a company without accounts.
  if (accounts?.length === 0 && !accountsSync?.lastSyncedAt && !accountsSync?.error) return undefined;
  return accounts;
}

export interface TransferSettings {
  /** A one-time code is needed before the transfer (toggle transfer2fa). */
  codeRequired: boolean;
  /** The profile prefers the authenticator app (it is then offered first, SMS as the switch). */
  authenticatorPreferred: boolean;
}

export function useTransferSettings(): TransferSettings {
  const toggles = useMeta<FeatureToggles>('toggles');
  const profile = useMeta<Profile>('profile');
  const snap = useSnapshot(session);
  const email = snap.claims?.email ?? '';
  return {
    codeRequired: toggles ? isToggleOn(toggles, 'transfer2fa', email) : true,
    authenticatorPreferred: profile?.authenticatorAppPreference ?? false,
  };
}

/**
 * The bank's per-currency limits (micro-units), read once when the form opens; without them
 * (offline, an error) the bank still checks the maximum when the transfer is sent.
 */
export function useTransferLimits(): (currency: CurrencyCode) => Micros | undefined {
  const [limits, setLimits] = useState<TransferLimit[]>([]);
  useEffect(() => {
    let alive = true;
    getTransferLimits().then(
      (answer) => {
        if (alive) setLimits(answer);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return (currency) => limits.find((l) => l.currency === currency)?.max;
}
