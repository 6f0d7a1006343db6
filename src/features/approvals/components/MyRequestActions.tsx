import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/ApiError';
import { UNKNOWN_ERROR_CODE } from '../../../api/errorCatalogue';
import { failureOf } from '../../../entities/money/failure';
import { useMoneyAction } from '../../../entities/money/useMoneyAction';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { showToast } from '../../../shared/ui/toastStore';
import { CHANGE_OFFLINE, changeRequest, type RequestChange } from '../actions';
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
  const [confirming, setConfirming] = useState(false);
  const submitting = request.status === 'PendingCheck';
  // Online only and no code (these move no money), but the same guard: one change at a time,
  // refused offline before anything is sent.
  const money = useMoneyAction<RequestChange, void>({
    send: (change) => changeRequest(request, change),
    offlineText: CHANGE_OFFLINE,
    // A change the bank did not answer is not offered again: the page shows what the bank has.
    describeFailure: (error, change) => {
      const shown = change.kind === 'save' && submitting ? submitFailure(error) : toFailure(error);
      return { ...failureOf(error), title: shown.title, message: shown.message, retryable: false };
    },
    onAnswer: (_, change) => {
      showToast(
        change.kind === 'cancel'
          ? {
              kind: 'success',
              title: 'Request cancelled',
              message: 'The transfer will not be made.',
            }
          : submitting
            ? { kind: 'success', ...SUBMITTED }
            : {
                kind: 'success',
                title: 'Remarks saved',
                message: 'Your approvers see the new remarks.',
              },
      );
      setConfirming(false);
      onDone();
    },
    onRefused: () => setConfirming(false),
  });
  const busy = money.busy ? (money.request?.kind ?? null) : null;
  const failure: Failure | null = money.notice
    ? { title: "You're offline", message: money.notice.message }
    : money.outcome?.kind === 'failure'
      ? money.outcome
      : null;
  const parsed = remarksSchema.safeParse(typedRemarks);
  const unchanged = !submitting && parsed.success && parsed.data === request.remarks.trim();

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
          onClick={() =>
            void form.handleSubmit(({ remarks }) => money.confirm({ kind: 'save', remarks }))()
          }
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
              onClick={() => money.confirm({ kind: 'cancel' })}
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
