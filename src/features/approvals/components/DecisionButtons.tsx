import { Check, RefreshCw, X } from 'lucide-react';
import type { ApprovalAction } from '../../../shared/domain/approvals';
import { Button } from '../../../shared/ui/Button';
import type { ApprovalQuote } from '../useApprovalQuote';

interface DecisionButtonsProps {
  approval: ApprovalQuote;
  online: boolean;
  /** A decision is being verified or sent: no other may start. */
  locked: boolean;
  sending: ApprovalAction | null;
  /** The id of the notice that says why both wait (offline), named by each button. */
  reason?: string | undefined;
  onDecide: (action: ApprovalAction) => void;
}

/**
 * Reject, and Approve or, while online with a quote that can no longer be used, Refresh in its
 * place (no code is asked for on such a quote). Offline, both wait (locked) and name the
 * notice that says why (`reason`).
 */
export function DecisionButtons({
  approval,
  online,
  locked,
  sending,
  reason,
  onDecide,
}: DecisionButtonsProps) {
  const why = reason ? { 'aria-describedby': reason } : {};
  const refresh = online && approval.needed && approval.quote.refreshRequired;
  return (
    <div className="approver-decision__buttons">
      <Button
        variant="danger"
        icon={<X aria-hidden />}
        loading={sending === 'Rejected'}
        disabled={locked}
        {...why}
        onClick={() => onDecide('Rejected')}
      >
        Reject
      </Button>
      {refresh ? (
        <Button
          variant="primary"
          icon={<RefreshCw aria-hidden />}
          disabled={locked || approval.quote.status === 'loading'}
          onClick={approval.quote.refresh}
        >
          Refresh
        </Button>
      ) : (
        <Button
          variant="primary"
          icon={<Check aria-hidden />}
          loading={sending === 'Accepted'}
          disabled={locked || (online && !approval.usable)}
          {...why}
          onClick={() => onDecide('Accepted')}
        >
          Approve
        </Button>
      )}
    </div>
  );
}
