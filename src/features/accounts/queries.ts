import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import {
  getBeneficiaryAddress,
  getLowBalanceThresholds,
  type BeneficiaryAddress,
  type LowBalanceThreshold,
} from '../../api/accounts';
import { useSyncStatus } from '../../sync/syncStatus';

/** The beneficiary and bank addresses, asked once a page life (they do not change with the account). */
let asked: Promise<BeneficiaryAddress> | null = null;

/**
 * The addresses an overseas payer quotes (docs/decisions/accounts.md 'Beneficiary address'):
 * undefined until the bank answers (offline: until the connection returns); a failed read is asked
 * again the next time a row opens.
 */
export function useBeneficiaryAddress(): BeneficiaryAddress | undefined {
  const { online } = useSyncStatus();
  const [address, setAddress] = useState<BeneficiaryAddress>();
  useEffect(() => {
    if (!online) return;
    let live = true;
    asked ??= getBeneficiaryAddress();
    asked.then(
      (answer) => live && setAddress(answer),
      () => {
        asked = null;
      },
    );
    return () => {
      live = false;
    };
  }, [online]);
  return address;
}

/** Tests: forget the addresses read. */
export function forgetBeneficiaryAddress(): void {
  asked = null;
}

export type { LowBalanceThreshold };

export const THRESHOLDS_FAILED = 'Your low balance alerts could not be loaded. Please try again.';

/**
 * The low-balance thresholds, read online (docs/decisions/accounts.md 'Low-balance alert'): they
 * are settings, not kept offline; the accounts' isLowAccountBalance is, with the accounts.
 * Loaded again when the connection returns and on `retry`.
 */
export function useLowBalanceThresholds(): {
  thresholds: LowBalanceThreshold[] | undefined;
  error: string | null;
  offline: boolean;
  retry: () => void;
} {
  const { online } = useSyncStatus();
  const [thresholds, setThresholds] = useState<LowBalanceThreshold[]>();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // `attempt` (Try again) asks again.
  const load = useEffectEvent((_attempt: number) => getLowBalanceThresholds());
  useEffect(() => {
    if (!online) return;
    let live = true;
    load(attempt).then(
      (answer) => {
        if (!live) return;
        setThresholds(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(isApiError(failure) ? failure.message : THRESHOLDS_FAILED);
      },
    );
    return () => {
      live = false;
    };
  }, [online, attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { thresholds, error, offline: !online && thresholds === undefined, retry };
}
