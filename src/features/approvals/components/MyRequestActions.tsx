import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/ApiError';
import { isOfflineForMoney } from '../../../api/client';
import { UNKNOWN_ERROR_CODE } from '../../../api/errorCatalogue';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { showToast } from '../../../shared/ui/toastStore';
import { CHANGE_OFFLINE, cancelRequest, saveRemarks } from '../actions';
import {
  remarksFormSchema,
  remarksSchema,
  type RemarksForm,
  type RemarksValues,
} from '../../../entities/approval/remarks';
import { RemarksField } from '../../../entities/approval/RemarksField';

interface MyRequestActionsProps {
  request: ApprovalRequest;
  onDone: () => void;
}

interface Failure {
  title?: string | undefined;
  message: string;
}

function toFailure(error: unknown): Failure {
  if (isApiError(error)) return { title: error.title, message: error.message };
  return { message: 'Something went wrong. Please try again.' };
}

// messages.tsv approval_submitted_* and approval_submit_error_* (spec-2 §8 Notices).
const SUBMITTED = {
  title: 'Request submitted',
  message: 'Request has been submitted to Approver successfully',
};
const SUBMIT_FAILED = {
  title: 'Error submitting request',
  message: 'An unexpected error occured, please try again',
};

/** A held transfer not yet submitted: its remarks go with the submission. */
function submitFailure(error: unknown): Failure {
  // The bank's own reason (no approvers, a closed request) says more than the generic text.
  if (isApiError(error) && (error.kind !== 'http' || error.code !== UNKNOWN_ERROR_CODE))
    return { title: SUBMIT_FAILED.title, message: error.message };
  return SUBMIT_FAILED;
}

/** The requester's own open request: edit its remarks, or cancel it (after a confirmation). */
export function MyRequestActions({ request, onDone }: MyRequestActionsProps) {
  const titleId = useId();
  const form = useForm<RemarksForm, unknown, RemarksValues>({
    defaultValues: { remarks: request.remarks },
    resolver: zodResolver(remarksFormSchema),
  });
  const typedRemarks = useWatch({ control: form.control, name: 'remarks' });
  const [busy, setBusy] = useState<'save' | 'cancel' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const parsed = remarksSchema.safeParse(typedRemarks);
  const submitting = request.status === 'PendingCheck';
  const unchanged = !submitting && parsed.success && parsed.data === request.remarks.trim();

  /** Saves (or submits) the remarks as the schema gave them, or cancels the request. */
  const run = async (action: { kind: 'save'; remarks: string } | { kind: 'cancel' }) => {
    const { kind } = action;
    if (busy) return;
    setFailure(null);
    if (isOfflineForMoney()) {
      setConfirming(false);
      setFailure({ title: "You're offline", message: CHANGE_OFFLINE });
      return;
    }
    setBusy(kind);
    try {
      if (action.kind === 'save') {
        await saveRemarks(request, action.remarks);
        showToast(
          submitting
            ? { kind: 'success', ...SUBMITTED }
            : {
                kind: 'success',
                title: 'Remarks saved',
                message: 'Your approvers see the new remarks.',
              },
        );
      } else {
        await cancelRequest(request);
        showToast({
          kind: 'success',
          title: 'Request cancelled',
          message: 'The transfer will not be made.',
        });
      }
      setConfirming(false);
      onDone();
    } catch (error) {
      setConfirming(false);
      setFailure(kind === 'save' && submitting ? submitFailure(error) : toFailure(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="approver-decision" aria-labelledby={titleId}>
      <h3 id={titleId} className="approver-decision__title">
        Your request
      </h3>
      <RemarksField label="Remarks" control={form.control} disabled={busy !== null} />
      {failure && (
        <Alert kind="error" title={failure.title}>
          <p>{failure.message}</p>
        </Alert>
      )}
      <div className="approver-decision__buttons">
        <Button
          variant="danger"
          icon={<Ban aria-hidden />}
          disabled={busy !== null}
          onClick={() => setConfirming(true)}
        >
          Cancel request
        </Button>
        <Button
          variant="primary"
          icon={<Save aria-hidden />}
          loading={busy === 'save'}
          disabled={unchanged || busy !== null}
          onClick={() => void form.handleSubmit(({ remarks }) => run({ kind: 'save', remarks }))()}
        >
          {submitting ? 'Submit request' : 'Save remarks'}
        </Button>
      </div>
      <Modal
        open={confirming}
        width="sm"
        title="Cancel this request?"
        onClose={() => busy === null && setConfirming(false)}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => setConfirming(false)}
              data-autofocus
            >
              Keep request
            </Button>
            <Button
              variant="danger"
              loading={busy === 'cancel'}
              onClick={() => void run({ kind: 'cancel' })}
            >
              Cancel request
            </Button>
          </>
        }
      >
        <p>
          The transfer will not be made and your approvers can no longer act on it. This cannot be
          undone.
        </p>
      </Modal>
    </section>
  );
}
