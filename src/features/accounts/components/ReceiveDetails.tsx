import type { Account } from '../../../shared/domain/accounts';
import { beneficiaryName, type ReceiveRoute } from '../accountDisplay';

/** spec-3 §2: incoming payments supported (FAST, ACT, GIRO, MEPS and TT) and how long they take. */
export const RECEIVE_NOTES: Record<ReceiveRoute, string> = {
  local: 'Pay in by FAST, ACT, GIRO or MEPS from a bank in Singapore.',
  overseas:
    'Pay in by telegraphic transfer (TT) from a bank abroad. Transfers can take 1 to 3 business days to be reflected.',
};

/** What a payer types into their bank to send money into this account by one route. */
export function ReceiveDetails({ account, route }: { account: Account; route: ReceiveRoute }) {
  return (
    <>
      <dl className="account-row__facts">
        <dt>Account number</dt>
        <dd className="account-row__number">{account.accountNumber}</dd>
        <dt>Beneficiary name</dt>
        <dd>{beneficiaryName(account, route)}</dd>
        <dt>Bank</dt>
        <dd>{account.bankName}</dd>
        {route === 'overseas' && (
          <>
            <dt>SWIFT code</dt>
            <dd className="account-row__number">{account.bankSwift}</dd>
          </>
        )}
      </dl>
      <p className="account-row__note">{RECEIVE_NOTES[route]}</p>
    </>
  );
}
