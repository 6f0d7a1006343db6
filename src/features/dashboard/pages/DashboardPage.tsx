import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { session } from '../../../api/session';
import { PROFILE_KEY, SGD_RATES_KEY, type SgdRates, TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import type { Profile } from '../../../shared/domain/profile';
import { visibleTransactionTypes } from '../../../shared/domain/transactions';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import { paths } from '../../../shared/routing/paths';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { syncNow } from '../../../sync/syncEngine';
import { useSyncStatus } from '../../../sync/syncStatus';
import { AccountsPanel } from '../components/AccountsPanel';
import { ActionTiles } from '../components/ActionTiles';
import { RecentTransactions } from '../components/RecentTransactions';
import { greeting } from '../greeting';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { useRecentTransactions } from '../queries';
import { isTransferMode, mayTransfer, type TransferMode } from '../../../shared/domain/transfers';
import { RemittanceCalculator } from '../calculator/RemittanceCalculator';
import { showsAccountsPanel, tileEnabled, TILES } from '../tiles';
import './DashboardPage.css';

export interface DashboardPageProps {
  /**
   * The Exchange & Internal Transfer modal, given by the app layer (a feature never imports
   * another). Without it, the transfer tiles always open their pages.
   */
  renderTransferDialog?: (mode: TransferMode, onClose: () => void) => ReactNode;
}

const OPEN_PARAM = 'open';

const pageOf = (mode: TransferMode) => TILES.find((t) => t.id === mode)?.path ?? paths.dashboard();

/** spec-3 §2: another page may open the modal with `?open=<mode>` or history state `{ internalTransfer: mode }`. */
function requestedMode(search: string): TransferMode | null {
  const fromQuery = new URLSearchParams(search).get(OPEN_PARAM);
  if (isTransferMode(fromQuery)) return fromQuery;
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  const fromState =
    typeof state === 'object' && state !== null
      ? (state as { internalTransfer?: unknown }).internalTransfer
      : undefined;
  return isTransferMode(fromState) ? fromState : null;
}

/**
 * The landing page, read entirely from the cache so it stays readable offline: action tiles,
 * recent transactions and (for every role but general) the accounts panel with the SGD total.
 */
export function DashboardPage({ renderTransferDialog }: DashboardPageProps = {}) {
  const snap = useSnapshot(session);
  const role = snap.claims?.role;
  const email = snap.claims?.email ?? '';
  const profile = useMeta<Profile>(PROFILE_KEY);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const rates = useMeta<SgdRates>(SGD_RATES_KEY);
  const cachedAccounts = useCachedAccounts();
  const transactions = useRecentTransactions(
    role === 'general' ? visibleTransactionTypes(role) : null,
  );
  const { online, stores } = useSyncStatus();
  // An empty cache that has never been synced is not 'no accounts, S$0.00': it is not known yet.
  const accounts =
    cachedAccounts?.length === 0 && !stores.accounts?.lastSyncedAt ? undefined : cachedAccounts;
  const [hello] = useState(() => greeting(new Date()));
  const [dialog, setDialog] = useState<TransferMode | null>(null);
  const search = useSearch();
  const [path, navigate] = useLocation();

  const approvalsOn = toggles ? isToggleOn(toggles, 'approvals', email) : false;
  const openTransfer = (mode: TransferMode, fromTile: boolean) => {
    const pageOn = toggles !== undefined && isToggleOn(toggles, 'internalTransferPage', email);
    if (renderTransferDialog && !(fromTile && pageOn)) setDialog(mode);
    else navigate(pageOf(mode));
  };

  // A modal asked for by navigation opens once the role (and for the accountant, the toggles) are known.
  const requested = requestedMode(search);
  const decided = role !== undefined && (role !== 'accountant' || toggles !== undefined);
  const answerRequest = useEffectEvent((mode: TransferMode) => {
    const params = new URLSearchParams(search);
    params.delete(OPEN_PARAM);
    const rest = params.toString();
    navigate(`${path}${rest ? `?${rest}` : ''}`, { replace: true });
    if (tileEnabled(mode, role, approvalsOn)) openTransfer(mode, false);
  });
  useEffect(() => {
    if (requested && decided) answerRequest(requested);
  }, [requested, decided]);

  return (
    <div className="dashboard">
      <PageHeader
        title={profile ? `${hello}, ${profile.firstName}` : 'Dashboard'}
        subtitle={snap.companyName}
      />
      <div className="dashboard__layout">
        <div className="dashboard__main">
          <ActionTiles
            role={role}
            approvalsOn={approvalsOn}
            onTransfer={(mode) => openTransfer(mode, true)}
          />
          <RecentTransactions
            transactions={transactions}
            online={online}
            onRefresh={() => syncNow(['transactions'])}
          />
        </div>
        {role && (
          <aside className="dashboard__side" aria-label="Overview">
            {showsAccountsPanel(role) && <AccountsPanel accounts={accounts} rates={rates} />}
            <RemittanceCalculator
              localOn={toggles ? isToggleOn(toggles, 'calculatorLocalTransfer', email) : false}
              mayTransfer={mayTransfer(role, approvalsOn)}
            />
          </aside>
        )}
      </div>
      {dialog && renderTransferDialog?.(dialog, () => setDialog(null))}
    </div>
  );
}
