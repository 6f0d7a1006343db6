import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { session } from '../../../api/session';
import { SGD_RATES_KEY, type SgdRates, TOGGLES_KEY } from '../../../db/meta';
import { useLastSynced, useMeta } from '../../../db/useMeta';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import type { Account } from '../../../shared/domain/accounts';
import type { Transaction } from '../../../shared/domain/transactions';
import { mayExport } from '../../../shared/domain/exports';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Freshness } from '../../../entities/cache/Freshness';
import { SECTION_IDS, TransactionDetailsModal } from '../components/TransactionDetailsModal';
import { TransactionFilters } from '../components/TransactionFilters';
import { TransactionListBody } from '../components/TransactionListBody';
import type { DetailSection } from '../components/TransactionTable';
import { visibleTransactionTypes } from '../../../shared/domain/transactions';
import { amountBasis, amountUnit, missingRatesNotice } from '../amountFilter';
import { useCardChoices } from '../cardChoices';
import { exportFilterOf, filterToSearch } from '../exportFilter';
import { hasUserFilters } from '../filterState';
import { useTransactionFilters } from '../useTransactionFilters';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { pageQueryKey, useCachedTransaction, useTransactionPage } from '../queries';
import './TransactionsPage.css';

const NO_ACCOUNTS: readonly Account[] = [];

const sectionOfHash = (hash: string): DetailSection | undefined =>
  hash === `#${SECTION_IDS.attachments}`
    ? 'attachments'
    : hash === `#${SECTION_IDS.notes}`
      ? 'notes'
      : undefined;

/**
 * /transaction (spec-3 §2): the company's transactions from the offline cache, filtered through
 * its indexes, a page at a time, with the detail in a dialog. `?ref=<id>` opens a transaction's
 * detail; #view-attachments and #view-notes scroll it to those sections.
 */
export function TransactionsPage() {
  const { claims } = useSnapshot(session);
  const role = claims?.role;
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const showAttachments =
    toggles !== undefined && isToggleOn(toggles, 'receipt', claims?.email ?? '');
  const showCashback =
    toggles !== undefined &&
    isToggleOn(toggles, 'transactionCardPaymentCashback', claims?.email ?? '');
  const lastSyncedAt = useLastSynced('transactions') ?? undefined;
  const accounts = useCachedAccounts();
  const rates = useMeta<SgdRates>(SGD_RATES_KEY);
  const cards = useCardChoices(lastSyncedAt);
  const companyAccounts = accounts ?? NO_ACCOUNTS;
  // Amounts are read against the cached accounts and rates: when sync changes them, read again.
  const amountContext = useMemo(
    () => ({ accounts: companyAccounts, rates }),
    [companyAccounts, rates],
  );
  const state = useTransactionFilters(role, amountContext);
  const page = useTransactionPage(state.applied, state.pageIndex, state.pageSize);

  const search = useSearch();
  const [location, navigate] = useLocation();
  const [selected, setSelected] = useState<{
    id: string;
    section?: DetailSection | undefined;
  } | null>(() => {
    const ref = new URLSearchParams(search).get('ref');
    return ref ? { id: ref, section: sectionOfHash(window.location.hash) } : null;
  });
  const detail = useCachedTransaction(selected?.id ?? null);

  useEffect(() => {
    const onHash = () =>
      setSelected((s) => (s ? { ...s, section: sectionOfHash(window.location.hash) } : s));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const open = useCallback(
    (t: Transaction, section?: DetailSection) => setSelected({ id: t.displayReferenceId, section }),
    [],
  );
  const close = () => {
    setSelected(null);
    const params = new URLSearchParams(search);
    if (params.has('ref') || window.location.hash) {
      params.delete('ref');
      const rest = params.toString();
      navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
    }
  };

  const basis = amountBasis(companyAccounts, state.draft.accounts, rates);
  const { edit, clear, goToPage, setPageSize } = state;
  const userFiltered = hasUserFilters(state.draft, role);
  const exportSearch = useMemo(() => {
    const { filter, dropped } = exportFilterOf(state.applied);
    return filterToSearch(filter, dropped);
  }, [state.applied]);

  return (
    <div className="txn-page">
      <PageHeader
        title="Transactions"
        actions={
          <>
            <Freshness store="transactions" refresh />
            {mayExport(role) && (
              <>
                <Link
                  href={paths.transactionExport(exportSearch)}
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                >
                  Export
                </Link>
                <Link
                  href={paths.transactionStatement()}
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                >
                  PDF statement
                </Link>
              </>
            )}
          </>
        }
      />
      <Card>
        <TransactionFilters
          draft={state.draft}
          errors={state.errors}
          accounts={companyAccounts}
          cards={cards}
          allowedTypes={visibleTransactionTypes(role)}
          amountUnit={amountUnit(basis)}
          amountNotice={missingRatesNotice(basis)}
          canClear={userFiltered}
          onChange={edit}
          onClear={clear}
        />
      </Card>
      <Card flush className="txn-page__list">
        <TransactionListBody
          page={page}
          stale={
            page !== undefined &&
            page.key !== pageQueryKey(state.applied, state.pageIndex, state.pageSize)
          }
          general={role === 'general'}
          userFiltered={userFiltered}
          synced={lastSyncedAt !== undefined}
          funded={companyAccounts.some((a) => (a.currentBalance ?? 0) > 0)}
          showAttachments={showAttachments}
          pageSize={state.pageSize}
          onOpen={open}
          onClear={clear}
          onPage={goToPage}
          onPageSize={setPageSize}
        />
      </Card>
      <TransactionDetailsModal
        transaction={selected ? (detail ?? null) : null}
        section={selected?.section}
        showCashback={showCashback}
        showAttachments={showAttachments}
        onClose={close}
      />
    </div>
  );
}
