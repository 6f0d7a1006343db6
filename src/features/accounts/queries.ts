import { useEffect, useState } from 'react';
import { getBeneficiaryAddress, type BeneficiaryAddress } from '../../api/accounts';
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
