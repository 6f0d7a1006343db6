import { useState } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../../shared/ui/Tabs';
import { hasPayableNumber, type Account } from '../../../shared/domain/accounts';
import {
  formatBalance,
  RECEIVE_ROUTE_LABELS,
  receiveRoutes,
  THB_NOTICE,
  type ReceiveRoute,
} from '../accountDisplay';
import { ReceiveDetails } from './ReceiveDetails';

/**
 * The expanded part of an account row: what a payer needs to send money into the account. An
 * SGD account has a tab per way in (Local Bank Transfers, Overseas Bank Transfers), because the
 * beneficiary name differs (spec-3 §2); a THB account cannot receive at all.
 */
export function AccountDetails({ account, id }: { account: Account; id: string }) {
  const payable = hasPayableNumber(account);
  const routes = receiveRoutes(account);
  const [route, setRoute] = useState<ReceiveRoute>(routes[0] ?? 'overseas');
  const tabbed = payable && routes.length > 1;
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
        <dt>Account holder name</dt>
        <dd>{account.accountHolderName}</dd>
      </dl>
      {tabbed && (
        <Tabs
          label={`Ways to receive money into ${account.accountName}`}
          idPrefix={`${id}-receive`}
          tabs={routes.map((key) => ({ key, label: RECEIVE_ROUTE_LABELS[key] }))}
          selected={route}
          onSelect={setRoute}
        />
      )}
      {payable ? (
        <div
          className="account-row__receive"
          {...(tabbed
            ? {
                role: 'tabpanel',
                id: tabPanelIdOf(`${id}-receive`, route),
                'aria-labelledby': tabIdOf(`${id}-receive`, route),
              }
            : {})}
        >
          <ReceiveDetails account={account} route={route} />
        </div>
      ) : (
        <dl className="account-row__facts">
          <dt>Bank</dt>
          <dd>{account.bankName}</dd>
        </dl>
      )}
    </div>
  );
}
