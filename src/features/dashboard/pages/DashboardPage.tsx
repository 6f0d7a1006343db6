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
import { useCachedCards } from '../../../db/cachedCards';
import { mayManageCards } from '../../../shared/domain/cards';
import { CardsPanel } from '../components/CardsPanel';
import { getChecklist, useRecentTransactions } from '../queries';
import { isTransferMode, mayTransfer, type TransferMode } from '../../../shared/domain/transfers';
import { RemittanceCalculator } from '../calculator/RemittanceCalculator';
import { isPayoutTile, showsAccountsPanel, tileEnabled, TILES, type PayoutTile } from '../tiles';
import type { ToggleName } from '../../../shared/domain/toggles';
import { ActionsChecklist } from '../notices/ActionsChecklist';
import { checklistItems, hasOwnCard } from '../notices/checklist';
import { AdminBanner, TopBanner } from '../notices/DashboardBanners';
import { PromoCarousel } from '../notices/PromoCarousel';
import { useReferralOffer } from '../notices/ReferralBanner';
import { REWARDS_ROLES } from '../../../shared/domain/rewards';
import { useBankRead } from '../notices/useBankRead';
import { useDashboardGuide } from '../notices/useDashboardGuide';
import { GuideButton, UserGuide } from '../notices/UserGuide';
import './DashboardPage.css';

export interface DashboardPageProps {
  /**
   * The Exchange & Internal Transfer modal, given by the app layer (a feature never imports
   * another). Without it, the transfer tiles always open their pages.
   */
  renderTransferDialog?: (mode: TransferMode, onClose: () => void) => ReactNode;
  /**
   * The Send Money modal (spec-2 §2), given by the app layer too. Without it, the payout tiles
   * open their pages.
   */
  renderSendMoneyDialog?: (request: SendMoneyRequest, onClose: () => void) => ReactNode;
}

/** What the Send Money modal opens on: a tab, and for the Withdraw tile the withdraw-funds variant. */
export interface SendMoneyRequest {
  tab: 'local' | 'overseas';
  withdraw: boolean;
}

const PAGE_TOGGLE = {
  localTransfer: 'localTransferPage',
  withdraw: 'localTransferPage',
  overseasTransfer: 'overseasTransferPage',
} as const satisfies Record<PayoutTile, ToggleName>;

const OPEN_PARAM = 'open';

const pageOf = (mode: TransferMode | PayoutTile) =>
  TILES.find((t) => t.id === mode)?.path ?? paths.dashboard();

type DialogMode = TransferMode | PayoutTile;
const isDialogMode = (value: unknown): value is DialogMode =>
  isTransferMode(value) || isPayoutTile(value);

/**
 * spec-3 §2 / spec-2 §2: another page may open a modal with `?open=<mode>` or history state
 * `{ internalTransfer: mode }` (Exchange & Internal Transfer) or `{ sendMoney: tile }` (Send Money).
 */
function requestedMode(search: string): DialogMode | null {
  const fromQuery = new URLSearchParams(search).get(OPEN_PARAM);
  if (isDialogMode(fromQuery)) return fromQuery;
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  if (typeof state !== 'object' || state === null) return null;
  const { internalTransfer, sendMoney } = state as {
    internalTransfer?: unknown;
    sendMoney?: unknown;
  };
  if (isTransferMode(internalTransfer)) return internalTransfer;
  return isPayoutTile(sendMoney) ? sendMoney : null;
}

/**
 * The landing page, read entirely from the cache so it stays readable offline: action tiles,
 * recent transactions and (for every role but general) the accounts panel with the SGD total.
 */
export function DashboardPage({
  renderTransferDialog,
  renderSendMoneyDialog,
}: DashboardPageProps = {}) {
  const snap = useSnapshot(session);
  const role = snap.claims?.role;
  const email = snap.claims?.email ?? '';
  const profile = useMeta<Profile>(PROFILE_KEY);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const rates = useMeta<SgdRates>(SGD_RATES_KEY);
  const cachedAccounts = useCachedAccounts();
  const cachedCards = useCachedCards();
  const transactions = useRecentTransactions(
    role === 'general' ? visibleTransactionTypes(role) : null,
  );
  const { online, stores } = useSyncStatus();
  // An empty cache that has never been synced is not 'no accounts, S$0.00': it is not known yet.
  const accounts =
    cachedAccounts?.length === 0 && !stores.accounts?.lastSyncedAt ? undefined : cachedAccounts;
  const cards = cachedCards?.length === 0 && !stores.cards?.lastSyncedAt ? undefined : cachedCards;
  const [hello] = useState(() => greeting(new Date()));
  const [dialog, setDialog] = useState<TransferMode | null>(null);
  const [sendMoney, setSendMoney] = useState<SendMoneyRequest | null>(null);
  const search = useSearch();
  const [path, navigate] = useLocation();

  const toggleOn = (name: ToggleName) => (toggles ? isToggleOn(toggles, name, email) : false);
  const approvalsOn = toggleOn('approvals');
  const transferAllowed = role !== undefined && mayTransfer(role, approvalsOn);
  const guideOn = role !== undefined && toggleOn('dashboardUserGuide');
  // The referral campaign: its banner and the carousel's order (docs/decisions/rewards.md).
  const seesRewards = role !== undefined && REWARDS_ROLES.includes(role);
  const referral = useReferralOffer(
    seesRewards,
    `${snap.claims?.corpID ?? ''}/${snap.claims?.sub ?? ''}`,
  );
  const guide = useDashboardGuide(guideOn);
  const checklist = useBankRead(getChecklist, role !== undefined);
  const openTransfer = (mode: TransferMode, fromTile: boolean) => {
    const pageOn = toggles !== undefined && isToggleOn(toggles, 'internalTransferPage', email);
    if (renderTransferDialog && !(fromTile && pageOn)) setDialog(mode);
    else navigate(pageOf(mode));
  };

  /** A payout tile: its page while the page toggle is on, else the Send Money modal. */
  const openPayout = (tile: PayoutTile, fromTile: boolean) => {
    const pageOn = toggles !== undefined && isToggleOn(toggles, PAGE_TOGGLE[tile], email);
    if (renderSendMoneyDialog && !(fromTile && pageOn))
      setSendMoney({
        tab: tile === 'overseasTransfer' ? 'overseas' : 'local',
        withdraw: tile === 'withdraw',
      });
    else navigate(pageOf(tile));
  };

  // A modal asked for by navigation opens once the role (and for the accountant, the toggles) are known.
  const requested = requestedMode(search);
  const decided = role !== undefined && (role !== 'accountant' || toggles !== undefined);
  const answerRequest = useEffectEvent((mode: DialogMode) => {
    const params = new URLSearchParams(search);
    params.delete(OPEN_PARAM);
    const rest = params.toString();
    navigate(`${path}${rest ? `?${rest}` : ''}`, { replace: true });
    if (!tileEnabled(mode, role, approvalsOn)) return;
    if (isPayoutTile(mode)) openPayout(mode, false);
    else openTransfer(mode, false);
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
      {/* spec-3 §2 / spec-1 §6: the dashboard banner is the admin's only. */}
      <AdminBanner
        shown={
          role === 'admin' && profile?.showDashboardBanner === true && toggleOn('dashboardBanner')
        }
      />
      <TopBanner
        cnyPromoOn={toggleOn('remittanceCnyPromoBanner')}
        mayTransfer={transferAllowed}
        referral={referral}
      />
      <div className="dashboard__layout">
        {/* First in the page, so a phone shows the total balance under the greeting; beside the
            main column on a wide screen, above the rest of the overview (DashboardPage.css). */}
        {role && showsAccountsPanel(role) && (
          <div className="dashboard__balance">
            <AccountsPanel accounts={accounts} rates={rates} />
          </div>
        )}
        <div className="dashboard__main">
          {guide.open && role && <UserGuide role={role} onClose={guide.close} />}
          <ActionTiles
            role={role}
            approvalsOn={approvalsOn}
            onTransfer={(mode) => openTransfer(mode, true)}
            onPayout={(tile) => openPayout(tile, true)}
          />
          <PromoCarousel
            mayTransfer={transferAllowed}
            batchTransfer={transferAllowed && toggleOn('batchTransfer')}
            order={referral.carouselOrder}
            referralValue={referral.value}
            rewards={{ referral: seesRewards, cashback: seesRewards && toggleOn('cashback') }}
          />
          <RecentTransactions
            transactions={transactions}
            online={online}
            // With the accounts: a new transaction moved a balance (and a low-balance alert).
            onRefresh={() => syncNow(['transactions', 'accounts'])}
          />
        </div>
        {role && (
          <aside className="dashboard__side" aria-label="Overview">
            {guideOn && (
              <GuideButton
                tip={guide.tip}
                onOpen={guide.reopen}
                onDismissTip={guide.dismissTip}
                buttonRef={guide.buttonRef}
              />
            )}
            {checklist && (
              <ActionsChecklist
                items={checklistItems(checklist, {
                  topUpApplies: showsAccountsPanel(role),
                  // spec-3 §6 'Dashboard guide': card activation only for a holder of a card.
                  hasOwnCard: hasOwnCard(cachedCards, profile?.userReferenceID),
                })}
              />
            )}
            <CardsPanel cards={cards} mayAddCard={mayManageCards(role)} />
            <RemittanceCalculator
              localOn={toggleOn('calculatorLocalTransfer')}
              mayTransfer={transferAllowed}
            />
          </aside>
        )}
      </div>
      {dialog && renderTransferDialog?.(dialog, () => setDialog(null))}
      {sendMoney && renderSendMoneyDialog?.(sendMoney, () => setSendMoney(null))}
    </div>
  );
}
