import type { SgdRates } from '../../../db/meta';
import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { CurrencyMark } from '../../../shared/ui/CurrencyMark';
import { DASHBOARD_ACCOUNTS_SHOWN, type Account } from '../../../shared/domain/accounts';
import { formatMoney, UNAVAILABLE_BALANCE } from '../../../shared/money';
import { Card } from '../../../shared/ui/Card';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { totalInSgd } from '../balanceTotal';
import { LowBalanceBadge, lowBalanceSummary } from '../../../entities/account/LowBalanceBadge';
import { Alert } from '../../../shared/ui/Alert';

/** Accounts below their low-balance alert, by name, with the way to the alerts (after a sync). */
function LowBalanceNotice({ accounts }: { accounts: readonly Account[] }) {
  const summary = lowBalanceSummary(accounts);
  if (!summary) return null;
  return (
    <Alert kind="warning" className="dash-accounts__low">
      {summary} <Link href={paths.accounts.lowBalanceAlert()}>Low balance alert</Link>
    </Alert>
  );
}

function Balance({ account }: { account: Account }) {
  if (account.currentBalance === null) {
    return (
      <span className="dash-accounts__amount dash-muted" title="Balance unavailable">
        {UNAVAILABLE_BALANCE}
        <span className="visually-hidden"> (balance unavailable)</span>
      </span>
    );
  }
  return (
    <span className="dash-accounts__amount">
      {formatMoney(account.currentBalance, account.currency)}
    </span>
  );
}

function TotalBalance({
  accounts,
  rates,
}: {
  accounts: readonly Account[];
  rates: SgdRates | undefined;
}) {
  const total = totalInSgd(accounts, rates);
  return (
    <div className="dash-accounts__total">
      <span className="dash-accounts__total-label">Total balance (SGD)</span>
      {total.ok ? (
        <span className="dash-accounts__total-value" data-testid="total-balance">
          {formatMoney(total.total, 'SGD')}
        </span>
      ) : (
        <span
          className="dash-accounts__total-value dash-muted"
          data-testid="total-balance"
          title={total.reason}
        >
          {UNAVAILABLE_BALANCE}
          <span className="visually-hidden"> {total.reason}</span>
        </span>
      )}
      <span className="dash-accounts__total-note">Other currencies converted at the bid rate</span>
    </div>
  );
}

/** Right panel: the total in SGD, the account count, the first two accounts and 'View all'. */
export function AccountsPanel({
  accounts,
  rates,
}: {
  accounts: readonly Account[] | undefined;
  rates: SgdRates | undefined;
}) {
  return (
    <Card
      title="Accounts"
      subtitle={
        accounts
          ? `${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}`
          : undefined
      }
      actions={
        <Link href={paths.accounts.list()} className="dash-link">
          View all
        </Link>
      }
      className="dash-accounts"
    >
      {accounts === undefined ? (
        <Skeleton lines={4} />
      ) : (
        <>
          <TotalBalance accounts={accounts} rates={rates} />
          <LowBalanceNotice accounts={accounts} />
          <ul className="dash-accounts__list" aria-label="First accounts">
            {accounts.slice(0, DASHBOARD_ACCOUNTS_SHOWN).map((account) => (
              <li key={account.accountNumber} className="dash-accounts__item">
                <CurrencyMark currency={account.currency} />
                <span className="dash-accounts__name">
                  {account.accountName}
                  <span className="dash-accounts__currency">{account.currency}</span>
                  <LowBalanceBadge account={account} />
                </span>
                <Balance account={account} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
