import { BellRing, Pencil, Plus, Wallet } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../../api/session';
import { TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import {
  ACCOUNT_DOCUMENT_ROLES,
  ACCOUNT_MANAGER_ROLES,
  hasPayableNumber,
} from '../../../shared/domain/accounts';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { AccountList } from '../components/AccountList';
import { AccountTips } from '../components/AccountTips';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import './AccountsPage.css';

/** spec-3 §2 Dashboard: who may open (and rename and reorder) accounts; the /add-account route has the same list. */

/**
 * /account: the company's accounts from the cache (so it reads the same offline), each row
 * collapsible, renamable and movable.
 */
export function AccountsPage() {
  const accounts = useCachedAccounts();
  const claims = useSnapshot(session).claims;
  const role = claims?.role;
  const canEdit = role !== undefined && ACCOUNT_MANAGER_ROLES.includes(role);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const on = (name: string) =>
    toggles !== undefined && isToggleOn(toggles, name, claims?.email ?? '');
  const paynowTip = on('paynowQr') && (accounts ?? []).some((a) => a.currency === 'SGD');
  const letterTip =
    on('proofOfAccountLetter') &&
    role !== undefined &&
    ACCOUNT_DOCUMENT_ROLES.includes(role) &&
    (accounts ?? []).some(hasPayableNumber);
  const addLink = canEdit && (
    <>
      <Link href={paths.accounts.lowBalanceAlert()} className={buttonClassName({})}>
        <BellRing aria-hidden />
        <span className="ui-button__label">Low balance alert</span>
      </Link>
      <Link href={paths.accounts.edit()} className={buttonClassName({ variant: 'secondary' })}>
        <Pencil aria-hidden />
        <span className="ui-button__label">Edit accounts</span>
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
      {/* Below the list: a tip comes with the bank's answer, after the cached list is drawn, and
          must not push the rows a person is about to click. */}
      <AccountTips paynow={paynowTip} letter={letterTip} />
    </div>
  );
}
