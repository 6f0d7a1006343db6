import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { formatMoney, type Micros } from '../../../../shared/money';
import type { CurrencyCode } from '../../../../shared/currencies';
import { paths } from '../../../../shared/routing/paths';
import { DoneOutcomeModal } from '../../../../entities/money/OutcomeDialogs';
import { TRANSFER_IN_PROGRESS } from '../model/payoutOutcome';

interface Props {
  amount: Micros;
  currency: CurrencyCode;
  recipientName: string;
  reference: string | undefined;
  onDone: () => void;
}

/** spec-2 §2: the payout was accepted: 'Transfer In Progress', with Done. */
export function TransferInProgressDialog({
  amount,
  currency,
  recipientName,
  reference,
  onDone,
}: Props) {
  return (
    <DoneOutcomeModal title={TRANSFER_IN_PROGRESS.title} icon={Clock} onDone={onDone}>
      <p>
        {formatMoney(amount, currency)} to {recipientName}.
      </p>
      <p>{TRANSFER_IN_PROGRESS.body}</p>
      {reference && (
        <p className="transfer-outcome__muted">
          Reference {reference} · <Link href={paths.transactions()}>Transactions</Link>
        </p>
      )}
    </DoneOutcomeModal>
  );
}
