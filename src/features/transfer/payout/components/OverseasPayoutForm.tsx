import { useEffect, useState, type FormEvent } from 'react';
import type { CurrencyCode } from '../../../../shared/currencies';
import { localIsoDay } from '../../../../shared/dates';
import type { Account } from '../../../../shared/domain/accounts';
import { OVERSEAS_REFERENCE_RULE } from '../../../../shared/domain/payouts';
import { readForm } from '../../../../shared/forms/readForm';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { useTransferLimitTable } from '../../queries';
import { AdviceSection } from './AdviceSection';
import { InvoiceFields } from './InvoiceFields';
import type { PayoutDetailsProps } from './LocalPayoutDetails';
import { OverseasAmounts } from './OverseasAmounts';
import {
  chargedAmounts,
  emptyOverseasValues,
  overseasPayoutSchema,
  overseasValuesFromDraft,
  type OverseasPayoutField,
  type OverseasPayoutSchema,
  type OverseasPayoutValues,
} from '../model/overseasPayoutSchema';
import { PurposeSelect } from './PurposeSelect';
import { RecipientCard } from './RecipientCard';
import { useTransferTimeNote } from '../model/transferTime';
import { useCorridorPurposes } from '../useCorridorPurposes';
import { useDetailsForm } from '../useDetailsForm';
import { useOverseasPricing } from '../useOverseasPricing';

interface Props extends PayoutDetailsProps {
  destination: CurrencyCode;
  senders: Account[];
  /** Some accounts cannot pay this currency: 'Remitting to ... will be available soon'. */
  othersExcluded: boolean;
  notificationOn: boolean;
  /** The toggles were read (until then Next waits). */
  togglesLoaded: boolean;
}

/** The overseas details once the recipient can be paid (OverseasPayoutDetails decides). */
export function OverseasPayoutForm(props: Props) {
  const { recipient, destination, senders, initial, onReview, onBack, notificationOn } = props;
  const country = recipient.bankCtry || recipient.recipientCountry;
  const limitOf = useTransferLimitTable('overseas');
  const purposes = useCorridorPurposes(country, destination);
  const form = useDetailsForm<OverseasPayoutValues>(
    initial ? overseasValuesFromDraft(initial, destination) : emptyOverseasValues(senders),
  );
  const { values } = form;
  const [filesReading, setFilesReading] = useState(0);
  const [resetNote, setResetNote] = useState(false);
  // Today in local time: an invoice date may not be later (the date input's format).
  const today = localIsoDay();
  const priced = useOverseasPricing(values, senders, destination, country);
  const { sender, quote, fee, base, rateMicros, settled } = priced;

  const { data, errors } = readForm<OverseasPayoutSchema, OverseasPayoutField>(
    overseasPayoutSchema({
      destination,
      accounts: senders,
      quote: priced.pricing,
      limitOf,
      feeFor: priced.feeFor,
      purposes: purposes ?? [],
      today,
      notificationOn,
    }),
    priced.checked,
  );
  const shown = form.shown(errors);
  const chargeAt = values.chargeByRecipient ? 'CREDITOR' : 'DEBTOR';
  const amounts =
    sender && base && rateMicros !== null && fee.fee !== undefined
      ? chargedAmounts(
          priced.checked.typedSide,
          base[priced.checked.typedSide],
          fee.fee,
          chargeAt,
          sender.currency,
          destination,
          rateMicros,
        )
      : base;

  // spec-2 §4: charge-by-recipient goes back off when the recipient would receive too little.
  const cannotPay = values.chargeByRecipient && errors.chargeByRecipient !== undefined;
  const { edit } = form;
  useEffect(() => {
    if (!cannotPay) return;
    edit({ chargeByRecipient: false }, []);
    setResetNote(true);
  }, [cannotPay, edit]);

  const refresh = priced.needsQuote && quote.refreshRequired;
  const busy =
    !settled ||
    fee.status === 'loading' ||
    filesReading > 0 ||
    purposes === undefined ||
    !props.togglesLoaded ||
    props.paused === true ||
    (priced.needsQuote && quote.status !== 'ready');
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (refresh) return props.paused === true ? undefined : quote.refresh();
    form.attempt();
    if (!busy && data) onReview(data);
  };
  const purpose = purposes?.find((p) => p.code === values.purpose);
  const timeNote = useTransferTimeNote(recipient, sender?.currency ?? 'SGD');

  return (
    <form className="payout-form" onSubmit={next} noValidate>
      <RecipientCard recipient={recipient} />
      <OverseasAmounts
        form={form}
        senders={senders}
        destination={destination}
        othersExcluded={props.othersExcluded}
        priced={priced}
        amounts={amounts}
        errors={shown}
        resetNote={resetNote}
        onCharge={() => setResetNote(false)}
      />
      <TextField
        label="Reference (optional)"
        autoComplete="off"
        maxLength={OVERSEAS_REFERENCE_RULE.max}
        value={values.reference}
        hint="The recipient sees this with the payment."
        error={shown.reference}
        onChange={(event) => edit({ reference: event.target.value })}
      />
      <PurposeSelect
        label="Purpose of payment"
        purposes={purposes ?? []}
        disabled={purposes === undefined}
        value={values.purpose}
        error={shown.purpose}
        onChange={(code) => edit({ purpose: code })}
      />
      {purpose?.invoiceRequired && (
        <InvoiceFields values={values} errors={shown} today={today} edit={edit} />
      )}
      <AdviceSection
        form={form}
        errors={shown}
        notificationOn={notificationOn}
        onReading={setFilesReading}
      />
      <p className="payout-form__note">{timeNote}</p>
      <div className="payout-actions">
        <Button onClick={onBack}>Back</Button>
        {refresh ? (
          <Button
            type="submit"
            variant="primary"
            disabled={quote.status === 'loading' || props.paused === true}
          >
            Refresh
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={busy}>
            Next
          </Button>
        )}
      </div>
    </form>
  );
}
