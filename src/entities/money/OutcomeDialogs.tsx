import { CircleHelp, CircleX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { TRANSFER_FAILED_TITLE, type MoneyFailure } from './failure';
import './OutcomeDialogs.css';

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

/**
 * A money action that did not go through ('Transfer has failed!' with the reason), or whose
 * outcome is unknown: then 'Try again' resends the same request under the same key.
 */
export function MoneyFailureModal({
  failure,
  onDone,
  onRetry,
}: {
  failure: MoneyFailure;
  onDone: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal
      open
      title={failure.title ?? TRANSFER_FAILED_TITLE}
      onClose={onDone}
      width="sm"
      footer={
        failure.retryable ? (
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
        {failure.retryable ? (
          <CircleHelp
            className="transfer-outcome__icon transfer-outcome__icon--unknown"
            aria-hidden
          />
        ) : (
          <CircleX className="transfer-outcome__icon transfer-outcome__icon--error" aria-hidden />
        )}
        <p>{failure.message}</p>
      </div>
    </Modal>
  );
}
