import type { CurrencyCode } from '../../../../shared/currencies';
import { senderTotal, type ChargeAt } from '../../../../shared/domain/payouts';
import { formatMoney, type Micros } from '../../../../shared/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { useMoneyOffline } from '../../../../entities/money/MoneyOffline';
import { PAYOUT_PRODUCT_MESSAGES as P } from '../model/messages';
import type { PayoutFeeState } from '../usePayoutFee';

/** 'Free' for a zero fee (spec-2 §4: FAST and SGD local payouts), else the amount. */
export const feeText = (fee: Micros, currency: CurrencyCode): string =>
  fee === 0 ? 'Free' : formatMoney(fee, currency);

interface Props {
  currency: CurrencyCode;
  /** The sending amount as read, once it reads. */
  amount: Micros | undefined;
  fee: PayoutFeeState;
  chargeAt: ChargeAt;
}

/** The fee of the amount typed and what leaves the account with it, as the bank will charge. */
export function PayoutTotals({ currency, amount, fee, chargeAt }: Props) {
  // Offline the wizard says so: a fee that could not load is not blamed on the fee.
  const { offline } = useMoneyOffline();
  if (fee.status === 'failed' && !offline)
    return (
      <Alert
        kind="warning"
        actions={
          <Button size="sm" onClick={fee.retry}>
            Try again
          </Button>
        }
      >
        {P.feeFailed}
      </Alert>
    );
  const known = fee.status === 'ready' && fee.fee !== undefined ? fee.fee : undefined;
  return (
    <dl className="summary-list payout-totals" aria-live="polite">
      <div>
        <dt>Fee</dt>
        <dd>
          {fee.status === 'loading'
            ? 'Calculating…'
            : known === undefined
              ? '–'
              : feeText(known, currency)}
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="payout-totals__total">
          {amount !== undefined && known !== undefined
            ? formatMoney(senderTotal(amount, known, chargeAt), currency)
            : '–'}
        </dd>
      </div>
    </dl>
  );
}
