import { PaynowQr } from '../../../entities/account/PaynowQr';
import type { Account } from '../../../shared/domain/accounts';
import { beneficiaryName, type ReceiveRoute } from '../accountDisplay';
import { useBeneficiaryAddress } from '../queries';

/** spec-3 §2: incoming payments supported (PayNow, FAST, ACT, GIRO, MEPS and TT) and how long they take. */
export const RECEIVE_NOTES: Record<ReceiveRoute, string> = {
  paynow:
    'Pay in by PayNow from any Singapore banking app. Payments usually arrive within minutes, any day.',
  local: 'Pay in by FAST, ACT, GIRO or MEPS from a bank in Singapore.',
  overseas:
    'Pay in by telegraphic transfer (TT) from a bank abroad. Transfers can take 1 to 3 business days to be reflected.',
};

/** What a payer types into their bank (or scans) to send money into this account by one route. */
export function ReceiveDetails({ account, route }: { account: Account; route: ReceiveRoute }) {
  const address = useBeneficiaryAddress();
  if (route === 'paynow')
    return (
      <>
        <PaynowQr account={account} />
        <p className="account-row__note">{RECEIVE_NOTES.paynow}</p>
      </>
    );
  return (
    <>
      <dl className="account-row__facts">
        <dt>Account number</dt>
        <dd className="account-row__number">{account.accountNumber}</dd>
        <dt>Beneficiary name</dt>
        <dd>{beneficiaryName(account, route)}</dd>
        {route === 'overseas' && address && (
          <>
            <dt>Beneficiary address</dt>
            <dd>{address.beneficiaryAddress}</dd>
          </>
        )}
        <dt>Bank</dt>
        <dd>{account.bankName}</dd>
        {route === 'overseas' && (
          <>
            <dt>SWIFT code</dt>
            <dd className="account-row__number">{account.bankSwift}</dd>
          </>
        )}
        {route === 'overseas' && address && (
          <>
            <dt>Bank address</dt>
            <dd>{address.bankAddress}</dd>
          </>
        )}
      </dl>
      <p className="account-row__note">{RECEIVE_NOTES[route]}</p>
    </>
  );
}
