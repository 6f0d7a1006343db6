import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isOfflineForMoney, newMoneyIntent, type MoneyIntent } from '../../../api/client';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/domain/approvals';
import { decisionAuthorisation } from '../../../shared/domain/codeAuthorisation';
import { formatMoney } from '../../../shared/money';
import { isUnknownOutcome } from '../../../api/unknownOutcome';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { showToast } from '../../../shared/ui/toastStore';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { useSyncStatus } from '../../../sync/syncStatus';
import {
  APPROVAL_RATE_EXPIRED,
  DECISION_OFFLINE,
  decide,
  type Decision,
  decisionCode,
  decisionFailure,
  type DecisionFailure,
} from '../actions';
import { KIND_LABELS } from '../../../entities/approval/labels';
import {
  remarksFormSchema,
  type RemarksForm,
  type RemarksValues,
} from '../../../entities/approval/remarks';
import { RemarksField } from '../../../entities/approval/RemarksField';
import { useApprovalQuote } from '../useApprovalQuote';
import { ApprovalRate } from './ApprovalRate';
import { DecisionButtons } from './DecisionButtons';

interface ApproverDecisionProps {
  request: ApprovalRequest;
  /** The methods the approver may confirm with (TOTP first when they prefer the authenticator app). */
  methods: CodeMethod[];
  onDone: (request: ApprovalRequest) => void;
}

type CodeSession = ReturnType<typeof decisionCode>;

const DONE_TEXT: Record<ApprovalAction, string> = {
  Accepted: 'Request approved',
  Rejected: 'Request rejected',
};

/**
 * Approve or Reject, with remarks. Both move (or stop) money, so both are online only and need
 * a one-time code bound to this request and this action; each decision carries its own
 * idempotency key and the buttons stay busy until the bank has answered. An exchange is
 * approved at a fresh quote the approver sees first, with its fee; a quote that can no longer
 * be used turns Approve into Refresh, so no code is asked for on it.
 */
export function ApproverDecision({ request, methods, onDone }: ApproverDecisionProps) {
  const titleId = useId();
  // The remarks go with the decision: read through remarksFormSchema once the code is verified.
  const form = useForm<RemarksForm, unknown, RemarksValues>({
    defaultValues: { remarks: '' },
    resolver: zodResolver(remarksFormSchema),
  });
  const [verifying, setVerifying] = useState<ApprovalAction | null>(null);
  const [sending, setSending] = useState<ApprovalAction | null>(null);
  const [failure, setFailure] = useState<DecisionFailure | null>(null);
  // A decision sent with no answer back: 'Try again' sends exactly it again, under its key.
  const [unanswered, setUnanswered] = useState<Decision | null>(null);
  const approval = useApprovalQuote(request);
  const { online } = useSyncStatus();
  // The quote as it stands when the code comes back (it may have run out meanwhile).
  const latest = useRef(approval);
  useEffect(() => {
    latest.current = approval;
  });
  // Set from the click until the bank answers: a second click cannot start another decision.
  const busy = useRef(false);
  const intent = useRef<MoneyIntent | null>(null);
  // One code session per action, kept while the code step is left and reopened.
  const sessions = useRef(new Map<ApprovalAction, CodeSession>());
  const [code, setCode] = useState<CodeSession | null>(null);

  const start = (action: ApprovalAction) => {
    if (busy.current) return;
    setFailure(null);
    if (isOfflineForMoney()) {
      setFailure({ title: "You're offline", message: DECISION_OFFLINE });
      return;
    }
    if (action === 'Accepted' && !approval.usable) return;
    busy.current = true;
    intent.current = newMoneyIntent();
    const session =
      sessions.current.get(action) ?? decisionCode(decisionAuthorisation(request, action));
    sessions.current.set(action, session);
    setCode(session);
    setVerifying(action);
  };

  const release = () => {
    busy.current = false;
    intent.current = null;
  };

  const cancelCode = () => {
    release();
    setVerifying(null);
  };

  const send = async (action: ApprovalAction, method: CodeMethod, reference: string) => {
    setVerifying(null);
    // The verified code is spent on this attempt; another attempt starts with a new code.
    sessions.current.delete(action);
    const current = latest.current;
    if (action === 'Accepted' && !current.usable) {
      setFailure({ message: APPROVAL_RATE_EXPIRED });
      release();
      return;
    }
    setSending(action);
    try {
      await form.handleSubmit(({ remarks }) =>
        deliver({
          request,
          action,
          remarks,
          code: { method, reference },
          intent: intent.current ?? newMoneyIntent(),
          ...(action === 'Accepted' ? { terms: current.terms } : {}),
        }),
      )();
    } finally {
      release();
      setSending(null);
    }
  };

  /** Sends a decision; with no answer back it is kept, so that a retry is the same request. */
  const deliver = async (decision: Decision) => {
    try {
      const updated = await decide(decision);
      setUnanswered(null);
      const amount = formatMoney(updated.sourceAmount, updated.sourceCurrency);
      showToast({
        kind: 'success',
        title: DONE_TEXT[decision.action],
        message: `${KIND_LABELS[request.kind]} of ${amount} from ${request.requesterName}.`,
      });
      onDone(updated);
    } catch (error) {
      setUnanswered(isUnknownOutcome(error) ? decision : null);
      setFailure(decisionFailure(error));
    }
  };

  const retry = async () => {
    if (!unanswered || busy.current) return;
    busy.current = true;
    setFailure(null);
    setSending(unanswered.action);
    try {
      await deliver(unanswered);
    } finally {
      busy.current = false;
      setSending(null);
    }
  };

  return (
    <section className="approver-decision" aria-labelledby={titleId}>
      <h3 id={titleId} className="approver-decision__title">
        Your decision
      </h3>
      <ApprovalRate request={request} approval={approval} />
      <RemarksField
        label="Remarks (optional)"
        control={form.control}
        disabled={sending !== null || unanswered !== null}
      />
      {failure && (
        <Alert kind="error" title={failure.title}>
          <p>{failure.message}</p>
          {unanswered && (
            <Button variant="primary" onClick={() => void retry()} disabled={sending !== null}>
              Try again
            </Button>
          )}
        </Alert>
      )}
      <DecisionButtons
        approval={approval}
        online={online}
        locked={sending !== null || verifying !== null || unanswered !== null}
        sending={sending}
        onDecide={start}
      />
      <VerifyCodeDialog
        open={verifying !== null && code !== null}
        authorises={code?.authorisation ?? null}
        methods={methods}
        initialMethod={methods[0] ?? 'SMS'}
        onSend={() => (code ? code.send() : Promise.reject(new Error('No decision')))}
        onVerify={(method, value) =>
          code ? code.verify(method, value) : Promise.reject(new Error('No decision'))
        }
        onVerified={(method, reference) => verifying && void send(verifying, method, reference)}
        onClose={cancelCode}
        describeError={(error) =>
          code ? code.describe(error) : { lines: [String(error)], tone: 'error' }
        }
      />
    </section>
  );
}
