import { ArrowDown } from 'lucide-react';
import type { FormEvent } from 'react';
import { MAINTENANCE_MESSAGES } from '../../../../shared/domain/maintenance';
import type { MaintenanceNotice } from '../../../../shared/domain/toggles';
import { formatMoney } from '../../../../shared/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { Skeleton } from '../../../../shared/ui/Skeleton';
import { TextField } from '../../../../shared/ui/TextField';
import type { ExchangeForm } from '../useExchangeForm';
import { AccountSelect } from '../../../../entities/account/AccountSelect';
import { QuoteLine } from '../../../../shared/ui/QuoteLine';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  type MoneyOffline,
} from '../../../../entities/money/MoneyOffline';

/**
 * Step 0: sending and receiving accounts, and the amount on either side. What was typed stays
 * as typed (a bad amount is explained, never rewritten); the other side follows 500 ms later.
 */
export function ExchangeFormStep({
  form,
  pausedBy = null,
  offline,
  onContinue,
}: {
  form: ExchangeForm;
  /** Offline: said at once, Continue waits; what was typed stays. */
  offline: MoneyOffline;
  /** The maintenance window that pauses this page now: Continue waits, and says why. */
  pausedBy?: MaintenanceNotice | null;
  onContinue: () => void;
}) {
  const { accounts, values, sender, receiver, check, quote } = form;
  if (!accounts) return <Skeleton lines={6} />;
  if (accounts.length < 2) {
    return (
      <EmptyState
        title="Two accounts are needed"
        text="Add another account to move money between your accounts."
      />
    );
  }
  const refresh = check.needsQuote && quote.refreshRequired;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offline.offline) return;
    if (refresh) quote.refresh();
    else if (form.ready && !pausedBy) onContinue();
  };

  return (
    <form className="transfer-form" onSubmit={submit} noValidate>
      <div className="transfer-form__side">
        <AccountSelect
          label="From account"
          accounts={accounts}
          clearable
          value={values.senderAccount}
          error={check.errors.senderAccount}
          onChange={(n) => form.setAccount('source', n)}
        />
        <TextField
          label={`Amount to send${sender ? ` (${sender.currency})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={form.sourceText}
          hint={
            sender && sender.currentBalance !== null
              ? `Available balance: ${formatMoney(sender.currentBalance, sender.currency)}`
              : undefined
          }
          error={check.errors.sourceAmount}
          onChange={(event) => form.typeAmount('source', event.target.value)}
        />
      </div>
      <ArrowDown className="transfer-form__arrow" aria-hidden />
      <div className="transfer-form__side">
        <AccountSelect
          label="To account"
          accounts={accounts}
          value={values.receiverAccount}
          error={check.errors.receiverAccount}
          onChange={(n) => form.setAccount('target', n)}
        />
        <TextField
          label={`Amount to receive${receiver ? ` (${receiver.currency})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={form.targetText}
          error={check.errors.targetAmount}
          onChange={(event) => form.typeAmount('target', event.target.value)}
        />
      </div>
      {check.needsQuote && sender && receiver && (
        <QuoteLine
          quote={quote}
          sell={sender.currency}
          buy={receiver.currency}
          offline={offline.offline}
        />
      )}
      {!check.needsQuote && sender && receiver && sender.currency === receiver.currency && (
        <p className="transfer-form__note">Internal transfers are free and instant.</p>
      )}
      {pausedBy && <Alert kind="warning">{MAINTENANCE_MESSAGES.paused(pausedBy)}</Alert>}
      <MoneyOfflineNotice state={offline} />
      <div className="transfer-actions">
        <Button
          type="submit"
          variant="primary"
          disabled={
            offline.offline ||
            (refresh ? quote.status === 'loading' : !form.ready || pausedBy !== null)
          }
          {...offlineSubmitProps(offline)}
        >
          {refresh ? 'Refresh' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
