import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import { getPaynowQr, type PaynowQrAnswer } from '../../api/accounts';
import { useSyncStatus } from '../../sync/syncStatus';

export const PAYNOW_QR_FAILED = 'The PayNow QR code could not be loaded. Please try again.';
export const PAYNOW_QR_OFFLINE =
  "You're offline. The PayNow QR code appears when you're back online.";

export interface PaynowQrRead {
  qr: PaynowQrAnswer | undefined;
  error: string | null;
  offline: boolean;
  retry: () => void;
}

/**
 * An SGD account's PayNow QR, read from the bank online (it is never cached: the bank makes it,
 * docs/decisions/accounts.md 'PayNow QR'); again when the account or the connection changes.
 */
export function usePaynowQr(accountNumber: string): PaynowQrRead {
  const { online } = useSyncStatus();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; qr?: PaynowQrAnswer; error: string | null }>({
    key: '',
    error: null,
  });
  // The read of this render; `attempt` (Try again) asks again for the same account.
  const load = useEffectEvent((_attempt: number) => getPaynowQr(accountNumber));
  useEffect(() => {
    if (!online) return;
    let live = true;
    load(attempt).then(
      (qr) => {
        if (live) setState({ key: accountNumber, qr, error: null });
      },
      (error: unknown) => {
        if (live)
          setState({
            key: accountNumber,
            error: isApiError(error) && error.status < 500 ? error.message : PAYNOW_QR_FAILED,
          });
      },
    );
    return () => {
      live = false;
    };
  }, [online, accountNumber, attempt]);
  const current = state.key === accountNumber;
  return {
    qr: current ? state.qr : undefined,
    error: current ? state.error : null,
    offline: !online && !(current && state.qr),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
