import { CircleCheck, CircleHelp, CircleX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrencyCode } from '../../../shared/currencies';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import type { TransferOutcome } from '../useConfirmTransfer';

export const TRANSFER_COMPLETED = 'Internal Transfer is completed.';

interface Props {
  outcome: Extract<TransferOutcome, { kind: 'success' | 'failure' }>;
  /** The currencies of the two sides, for the amounts of the summary. */
  currencies: { source: CurrencyCode; target: CurrencyCode } | null;
  onDone: () => void;
  onRetry: () => void;
}

/** A movement that went through: its icon and lines, closed by Done (the exchange's, a payout's). */
export function DoneOutcomeModal({
  title,
  icon: Icon,
  onDone,
  children,
}: {
  title: string;
  icon: LucideIcon;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={onDone}
      width="sm"
      footer={
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      }
    >
      <div className="transfer-outcome">
        <Icon className="transfer-outcome__icon transfer-outcome__icon--success" aria-hidden />
        {children}
      </div>
    </Modal>
  );
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
  return (
    <Modal
      open
      title={outcome.title}
      onClose={onDone}
      width="sm"
      footer={
        outcome.retryable ? (
          <>
            <Button variant="secondary" onClick={onDone}>
              OK
            </Button>
            <Button variant="primary" onClick={onRetry}>
              Try again
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={onDone}>
            OK
          </Button>
        )
      }
    >
      <div className="transfer-outcome">
        {/* No answer is not a failure: the money may have moved (src/api/unknownOutcome.ts). */}
        {outcome.retryable ? (
          <CircleHelp
            className="transfer-outcome__icon transfer-outcome__icon--unknown"
            aria-hidden
          />
        ) : (
          <CircleX className="transfer-outcome__icon transfer-outcome__icon--error" aria-hidden />
        )}
        <p>{outcome.message}</p>
      </div>
    </Modal>
  );
}
