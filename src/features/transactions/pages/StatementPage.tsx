import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BankFile } from '../../../api/transactions';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { AccountSelect } from '../../../entities/account/AccountSelect';
import type { Account } from '../../../shared/domain/accounts';
import { companyIsoDay, lastMonthOf } from '../../../shared/domain/exports';
import { useSyncStatus } from '../../../sync/syncStatus';
import { Alert } from '../../../shared/ui/Alert';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TextField } from '../../../shared/ui/TextField';
import { ExportFormFooter } from '../components/ExportFormFooter';
import { EXPORT_OFFLINE, exportStatement } from '../exportActions';
import { statementSchema, type StatementForm } from '../schemas';
import { useExportRun } from '../useExportRun';
import './ExportPages.css';

const NO_ACCOUNTS: readonly Account[] = [];

const savedText = (file: BankFile) =>
  `${file.fileName}: ${file.rows.toLocaleString('en-US')} ${file.rows === 1 ? 'transaction' : 'transactions'}.`;

/**
 * /transaction/pdf (spec-3 §2 Transactions pages): one account's PDF statement for a period,
 * last month by default, with its opening and closing balance, every transaction and totals.
 */
export function StatementPage() {
  const accounts = useCachedAccounts() ?? NO_ACCOUNTS;
  const { online } = useSyncStatus();
  // Today is read once when the page opens: the period's default and the latest day allowed.
  const [today] = useState(() => companyIsoDay(Date.now()));
  const schema = useMemo(() => statementSchema(today), [today]);
  const lastMonth = lastMonthOf(today);
  const form = useForm<StatementForm>({
    resolver: zodResolver(schema),
    defaultValues: { accountNumber: '', ...lastMonth },
  });
  const accountNumber = useWatch({ control: form.control, name: 'accountNumber' });
  const chosen = accountNumber || accounts[0]?.accountNumber || '';
  const run = useExportRun(savedText);
  const { errors } = form.formState;
  const busy = run.stage !== null;

  const submit = form.handleSubmit((values) => {
    void run.start((r) =>
      exportStatement(values.accountNumber, values.startDate, values.endDate, r),
    );
  });

  return (
    <div className="export-page">
      <PageHeader
        title="PDF statement"
        subtitle="An account's statement for a period: opening and closing balance, every transaction and the totals, in Singapore time."
      />
      <Card className="export-page__card">
        {!online && <Alert kind="warning">{EXPORT_OFFLINE}</Alert>}
        <form
          className="export-page__form"
          onSubmit={(e) => {
            // The select shows the first account until another is chosen: that is the choice.
            if (!form.getValues('accountNumber')) form.setValue('accountNumber', chosen);
            void submit(e);
          }}
          noValidate
        >
          <AccountSelect
            label="Account"
            accounts={accounts}
            value={chosen}
            disabled={busy}
            error={errors.accountNumber?.message}
            onChange={(value) => form.setValue('accountNumber', value, { shouldValidate: true })}
          />
          <div className="export-page__period">
            <TextField
              label="From"
              type="date"
              max={today}
              disabled={busy}
              error={errors.startDate?.message}
              {...form.register('startDate')}
            />
            <TextField
              label="To"
              type="date"
              max={today}
              disabled={busy}
              error={errors.endDate?.message}
              {...form.register('endDate')}
            />
          </div>
          <ExportFormFooter run={run} online={online} busy={busy} />
        </form>
      </Card>
    </div>
  );
}
