import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';

export interface PayoutToggles {
  /** The toggles were read: until then a draft could miss a field the integration requires. */
  loaded: boolean;
  /** dbsLocalTtIntegration: the local reference and purpose are required, no S$200,000 cap. */
  localIntegration: boolean;
  /** transferNotification: the payment-advice e-mails are offered. */
  notification: boolean;
  /** docs/decisions/recipients.md 'Recipient field rules': corporate VND recipients may be paid. */
  vndCorporate: boolean;
  /** p2p: another business account of the product is paid by P2P (payoutMethodOf). */
  p2p: boolean;
}

/** The toggles the payout forms read, from the cache (off until it is read). */
export function usePayoutToggles(): PayoutToggles {
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const email = useSnapshot(session).claims?.email ?? '';
  const on = (name: string) => (toggles ? isToggleOn(toggles, name, email) : false);
  return {
    loaded: toggles !== undefined,
    localIntegration: on('dbsLocalTtIntegration'),
    notification: on('transferNotification'),
    vndCorporate: on('vndCorporate'),
    p2p: on('p2p'),
  };
}
