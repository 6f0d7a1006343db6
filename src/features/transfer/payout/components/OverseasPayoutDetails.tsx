import {
  EXCHANGE_CURRENCIES,
  isCurrencyCode,
  type CurrencyCode,
} from '../../../../shared/currencies';
import { unavailableReason, type Recipient } from '../../../../shared/domain/recipient';
import type { Account } from '../../../../shared/domain/accounts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import type { PayoutDetailsProps } from './LocalPayoutDetails';
import { PAYOUT_MESSAGES as M } from '../model/messages';
import { OverseasPayoutForm } from './OverseasPayoutForm';
import { overseasSenders } from '../model/overseasPayoutSchema';
import { RecipientCard } from './RecipientCard';
import { usePayoutToggles } from '../usePayoutToggles';
import './Payout.css';

/** Why this recipient cannot be paid from these accounts (spec-2 §8 texts), or null. */
export function overseasRefusal(
  recipient: Recipient,
  accounts: readonly Account[],
  vndCorporate: boolean,
): string | null {
  const unavailable = unavailableReason(recipient, { vndCorporate });
  if (unavailable) return unavailable;
  if (overseasSenders(accounts, recipient.currency).length > 0) return null;
  // An account the company could open: the recipient's currency if the product holds it, else SGD.
  const held = EXCHANGE_CURRENCIES.includes(recipient.currency as CurrencyCode);
  return M.noAccountIn(held ? recipient.currency : 'SGD');
}

/**
 * The overseas remittance's details step (spec-2 §2 Overseas transfer form, §4-5): the sending
 * account (SGD or the recipient's currency), the amount on either side at the live quote with its
 * countdown, the fee and who pays it, reference, purpose and the INR invoice, payment advice and
 * attachments. A recipient the product cannot pay, or no account to pay from, is said instead.
 */
export function OverseasPayoutDetails(props: PayoutDetailsProps) {
  const { recipient, accounts, onBack } = props;
  const toggles = usePayoutToggles();
  const refusal = overseasRefusal(recipient, accounts, toggles.vndCorporate);
  if (refusal || !isCurrencyCode(recipient.currency))
    return (
      <div className="payout-form">
        <RecipientCard recipient={recipient} />
        <Alert kind="warning">{refusal}</Alert>
        <div className="payout-actions">
          <Button onClick={onBack}>Back</Button>
        </div>
      </div>
    );
  const senders = overseasSenders(accounts, recipient.currency);
  return (
    <OverseasPayoutForm
      {...props}
      destination={recipient.currency}
      senders={senders}
      othersExcluded={accounts.length > senders.length}
      notificationOn={toggles.notification}
      togglesLoaded={toggles.loaded}
    />
  );
}
