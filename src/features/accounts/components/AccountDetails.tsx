import { Alert } from '../../../shared/ui/Alert';
import { hasPayableNumber, type Account } from '../../../shared/domain/accounts';
import { beneficiaryName, formatBalance, THB_NOTICE } from '../accountDisplay';

/** The expanded part of an account row: what a payer needs to send money into the account. */
export function AccountDetails({ account, id }: { account: Account; id: string }) {
  const payable = hasPayableNumber(account);
  return (
    <div id={id} className="account-row__details">
      {!payable && (
        <Alert kind="info" title="THB account">
          {THB_NOTICE}
        </Alert>
      )}
      <dl className="account-row__facts">
        <dt>Balance</dt>
        <dd className="account-row__amount">{formatBalance(account)}</dd>
        <dt>Currency</dt>
        <dd>{account.currency}</dd>
        {payable && (
          <>
            <dt>Account number</dt>
            <dd className="account-row__number">{account.accountNumber}</dd>
            <dt>Beneficiary name</dt>
            <dd>{beneficiaryName(account)}</dd>
          </>
        )}
        <dt>Account holder name</dt>
        <dd>{account.accountHolderName}</dd>
        <dt>Bank</dt>
        <dd>{account.bankName}</dd>
        <dt>SWIFT code</dt>
        <dd className="account-row__number">{account.bankSwift}</dd>
      </dl>
    </div>
  );
}
