import { useEffect, useState } from 'react';
import { getPurposes } from '../../../api/payoutConfig';
import { corridorPurposes, type CorridorPurpose } from '../../../shared/domain/purposes';

/**
 * The purposes of payment of a corridor and currency (POST purpose-of-payment), read when the
 * form opens; undefined while they load. Without an answer (offline, an error) the form offers
 * the same list the bank serves (src/shared/domain/purposes.ts), so a draft can still be made.
 */
export function useCorridorPurposes(
  country: string,
  currency: string,
): readonly CorridorPurpose[] | undefined {
  const [purposes, setPurposes] = useState<{ key: string; list: CorridorPurpose[] }>();
  const key = `${country}/${currency}`;
  useEffect(() => {
    let alive = true;
    getPurposes(country, currency).then(
      (list) => {
        if (alive) setPurposes({ key, list });
      },
      () => {
        if (alive) setPurposes({ key, list: corridorPurposes(currency) });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, country, currency]);
  return purposes?.key === key ? purposes.list : undefined;
}
