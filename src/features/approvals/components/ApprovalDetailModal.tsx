import { useState } from 'react';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { Modal } from '../../../shared/ui/Modal';
import type { CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { ApprovalDetails } from '../../../entities/approval/ApprovalDetails';
import { ApproverDecision } from './ApproverDecision';
import { MyRequestActions } from './MyRequestActions';

/** What the viewer may do with the request shown: decide it, change their own, or only read. */
export type DetailMode = 'approver' | 'requester' | 'view';

interface ApprovalDetailModalProps {
  request: ApprovalRequest | null;
  mode: DetailMode;
  codeMethods: CodeMethod[];
  onClose: () => void;
}

/**
 * The 680 px detail of one request, with the viewer's actions under its fields. An approver's
 * Approve and Reject sit in the dialog's footer, a bar that stays in view however long the
 * request (docs/decisions/approvals.md 'Approve and Reject in view').
 */
export function ApprovalDetailModal({
  request,
  mode,
  codeMethods,
  onClose,
}: ApprovalDetailModalProps) {
  const [actionBar, setActionBar] = useState<HTMLDivElement | null>(null);
  const deciding = request !== null && mode === 'approver';
  return (
    <Modal
      open={request !== null}
      title="Approval request"
      width="md"
      onClose={onClose}
      footer={deciding ? <div ref={setActionBar} className="approval-detail__bar" /> : undefined}
    >
      {request && (
        // Focus starts at the top of the details (not in the remarks below them), so the whole
        // request is read before the decision.
        <div className="approval-detail" tabIndex={-1} data-autofocus>
          <ApprovalDetails request={request} />
          {/* Keyed by request: another request starts with empty remarks and no old error. */}
          {mode === 'approver' && (
            <ApproverDecision
              key={request.referenceId}
              request={request}
              methods={codeMethods}
              actionBar={actionBar}
              onDone={onClose}
            />
          )}
          {mode === 'requester' && (
            <MyRequestActions key={request.referenceId} request={request} onDone={onClose} />
          )}
        </div>
      )}
    </Modal>
  );
}
