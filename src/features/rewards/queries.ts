import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import {
  getDisbursedRewards,
  getEstimatedRewards,
  getReferral,
  type EstimateRequest,
  type ReferralInfo,
  type RewardDetail,
} from '../../api/rewards';
import type { Account } from '../../shared/domain/accounts';
import type { RewardsType } from '../../shared/domain/rewards';
import { useSyncStatus } from '../../sync/syncStatus';
import { rewardsSeen } from './menuFlags';
import { thisMonthSoFar, todayUtc } from './totals';

/**
 * The rewards, read from the bank online only (docs/decisions/rewards.md 'Rewards are read
 * online'): never cached, offline the pages say so and load when the connection returns.
 */
export interface OnlineRead<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** Offline before anything came: nothing to show. */
  offline: boolean;
  retry: () => void;
}

const LOAD_FAILED = 'Your rewards could not be loaded. Please try again.';

/** One online read: again when `key` changes or the connection returns; an older answer is dropped. */
export function useOnlineRead<T>(key: string | null, load: () => Promise<T>): OnlineRead<T> {
  const { online } = useSyncStatus();
  const [state, setState] = useState<{ key: string | null; data?: T; error: string | null }>({
    key: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  // The load of this render; `attempt` (Try again) asks again for the same key.
  const loadFor = useEffectEvent((_attempt: number) => load());
  useEffect(() => {
    if (!online || key === null) return;
    let live = true;
    loadFor(attempt).then(
      (data) => {
        if (live) setState({ key, data, error: null });
      },
      (error: unknown) => {
        if (live) setState({ key, error: isApiError(error) ? error.message : LOAD_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [online, key, attempt]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    loading: online && key !== null && (!current || (state.data === undefined && !state.error)),
    error: current ? state.error : null,
    offline: !online && !(current && state.data !== undefined),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}

export const useDisbursedRewards = (
  type: RewardsType,
  enabled = true,
): OnlineRead<RewardDetail[]> =>
  useOnlineRead(enabled ? `disbursed:${type}` : null, async () => {
    const list = await getDisbursedRewards(type);
    rewardsSeen();
    return list;
  });

export const useReferral = (enabled = true): OnlineRead<ReferralInfo> =>
  useOnlineRead(enabled ? 'referral' : null, getReferral);

/** The estimate of a request (null: nothing to ask yet). */
export function useEstimatedCashback(request: EstimateRequest | null) {
  return useOnlineRead(request ? JSON.stringify(request) : null, () =>
    request ? getEstimatedRewards(request) : Promise.reject(new Error('no request')),
  );
}

/**
 * This month's cashback so far on each account (`accounts` undefined: not asked), one estimate an
 * account (a company has at most 30).
 */
export function useMonthCashback(accounts: readonly Account[] | undefined) {
  const today = todayUtc();
  const numbers = accounts?.map((a) => a.accountNumber) ?? null;
  return useOnlineRead(numbers ? `month:${today}:${numbers.join(',')}` : null, () =>
    Promise.all(
      (numbers ?? []).map((vaNumber) =>
        getEstimatedRewards({ vaNumber, ...thisMonthSoFar(today), rewardsType: 'CASHBACK' }),
      ),
    ),
  );
}
