import { useEffect, useState } from 'react';
import { getTransferLimit } from '../../../api/limits';
import type { CurrencyCode } from '../../../shared/currencies';
import type { TransferLimit } from '../../../shared/domain/fx';
import { LOCAL_COUNTRY } from '../../../shared/domain/recipient';

/**
 * The bank's limits of one transfer in the destination currency (limits.currency), from the table of the
 * payout the calculator prices: local to Singapore, overseas elsewhere (docs/decisions/payouts.md
 * 'Limits'). Null until it answers, and when it cannot: the calculator then says nothing of limits.
 */
export function useDestinationLimit(
  currency: CurrencyCode | null,
  country: string,
): TransferLimit | null {
  const [limit, setLimit] = useState<TransferLimit | null>(null);
  useEffect(() => {
    setLimit(null);
    if (!currency || !country) return;
    let alive = true;
    getTransferLimit(currency, country === LOCAL_COUNTRY ? 'local' : 'overseas').then(
      (answer) => {
        if (alive) setLimit(answer);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [currency, country]);
  return limit;
}
