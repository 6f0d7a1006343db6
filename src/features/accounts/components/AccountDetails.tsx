import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { Alert } from '../../../shared/ui/Alert';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../../shared/ui/Tabs';
import {
  ACCOUNT_DOCUMENT_ROLES,
  hasPayableNumber,
  type Account,
} from '../../../shared/domain/accounts';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import {
  formatBalance,
  RECEIVE_ROUTE_LABELS,
  receiveRoutes,
  THB_NOTICE,
  type ReceiveRoute,
} from '../accountDisplay';
import { AccountDocuments } from './AccountDocuments';
import { ReceiveDetails } from './ReceiveDetails';

/**
 * The expanded part of an account row: what a payer needs to send money into the account, and
 * the account's documents. An SGD account has a tab per way in (PayNow while its toggle is on,
 * first; Local Bank Transfers; Overseas Bank Transfers), because each is paid differently
 * (spec-3 §2); a THB account cannot receive at all.
 */
export function AccountDetails({ account, id }: { account: Account; id: string }) {
  const claims = useSnapshot(session).claims;
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const on = (name: string) =>
    toggles !== undefined && isToggleOn(toggles, name, claims?.email ?? '');
  const payable = hasPayableNumber(account);
  const routes = receiveRoutes(account, on('paynowQr'));
  const [chosen, setRoute] = useState<ReceiveRoute | null>(null);
  // Until a tab is chosen the first one shows (PayNow once the toggles are read, spec-3 §2).
  const route = chosen && routes.includes(chosen) ? chosen : (routes[0] ?? 'overseas');
  const documents = claims !== null && ACCOUNT_DOCUMENT_ROLES.includes(claims.role);
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
      {documents && <AccountDocuments account={account} letterOn={on('proofOfAccountLetter')} />}
    </div>
  );
}
