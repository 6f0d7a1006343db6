import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useMoneyAction } from '../../../entities/money/useMoneyAction';
import { MoneyOfflineNotice, useMoneyOffline } from '../../../entities/money/MoneyOffline';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/domain/approvals';
import { decisionAuthorisation } from '../../../shared/domain/codeAuthorisation';
import { formatMoney } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { showToast } from '../../../shared/ui/toastStore';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import {
  APPROVAL_RATE_EXPIRED,
  DECISION_OFFLINE,
  decisionCode,
  decisionFailure,
  sendDecision,
  type DecisionDraft,
  withDecisionCode,
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
  /** Where Approve and Reject go (the dialog's footer bar, always in view); inline without it. */
  actionBar?: HTMLElement | null;
  onDone: (request: ApprovalRequest) => void;
}

/** A two-step request's first step accepted (docs/decisions/approvals.md 'Two-step policies'). */
export const STEP_APPROVED = 'Step approved';

const DONE_TEXT: Record<ApprovalAction, string> = {
  Accepted: 'Request approved',
  Rejected: 'Request rejected',
};

/**
 * Approve or Reject, with remarks. Both move (or stop) money, so both go through the money
 * protocol (src/entities/money): online only, a one-time code bound to this request and this
 * action, one idempotency key per decision, busy until the bank has answered, and a decision
 * with no answer sent again unchanged by 'Try again'. An exchange is approved at a fresh quote
 * the approver sees first, with its fee; a quote that can no longer be used turns Approve into
 * Refresh, so no code is asked for on it.
 */
export function ApproverDecision({ request, methods, actionBar, onDone }: ApproverDecisionProps) {
  const titleId = useId();
  // The remarks go with the decision, read through remarksFormSchema when it is made.
  const form = useForm<RemarksForm, unknown, RemarksValues>({
    defaultValues: { remarks: '' },
    resolver: zodResolver(remarksFormSchema),
  });
  const approval = useApprovalQuote(request);
  // Offline: said at once, Approve and Reject wait; the remarks stay.
  const offline = useMoneyOffline();
  const online = !offline.offline;
  // The quote as it stands when the code comes back (it may have run out meanwhile).
  const latest = useRef(approval);
  useEffect(() => {
    latest.current = approval;
  });
  const money = useMoneyAction<DecisionDraft, ApprovalRequest>({
    send: (draft, intent) => sendDecision(request, draft, intent),
    describeFailure: decisionFailure,
    // The decision's own code, bound to this request and this action.
    code: {
      open: decisionCode,
      withCode: (draft, method, reference) =>
        withDecisionCode(draft, method, reference, latest.current.terms),
    },
    codeRequired: true,
    methods,
    expired: (draft) => draft.action === 'Accepted' && !latest.current.usable,
    expiredText: APPROVAL_RATE_EXPIRED,
    offlineText: DECISION_OFFLINE,
    onAnswer: (updated, draft) => {
      const amount = formatMoney(updated.sourceAmount, updated.sourceCurrency);
      // A first step accepted: the request waits for the next step, nothing has moved yet.
      const stepDone = draft.action === 'Accepted' && updated.status === 'PendingApproval';
      showToast({
        kind: 'success',
        title: stepDone ? STEP_APPROVED : DONE_TEXT[draft.action],
        message: stepDone
          ? `${KIND_LABELS[request.kind]} of ${amount} from ${request.requesterName} now waits for the second step approver.`
          : `${KIND_LABELS[request.kind]} of ${amount} from ${request.requesterName}.`,
      });
      onDone(updated);
    },
  });
  const failure = money.notice
    ? {
        title: money.notice.kind === 'offline' ? "You're offline" : undefined,
        message: money.notice.message,
      }
    : money.outcome?.kind === 'failure'
      ? money.outcome
      : null;
  // The bar is below the remarks: a refusal above it is scrolled into view when it appears.
  const failureRef = useRef<HTMLDivElement>(null);
  const failureText = failure?.message;
  useEffect(() => {
    if (failureText) failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failureText]);
  // A decision sent with no answer back: only 'Try again' (the same decision) may follow.
  const unanswered = money.outcome?.kind === 'failure' && money.outcome.retryable;
  const sending = money.submitting ? (money.request?.action ?? null) : null;

  const decideOn = (action: ApprovalAction) => {
    // Online, Approve is disabled on a quote that cannot be used; offline it says why not.
    if (action === 'Accepted' && online && !approval.usable) return;
    // Read at the click (the protocol refuses offline, or locks, at once); remarks too long
    // show their message instead.
    const read = remarksFormSchema.safeParse(form.getValues());
    if (!read.success) {
      void form.trigger();
      return;
    }
    money.confirm({ action, remarks: read.data.remarks }, decisionAuthorisation(request, action));
  };

  const buttons = (
    <DecisionButtons
      approval={approval}
      online={online}
      locked={money.busy || unanswered || offline.offline}
      reason={offline.offline ? offline.noticeId : undefined}
      sending={sending}
      onDecide={decideOn}
    />
  );

  return (
    <section className="approver-decision" aria-labelledby={titleId}>
      <h3 id={titleId} className="approver-decision__title">
        Your decision
      </h3>
      <ApprovalRate request={request} approval={approval} offline={offline.offline} />
      <RemarksField
        label="Remarks (optional)"
        control={form.control}
        disabled={sending !== null || unanswered}
      />
      <MoneyOfflineNotice state={offline} kind="decide" />
      {failure && !offline.offline && (
        <div ref={failureRef}>
          <Alert kind="error" title={failure.title}>
            <p>{failure.message}</p>
            {unanswered && (
              <Button variant="primary" onClick={money.retry} disabled={sending !== null}>
                Try again
              </Button>
            )}
          </Alert>
        </div>
      )}
      {actionBar ? createPortal(buttons, actionBar) : buttons}
      <VerifyCodeDialog {...money.codeDialog} />
    </section>
  );
}
