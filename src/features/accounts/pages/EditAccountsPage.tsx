import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { AccountList } from '../components/AccountList';
import './AccountsPage.css';

export const EDIT_ACCOUNTS_HINT =
  'Rename an account with its pencil, and move it with its arrows. The order is the one the dashboard and every account picker show.';

/**
 * /account/edit (spec-3 §2 route list; docs/decisions/accounts.md 'Edit accounts'): the accounts
 * to rename and reorder, by buttons (on a phone, dragging a row is awkward), for the roles that
 * manage accounts. The same list as the accounts page, so both behave the same.
 */
export function EditAccountsPage() {
  const accounts = useCachedAccounts();
  return (
    <div className="accounts">
      <PageHeader
        title="Edit accounts"
        subtitle={EDIT_ACCOUNTS_HINT}
        actions={
          <Link href={paths.accounts.list()} className={buttonClassName({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden />
            <span className="ui-button__label">Done</span>
          </Link>
        }
      />
      <Card flush>
        {accounts === undefined ? (
          <div className="accounts__loading">
            <Skeleton lines={5} />
          </div>
        ) : (
          <AccountList accounts={accounts} canEdit />
        )}
      </Card>
    </div>
  );
}
