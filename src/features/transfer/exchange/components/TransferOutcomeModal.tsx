import { CircleCheck } from 'lucide-react';
import { DoneOutcomeModal, MoneyFailureModal } from '../../../../entities/money/OutcomeDialogs';
import type { CurrencyCode } from '../../../../shared/currencies';
import { formatMoney } from '../../../../shared/money';
import type { TransferOutcome } from '../useConfirmTransfer';

export const TRANSFER_COMPLETED = 'Internal Transfer is completed.';

interface Props {
  outcome: Extract<TransferOutcome, { kind: 'success' | 'failure' }>;
  /** The currencies of the two sides, for the amounts of the summary. */
  currencies: { source: CurrencyCode; target: CurrencyCode } | null;
  onDone: () => void;
  onRetry: () => void;
}

/** The result: 'Internal Transfer is completed.' or 'Transfer has failed!' with the reason. */
export function TransferOutcomeModal({ outcome, currencies, onDone, onRetry }: Props) {
  if (outcome.kind === 'success') {
    const { result } = outcome;
    const reference = result.transactionReferenceIds[0];
    return (
      <DoneOutcomeModal title={TRANSFER_COMPLETED} icon={CircleCheck} onDone={onDone}>
        {currencies && (
          <p>
            {formatMoney(result.sourceAmount, currencies.source)} sent,{' '}
            {formatMoney(result.targetAmount, currencies.target)} received.
          </p>
        )}
        {reference && <p className="transfer-outcome__muted">Reference {reference}</p>}
      </DoneOutcomeModal>
    );
  }
  return <MoneyFailureModal failure={outcome} onDone={onDone} onRetry={onRetry} />;
}
