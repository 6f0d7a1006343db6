import { TextField } from '../../../../shared/ui/TextField';
import { INVOICE_NUMBER_MAX } from '../../../../shared/domain/payouts';
import type { OverseasPayoutValues } from '../model/overseasPayoutSchema';

interface Props {
  values: Pick<OverseasPayoutValues, 'invoiceDate' | 'invoiceNumber'>;
  errors: { invoiceDate?: string | undefined; invoiceNumber?: string | undefined };
  /** YYYY-MM-DD: the latest date the picker offers. */
  today: string;
  edit: (patch: Partial<OverseasPayoutValues>) => void;
}

/** spec-2 §5: an INR payout for an invoice purpose names the invoice (date not in the future). */
export function InvoiceFields({ values, errors, today, edit }: Props) {
  return (
    <div className="payout-form__amounts">
      <TextField
        label="Invoice date"
        type="date"
        max={today}
        value={values.invoiceDate}
        error={errors.invoiceDate}
        onChange={(event) => edit({ invoiceDate: event.target.value })}
      />
      <TextField
        label="Invoice number"
        autoComplete="off"
        maxLength={INVOICE_NUMBER_MAX}
        value={values.invoiceNumber}
        error={errors.invoiceNumber}
        onChange={(event) => edit({ invoiceNumber: event.target.value })}
      />
    </div>
  );
}
