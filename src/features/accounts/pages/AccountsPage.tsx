import { BellRing, Plus, Wallet } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../../api/session';
import { ACCOUNT_MANAGER_ROLES } from '../../../shared/domain/accounts';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { AccountList } from '../components/AccountList';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import './AccountsPage.css';

/** spec-3 §2 Dashboard: who may open (and rename and reorder) accounts; the /add-account route has the same list. */

/**
 * /account: the company's accounts from the cache (so it reads the same offline), each row
 * collapsible, renamable and movable.
 */
export function AccountsPage() {
  const accounts = useCachedAccounts();
  const role = useSnapshot(session).claims?.role;
  const canEdit = role !== undefined && ACCOUNT_MANAGER_ROLES.includes(role);
  const addLink = canEdit && (
    <>
      <Link href={paths.accounts.lowBalanceAlert()} className={buttonClassName({})}>
        <BellRing aria-hidden />
        <span className="ui-button__label">Low balance alert</span>
      </Link>
      <Link href={paths.accounts.add()} className={buttonClassName({ variant: 'primary' })}>
        <Plus aria-hidden />
        <span className="ui-button__label">Add account</span>
      </Link>
    </>
  );

  return (
    <div className="accounts">
      <PageHeader
        title="Accounts"
        subtitle={
          accounts?.length
            ? `${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}${canEdit ? ' · drag a row or use its arrows to reorder' : ''}`
            : undefined
        }
        actions={addLink}
      />
      <Card flush>
        {accounts === undefined ? (
          <div className="accounts__loading">
            <Skeleton lines={5} />
          </div>
        ) : accounts.length === 0 ? (
          <EmptyState
            icon={Wallet}
            title="No accounts yet"
            text="Your accounts appear here once they are loaded."
          />
        ) : (
          <AccountList accounts={accounts} canEdit={canEdit} />
        )}
      </Card>
    </div>
  );
}
