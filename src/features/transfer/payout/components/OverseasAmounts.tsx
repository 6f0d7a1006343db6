import { formatMoney } from '../../../../shared/money';
import type { CurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import { AccountSelect } from '../../../../entities/account/AccountSelect';
import { Alert } from '../../../../shared/ui/Alert';
import { Checkbox } from '../../../../shared/ui/Checkbox';
import { QuoteLine } from '../../../../shared/ui/QuoteLine';
import { useMoneyOffline } from '../../../../entities/money/MoneyOffline';
import { TextField } from '../../../../shared/ui/TextField';
import { microsToInput, type AmountSide } from '../../amounts';
import { PAYOUT_MESSAGES as M, PAYOUT_PRODUCT_MESSAGES as P } from '../model/messages';
import { overseasNotes } from '../model/overseasNotes';
import {
  OVERSEAS_AMOUNT_FIELDS,
  type BaseAmounts,
  type OverseasPayoutField,
  type OverseasPayoutValues,
} from '../model/overseasPayoutSchema';
import { PayoutTotals } from './PayoutTotals';
import type { DetailsForm } from '../useDetailsForm';
import type { OverseasPricing } from '../useOverseasPricing';

interface Props {
  form: DetailsForm<OverseasPayoutValues>;
  senders: Account[];
  destination: CurrencyCode;
  othersExcluded: boolean;
  priced: OverseasPricing;
  /** Both amounts with the fee (or before it, while it loads). */
  amounts: BaseAmounts | null;
  errors: Partial<Record<OverseasPayoutField, string>>;
  /** Charge-by-recipient was just turned off by the rule: say why. */
  resetNote: boolean;
  onCharge: () => void;
}

/**
 * The money part of a remittance: the sending account, the amount on either side (the other
 * derived at the live quote), the quote with its countdown, the fee and total, who pays the fee,
 * and the receiving currency's notes.
 */
export function OverseasAmounts({
  form,
  senders,
  destination,
  othersExcluded,
  priced,
  amounts,
  errors,
  resetNote,
  onCharge,
}: Props) {
  const { values, edit } = form;
  const { sender, quote, fee, settled } = priced;
  // Offline the wizard says so: no rate is then not told as a missing rate.
  const { offline } = useMoneyOffline();
  const chargeAt = values.chargeByRecipient ? 'CREDITOR' : 'DEBTOR';
  /** The side typed as typed; the other as derived once the typing settled. */
  const amountText = (side: AmountSide, currency: CurrencyCode) => {
    if (values.typedSide === side) return values[OVERSEAS_AMOUNT_FIELDS[side]];
    const amount = settled ? amounts?.[side] : undefined;
    return amount === undefined ? '' : microsToInput(amount, currency);
  };
  const typeAmount = (side: AmountSide, text: string) =>
    edit(
      side === 'source'
        ? { typedSide: side, sourceAmount: text, targetAmount: '' }
        : { typedSide: side, targetAmount: text, sourceAmount: '' },
      [OVERSEAS_AMOUNT_FIELDS[side]],
    );
  return (
    <>
      <div className="payout-form__group">
        <AccountSelect
          label="From account"
          accounts={senders}
          clearable
          value={values.senderAccount}
          error={errors.senderAccount}
          onChange={(senderAccount) => edit({ senderAccount })}
        />
        {othersExcluded && destination !== 'SGD' && (
          <p className="payout-form__note">{M.remitFromOtherSoon(destination)}</p>
        )}
      </div>
      <div className="payout-form__amounts">
        <TextField
          label={`You send${sender ? ` (${sender.currency})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={sender ? amountText('source', sender.currency) : values.sourceAmount}
          hint={
            sender && sender.currentBalance !== null
              ? `Available balance: ${formatMoney(sender.currentBalance, sender.currency)}`
              : undefined
          }
          error={settled ? errors.sourceAmount : undefined}
          onChange={(event) => typeAmount('source', event.target.value)}
        />
        <TextField
          label={`Recipient gets (${destination})`}
          inputMode="decimal"
          autoComplete="off"
          value={amountText('target', destination)}
          error={settled ? errors.targetAmount : undefined}
          onChange={(event) => typeAmount('target', event.target.value)}
        />
      </div>
      {priced.needsQuote && sender && (
        <QuoteLine
          quote={quote}
          sell={sender.currency}
          buy={destination}
          unavailableText={M.overseasRateUnavailable}
          offline={offline}
        />
      )}
      {sender && (
        <PayoutTotals
          currency={sender.currency}
          amount={amounts?.source}
          fee={fee}
          chargeAt={chargeAt}
        />
      )}
      <Checkbox
        label="The recipient pays the fee"
        checked={values.chargeByRecipient}
        hint={resetNote ? P.chargeByRecipientReset : undefined}
        onChange={(event) => {
          onCharge();
          edit({ chargeByRecipient: event.target.checked }, []);
        }}
      />
      {overseasNotes(destination, amounts?.target).map((note) => (
        <Alert key={note} kind="info">
          {note}
        </Alert>
      ))}
    </>
  );
}
