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

/** The 680 px detail of one request, with the viewer's actions under its fields. */
export function ApprovalDetailModal({
  request,
  mode,
  codeMethods,
  onClose,
}: ApprovalDetailModalProps) {
  return (
    <Modal open={request !== null} title="Approval request" width="md" onClose={onClose}>
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
