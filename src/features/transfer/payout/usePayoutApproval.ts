import { useEffect, useState } from 'react';
import { checkPayoutApproval, type PayoutApprovalCheck } from '../../../api/approvals';
import type { PaymentRequest, PayoutCall } from '../../../shared/domain/payouts';
import { useSyncStatus } from '../../../sync/syncStatus';

/**
 * What the bank will do with the payout on the review, asked of the bank itself
 * (approvals.payoutCheck, docs/decisions/approvals.md 'Payout approval known before the code'): held
 * for approval and by whom, or sent at once. Undefined while it is asked (the button waits);
 * 'failed' when it could not be asked (offline, an error): the review says it could not check.
 * `request` null: nothing to ask yet. Asked again when the connection comes back.
 */
export function usePayoutApproval(
  via: PayoutCall,
  request: PaymentRequest | null,
): PayoutApprovalCheck | 'failed' | undefined {
  const json = request ? JSON.stringify(request) : null;
  const key = json && `${via}|${json}`;
  const { online } = useSyncStatus();
  const [answer, setAnswer] = useState<{
    key: string;
    value: PayoutApprovalCheck | 'failed';
  } | null>(null);
  useEffect(() => {
    if (!key || !json || !online) return undefined;
    let alive = true;
    checkPayoutApproval(via, JSON.parse(json) as PaymentRequest).then(
      (value) => {
        if (alive) setAnswer({ key, value });
      },
      () => {
        if (alive) setAnswer({ key, value: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, json, via, online]);
  return answer?.key === key ? answer.value : undefined;
}
