import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../api/session';
import { useCachedAccounts } from '../../db/cachedAccounts';
import { TOGGLES_KEY } from '../../db/meta';
import { usePayoutConfig } from '../../db/payoutConfig';
import { useMeta } from '../../db/useMeta';
import type { Corridor } from '../../shared/domain/corridors';
import type { RecipientContext } from '../../shared/domain/recipients/types';
import { isToggleOn, type FeatureToggles } from '../../shared/domain/toggles';

/**
 * What the recipient rules read beyond the form, from the cache (so the form works offline):
 * the VND corporate capability (toggle `vndCorporate`, docs/decisions/recipients.md 'Recipient field
 * rules'), the company's own account numbers, which are no recipient, and the bank's payout
 * corridors (the overseas countries and currencies, and their routes).
 */
export function useRecipientFormSettings(): Pick<
  RecipientContext,
  'vndCorporate' | 'ownAccountNumbers'
> & { corridors: readonly Corridor[] } {
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const accounts = useCachedAccounts();
  const { corridors } = usePayoutConfig();
  const email = useSnapshot(session).claims?.email ?? '';
  const vndCorporate = toggles ? isToggleOn(toggles, 'vndCorporate', email) : false;
  const ownAccountNumbers = useMemo(
    () => (accounts ?? []).map((account) => account.accountNumber),
    [accounts],
  );
  return { vndCorporate, ownAccountNumbers, corridors };
}
