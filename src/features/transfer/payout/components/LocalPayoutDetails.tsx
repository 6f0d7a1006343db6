import { useState, type FormEvent } from 'react';
import { AccountSelect } from '../../../../entities/account/AccountSelect';
import type { Account } from '../../../../shared/domain/accounts';
import { localReferenceRule } from '../../../../shared/domain/payouts';
import { LOCAL_PURPOSES } from '../../../../shared/domain/purposes';
import type { Recipient } from '../../../../shared/domain/recipient';
import { readForm } from '../../../../shared/forms/readForm';
import { formatMoney, parseAmountInput } from '../../../../shared/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { useTransferLimitTable } from '../../queries';
import { AdviceSection } from './AdviceSection';
import type { PayoutDraft } from '../model/draft';
import {
  emptyLocalValues,
  localPayoutSchema,
  localSenders,
  localValuesFromDraft,
  type LocalPayoutField,
  type LocalPayoutSchema,
  type LocalPayoutValues,
} from '../model/localPayoutSchema';
import { PAYOUT_MESSAGES as M } from '../model/messages';
import { PayoutTotals } from './PayoutTotals';
import { PurposeSelect } from './PurposeSelect';
import { RecipientCard } from './RecipientCard';
import { transferTimeNote } from '../model/transferTime';
import { AMOUNT_DEBOUNCE_MS, useDetailsForm, useSettled } from '../useDetailsForm';
import { useLocalPayoutFee } from '../usePayoutFee';
import { usePayoutToggles } from '../usePayoutToggles';
import './Payout.css';

/** What the wizard gives a details step (local and overseas alike). */
export interface PayoutDetailsProps {
  recipient: Recipient;
  /** The company's accounts; the form offers those that may pay this recipient. */
  accounts: Account[];
  /** The draft to start from (Back from the review). */
  initial?: PayoutDraft | undefined;
  /** The withdraw-funds variant (spec-2 §1): its banner. */
  withdraw?: boolean | undefined;
  /** A maintenance window or the lost connection pauses payouts (the wizard says why): Next waits. */
  paused?: boolean | undefined;
  onReview: (draft: PayoutDraft) => void;
  onBack: () => void;
}

/**
 * The local payout's details step (spec-2 §5): sending account, amount with the fee and total,
 * reference, purpose, payment advice and attachments. Next hands the draft of localPayoutSchema
 * to the wizard; nothing is sent from here.
 */
export function LocalPayoutDetails({
  recipient,
  accounts,
  initial,
  withdraw,
  paused,
  onReview,
  onBack,
}: PayoutDetailsProps) {
  const senders = localSenders(accounts, recipient);
  const toggles = usePayoutToggles();
  const limitOf = useTransferLimitTable('local');
  const form = useDetailsForm<LocalPayoutValues>(
    initial ? localValuesFromDraft(initial) : emptyLocalValues(senders),
  );
  const { values } = form;
  const amountText = useSettled(values.amount, AMOUNT_DEBOUNCE_MS);
  const settled = amountText === values.amount;
  const [filesReading, setFilesReading] = useState(0);

  const sender = senders.find((a) => a.accountNumber === values.senderAccount);
  const typed = sender ? parseAmountInput(amountText, sender.currency) : null;
  const amount = typed?.ok ? typed.micros : undefined;
  const feeRequest =
    sender && amount !== undefined
      ? { senderAmount: amount, senderCurrency: sender.currency, destinationCountryCode: 'SG' }
      : null;
  // spec-2 §4: FAST (SGD) and SGD destinations are free, and so is a zero amount.
  const fee = useLocalPayoutFee(feeRequest, sender?.currency === 'SGD' || amount === 0);

  const { data, errors } = readForm<LocalPayoutSchema, LocalPayoutField>(
    localPayoutSchema({
      recipient,
      accounts: senders,
      integrationOn: toggles.localIntegration,
      notificationOn: toggles.notification,
      limitOf,
      feeFor: (currency, micros) =>
        currency === sender?.currency && micros === amount ? fee.fee : undefined,
    }),
    { ...values, amount: amountText },
  );
  const shown = form.shown(errors);
  const busy =
    !settled || fee.status === 'loading' || filesReading > 0 || !toggles.loaded || paused === true;

  if (senders.length === 0) {
    const currency = recipient.currency === 'MCA' ? 'SGD' : recipient.currency;
    return (
      <div className="payout-form">
        <RecipientCard recipient={recipient} />
        <Alert kind="warning">{M.noAccountIn(currency)}</Alert>
        <div className="payout-actions">
          <Button onClick={onBack}>Back</Button>
        </div>
      </div>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    if (!busy && data) onReview(data);
  };
  const optional = toggles.localIntegration ? '' : ' (optional)';
  const referenceMax = localReferenceRule(recipient, sender?.currency ?? 'SGD').max;

  return (
    <form className="payout-form" onSubmit={next} noValidate>
      {withdraw && <Alert kind="info">{M.withdrawBanner}</Alert>}
      <RecipientCard recipient={recipient} />
      <div className="payout-form__amounts">
        <AccountSelect
          label="From account"
          accounts={senders}
          clearable
          value={values.senderAccount}
          error={shown.senderAccount}
          onChange={(senderAccount) => form.edit({ senderAccount })}
        />
        <TextField
          label={`Amount${sender ? ` (${sender.currency})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          hint={
            sender && sender.currentBalance !== null
              ? `Available balance: ${formatMoney(sender.currentBalance, sender.currency)}`
              : undefined
          }
          error={settled ? shown.amount : undefined}
          onChange={(event) => form.edit({ amount: event.target.value })}
        />
      </div>
      {sender && (
        <PayoutTotals currency={sender.currency} amount={amount} fee={fee} chargeAt="DEBTOR" />
      )}
      <TextField
        label={`Reference${optional}`}
        autoComplete="off"
        maxLength={referenceMax}
        value={values.reference}
        hint="The recipient sees this with the payment."
        error={shown.reference}
        onChange={(event) => form.edit({ reference: event.target.value })}
      />
      <PurposeSelect
        label={`Purpose of payment${optional}`}
        purposes={LOCAL_PURPOSES}
        value={values.purpose}
        error={shown.purpose}
        onChange={(purpose) => form.edit({ purpose })}
      />
      <AdviceSection
        form={form}
        errors={shown}
        notificationOn={toggles.notification}
        onReading={setFilesReading}
      />
      <p className="payout-form__note">{transferTimeNote(recipient, sender?.currency ?? 'SGD')}</p>
      <div className="payout-actions">
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          Next
        </Button>
      </div>
    </form>
  );
}
