import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeApprovalLayers } from '../../shared/domain/approvalLayers';
import type { TransferResult } from '../../shared/domain/transfers';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { showToast } from '../../shared/ui/toastStore';
import { requestApproval } from './actions';
import { RemarksField } from './RemarksField';
import { remarksFormSchema, type RemarksForm, type RemarksValues } from './remarks';
import './RequestApprovalDialog.css';

export const APPROVAL_SUBMITTED = {
  title: 'Request submitted',
  message: 'Request has been submitted to Approver successfully',
};
export const APPROVAL_SUBMIT_FAILED = {
  title: 'Error submitting request',
  message: 'An unexpected error occured, please try again',
};

/** Closing before Submit asks: the held transfer is sent to nobody until it is submitted. */
export const APPROVAL_CLOSE_ASK = {
  title: 'Close without submitting?',
  message:
    'Nothing has been sent to the approvers, and the transfer will not be made unless you submit it.',
  keep: 'Back to the request',
  leave: 'Close without submitting',
};

interface Props {
  result: TransferResult;
  /** Remarks already typed (the review's), kept for a second try. */
  initialRemarks?: string;
  onSubmitted: () => void;
  onCancel: () => void;
}

/**
 * spec-2 §4 Approval branch: the transfer is held (PendingCheck). The dialog shows its reference
 * and its approvers, each once under their layer; Submit sends it to them with the remarks.
 * Closing before that asks, and says that nothing was sent (APPROVAL_CLOSE_ASK).
 */
export function RequestApprovalDialog({
  result,
  initialRemarks = '',
  onSubmitted,
  onCancel,
}: Props) {
  const [asking, setAsking] = useState(false);
  const form = useForm<RemarksForm, unknown, RemarksValues>({
    defaultValues: { remarks: initialRemarks },
    resolver: zodResolver(remarksFormSchema),
  });
  const sending = form.formState.isSubmitting;
  const layers = describeApprovalLayers(result.approvalLayers ?? []);

  const submit = form.handleSubmit(async ({ remarks }) => {
    try {
      await requestApproval(result.referenceID, remarks);
      showToast({ kind: 'success', ...APPROVAL_SUBMITTED });
      onSubmitted();
    } catch {
      showToast({ kind: 'error', ...APPROVAL_SUBMIT_FAILED });
    }
  });

  const ask = () => {
    if (!sending) setAsking(true);
  };

  if (asking)
    return (
      <Modal open title={APPROVAL_CLOSE_ASK.title} onClose={() => setAsking(false)} width="md">
        <div className="request-approval">
          <p>{APPROVAL_CLOSE_ASK.message}</p>
          <div className="request-approval__actions">
            <Button variant="secondary" onClick={onCancel}>
              {APPROVAL_CLOSE_ASK.leave}
            </Button>
            <Button variant="primary" onClick={() => setAsking(false)}>
              {APPROVAL_CLOSE_ASK.keep}
            </Button>
          </div>
        </div>
      </Modal>
    );

  return (
    <Modal open title="Request Approval" onClose={ask} width="md">
      <form
        className="request-approval"
        onSubmit={(event) => {
          if (sending) event.preventDefault();
          else void submit(event);
        }}
        noValidate
      >
        <p>This transfer needs approval before it is made.</p>
        <dl className="summary-list">
          <div>
            <dt>Reference</dt>
            <dd>{result.referenceID}</dd>
          </div>
          {/* spec-2 §4: the approvers are listed once, by layer; the flat list only when the bank sent no layers. */}
          {layers.length === 0 && result.approvers && (
            <div>
              <dt>Approver</dt>
              <dd>{result.approvers}</dd>
            </div>
          )}
          {layers.map((layer) => (
            <div key={layer.label}>
              <dt>{layer.label}</dt>
              <dd>
                {layer.roles.join(', ')}
                {layer.users.length > 0 && ` (${layer.users.join(', ')})`}
              </dd>
            </div>
          ))}
        </dl>
        <RemarksField label="Remarks" control={form.control} />
        <div className="request-approval__actions">
          <Button variant="secondary" onClick={ask} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={sending}>
            Submit
          </Button>
        </div>
      </form>
    </Modal>
  );
}
