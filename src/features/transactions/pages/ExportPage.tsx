import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearch } from 'wouter';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import type { BankFile } from '../../../api/transactions';
import { formatDay } from '../../../shared/dates';
import type { Account } from '../../../shared/domain/accounts';
import {
  EXPORT_FILE_TYPES,
  EXPORT_FORMAT_LABELS,
  MAX_PDF_LIST_ROWS,
  SINGLE_ACCOUNT_FORMATS,
} from '../../../shared/domain/exports';
import { typeLabelOf } from '../../../shared/domain/transactionLabels';
import type { TransactionFilter } from '../../../shared/domain/transactions';
import { formatAmount } from '../../../shared/money';
import { useSyncStatus } from '../../../sync/syncStatus';
import { Alert } from '../../../shared/ui/Alert';
import { Card } from '../../../shared/ui/Card';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { AccountSelect } from '../../../entities/account/AccountSelect';
import { ExportFormFooter } from '../components/ExportFormFooter';
import { countExportRows, EXPORT_OFFLINE, exportList } from '../exportActions';
import { DROPPED_TEXTS, filterFromSearch, type DroppedFilter } from '../exportFilter';
import { exportSchema, type ExportForm } from '../schemas';
import { useExportRun } from '../useExportRun';
import './ExportPages.css';

const NO_ACCOUNTS: readonly Account[] = [];

/** The filters carried from the list, in words; none: 'All transactions'. */
function filterLines(filter: TransactionFilter, accounts: readonly Account[]): string[] {
  const lines: string[] = [];
  const name = (n: string) => accounts.find((a) => a.accountNumber === n)?.accountName ?? n;
  if (filter.vaNumbers?.length) lines.push(`Accounts: ${filter.vaNumbers.map(name).join(', ')}`);
  if (filter.transactionType?.length)
    lines.push(`Types: ${[...new Set(filter.transactionType.map(typeLabelOf))].join(', ')}`);
  if (filter.status?.length) lines.push(`Status: ${filter.status.join(', ')}`);
  if (filter.amountType) lines.push(filter.amountType === 'CREDIT' ? 'Money in' : 'Money out');
  if (filter.minAmount !== undefined || filter.maxAmount !== undefined) {
    const currency =
      accounts.find((a) => a.accountNumber === filter.vaNumbers?.[0])?.currency ?? 'SGD';
    const from =
      filter.minAmount === undefined ? '' : `from ${formatAmount(filter.minAmount, currency)}`;
    const to =
      filter.maxAmount === undefined ? '' : `up to ${formatAmount(filter.maxAmount, currency)}`;
    lines.push(`Amount: ${[from, to].filter(Boolean).join(' ')}`);
  }
  if (filter.panTail) lines.push(`Card ending ${filter.panTail}`);
  if (filter.cardHolderName) lines.push(`Cardholder: ${filter.cardHolderName}`);
  if (filter.startDate || filter.endDate)
    lines.push(
      `Dates: ${filter.startDate ? formatDay(`${filter.startDate}T00:00:00`) : 'the first'} to ${filter.endDate ? formatDay(`${filter.endDate}T00:00:00`) : 'today'}`,
    );
  return lines.length ? lines : ['All transactions'];
}

const savedText = (file: BankFile) =>
  `${file.fileName}: ${file.rows.toLocaleString('en-US')} ${file.rows === 1 ? 'transaction' : 'transactions'}.`;

/**
 * /transaction/export (spec-3 §2 Transactions pages): the list's current filters, the format,
 * the count of rows the bank will put in the file, Download with its progress and Cancel.
 */
export function ExportPage() {
  const search = useSearch();
  const { filter, dropped } = useMemo(() => filterFromSearch(search), [search]);
  const accounts = useCachedAccounts() ?? NO_ACCOUNTS;
  const { online } = useSyncStatus();
  const formatId = useId();
  const [rows, setRows] = useState<number | undefined>(undefined);
  const [countFailed, setCountFailed] = useState(false);
  const run = useExportRun(savedText);

  const oneAccount = filter.vaNumbers?.length === 1 ? (filter.vaNumbers[0] ?? '') : '';
  const form = useForm<ExportForm>({
    resolver: zodResolver(exportSchema({ rows })),
    defaultValues: { fileType: 'xls', account: oneAccount },
  });
  const fileType = useWatch({ control: form.control, name: 'fileType' });
  const account = useWatch({ control: form.control, name: 'account' });
  const single = SINGLE_ACCOUNT_FORMATS.includes(fileType);
  // Xero and QuickBooks take one account: the export's filter is the list's on that account.
  const effective = useMemo<TransactionFilter | undefined>(
    () => (single ? (account ? { ...filter, vaNumbers: [account] } : undefined) : filter),
    [single, account, filter],
  );
  const choices = filter.vaNumbers?.length
    ? accounts.filter((a) => filter.vaNumbers?.includes(a.accountNumber))
    : accounts;

  const effectiveKey = JSON.stringify(effective ?? null);
  useEffect(() => {
    setRows(undefined);
    setCountFailed(false);
    // Read from its key: a new object with the same filter asks the bank nothing again.
    const counted = JSON.parse(effectiveKey) as TransactionFilter | null;
    if (!counted || !online) return;
    let live = true;
    countExportRows(counted).then(
      (n) => live && setRows(n),
      () => live && setCountFailed(true),
    );
    return () => {
      live = false;
    };
  }, [effectiveKey, online]);

  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const chosen = SINGLE_ACCOUNT_FORMATS.includes(values.fileType)
      ? { ...filter, vaNumbers: [values.account] }
      : filter;
    void run.start((r) => exportList(chosen, values.fileType, r));
  });
  const busy = run.stage !== null;

  return (
    <div className="export-page">
      <PageHeader
        title="Export transactions"
        subtitle="Download the transactions of the list, with its filters, as a file."
      />
      <Card className="export-page__card">
        {!online && <Alert kind="warning">{EXPORT_OFFLINE}</Alert>}
        <section aria-labelledby={`${formatId}-filters`}>
          <h2 id={`${formatId}-filters`} className="export-page__heading">
            Filters from the list
          </h2>
          <ul className="export-page__filters">
            {filterLines(filter, accounts).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {dropped.length > 0 && (
            <p className="export-page__note">
              Exported without {dropped.map((d: DroppedFilter) => DROPPED_TEXTS[d]).join(' and ')}:
              the bank's export takes one card, one cardholder and amounts in the accounts'
              currency.
            </p>
          )}
          <p className="export-page__count" role="status">
            {!online
              ? ''
              : single && !account
                ? 'Choose an account to count its transactions.'
                : countFailed
                  ? 'The number of transactions could not be read.'
                  : rows === undefined
                    ? 'Counting transactions…'
                    : `${rows.toLocaleString('en-US')} ${rows === 1 ? 'transaction' : 'transactions'} to export.`}
          </p>
        </section>
        <form className="export-page__form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset
            className="export-page__formats"
            aria-describedby={describedBy(formatId, undefined, errors.fileType?.message)}
            disabled={busy}
          >
            <legend className="ui-field__label">Format</legend>
            {EXPORT_FILE_TYPES.map((type) => (
              <label key={type} className="export-page__format">
                <input type="radio" value={type} {...form.register('fileType')} />
                {EXPORT_FORMAT_LABELS[type]}
              </label>
            ))}
            {fileType === 'pdf' && (
              <p className="export-page__note">
                A PDF lists at most {MAX_PDF_LIST_ROWS.toLocaleString('en-US')} transactions, the
                newest; Excel and CSV hold them all.
              </p>
            )}
            <FieldMessages id={formatId} error={errors.fileType?.message} />
          </fieldset>
          {single && (
            <AccountSelect
              label="Account"
              accounts={choices}
              value={account}
              disabled={busy}
              error={errors.account?.message}
              onChange={(value) => form.setValue('account', value, { shouldValidate: true })}
            />
          )}
          <ExportFormFooter run={run} online={online} busy={busy} />
        </form>
      </Card>
    </div>
  );
}
