import { useId, useState, type FormEvent } from 'react';
import { describeApprovalLayers } from '../../../shared/domain/approvalLayers';
import type { TransferResult } from '../../../shared/domain/transfers';
import { Button } from '../../../shared/ui/Button';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import { Modal } from '../../../shared/ui/Modal';
import { showToast } from '../../../shared/ui/toastStore';
import { requestApproval } from '../actions';
import '../../../shared/ui/Field.css';

/** spec-2 §9: remarks up to 500 characters. */
export const REMARKS_MAX = 500;

export const APPROVAL_SUBMITTED = { title: 'Request submitted', message: 'Request has been submitted to Approver successfully' };
export const APPROVAL_SUBMIT_FAILED = { title: 'Error submitting request', message: 'An unexpected error occured, please try again' };

interface Props {
  result: TransferResult;
  onSubmitted: () => void;
  onCancel: () => void;
}

/**
 * spec-2 §4 Approval branch: the transfer is held (PendingCheck). The dialog shows its reference,
 * approvers and layers; Submit sends it to them with the remarks.
 */
export function RequestApprovalDialog({ result, onSubmitted, onCancel }: Props) {
  const [remarks, setRemarks] = useState('');
  const [sending, setSending] = useState(false);
  const remarksId = useId();
  const layers = describeApprovalLayers(result.approvalLayers ?? []);
  const limitReached = remarks.length >= REMARKS_MAX ? `${REMARKS_MAX} character limit is reached.` : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await requestApproval(result.referenceID, remarks);
      showToast({ kind: 'success', ...APPROVAL_SUBMITTED });
      onSubmitted();
    } catch {
      showToast({ kind: 'error', ...APPROVAL_SUBMIT_FAILED });
      setSending(false);
    }
  };

  return (
    <Modal open title="Request Approval" onClose={onCancel} width="md">
      <form className="transfer-approval" onSubmit={(event) => void submit(event)} noValidate>
        <p>This transfer needs approval before it is made.</p>
        <dl className="transfer-review__list">
          <div>
            <dt>Reference</dt>
            <dd>{result.referenceID}</dd>
          </div>
          {result.approvers && (
            <div>
              <dt>Approvers</dt>
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
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={remarksId}>
            Remarks
          </label>
          <textarea
            id={remarksId}
            className="ui-field__input transfer-approval__remarks"
            rows={3}
            maxLength={REMARKS_MAX}
            value={remarks}
            aria-describedby={describedBy(remarksId, limitReached, undefined)}
            onChange={(event) => setRemarks(event.target.value.slice(0, REMARKS_MAX))}
          />
          <FieldMessages id={remarksId} hint={limitReached} />
        </div>
        <div className="transfer-actions">
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
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
