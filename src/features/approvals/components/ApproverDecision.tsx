import { Check, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../api/ApiError';
import { isOfflineForMoney, newMoneyIntent, type MoneyIntent } from '../../../api/client';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/domain/approvals';
import { formatMoney } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { showToast } from '../../../shared/ui/toastStore';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { DECISION_OFFLINE, decide, decisionBinding, decisionCode } from '../actions';
import { KIND_LABELS } from '../labels';
import { remarksSchema } from '../schemas';
import { RemarksField } from './RemarksField';

interface ApproverDecisionProps {
  request: ApprovalRequest;
  /** The methods the approver may confirm with (TOTP first when they prefer the authenticator app). */
  methods: CodeMethod[];
  onDone: (request: ApprovalRequest) => void;
}

interface Failure {
  title?: string | undefined;
  message: string;
}

type CodeSession = ReturnType<typeof decisionCode>;

const DONE_TEXT: Record<ApprovalAction, string> = { Accepted: 'Request approved', Rejected: 'Request rejected' };

/**
 * Approve or Reject, with remarks. Both move (or stop) money, so both are online only and need
 * a one-time code bound to this request and this action; each decision carries its own
 * idempotency key and the buttons stay busy until the bank has answered.
 */
export function ApproverDecision({ request, methods, onDone }: ApproverDecisionProps) {
  const titleId = useId();
  const [remarks, setRemarks] = useState('');
  const [verifying, setVerifying] = useState<ApprovalAction | null>(null);
  const [sending, setSending] = useState<ApprovalAction | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
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
    busy.current = true;
    intent.current = newMoneyIntent();
    const session = sessions.current.get(action) ?? decisionCode(decisionBinding(request.referenceId, action));
    sessions.current.set(action, session);
    setCode(session);
    setVerifying(action);
  };

  const cancelCode = () => {
    busy.current = false;
    intent.current = null;
    setVerifying(null);
  };

  const send = async (action: ApprovalAction, method: CodeMethod, reference: string) => {
    setVerifying(null);
    setSending(action);
    // The verified code is spent on this attempt; another attempt starts with a new code.
    sessions.current.delete(action);
    const parsed = remarksSchema.safeParse(remarks);
    try {
      const updated = await decide({
        request,
        action,
        remarks: parsed.success ? parsed.data : remarks.trim(),
        code: { method, reference },
        intent: intent.current ?? newMoneyIntent(),
      });
      const amount = formatMoney(request.sourceAmount, request.sourceCurrency);
      showToast({ kind: 'success', title: DONE_TEXT[action], message: `${KIND_LABELS[request.kind]} of ${amount} from ${request.requesterName}.` });
      onDone(updated);
    } catch (error) {
      if (isApiError(error) && error.kind === 'offline') setFailure({ title: "You're offline", message: DECISION_OFFLINE });
      else if (isApiError(error)) setFailure({ title: error.title, message: error.message });
      else setFailure({ message: 'Something went wrong. Please try again.' });
    } finally {
      busy.current = false;
      intent.current = null;
      setSending(null);
    }
  };

  return (
    <section className="approver-decision" aria-labelledby={titleId}>
      <h3 id={titleId} className="approver-decision__title">
        Your decision
      </h3>
      <RemarksField label="Remarks (optional)" value={remarks} onChange={setRemarks} disabled={sending !== null} />
      {failure && (
        <Alert kind="error" title={failure.title}>
          <p>{failure.message}</p>
        </Alert>
      )}
      <div className="approver-decision__buttons">
        <Button variant="danger" icon={<X aria-hidden />} loading={sending === 'Rejected'} disabled={sending !== null || verifying !== null} onClick={() => start('Rejected')}>
          Reject
        </Button>
        <Button variant="primary" icon={<Check aria-hidden />} loading={sending === 'Accepted'} disabled={sending !== null || verifying !== null} onClick={() => start('Accepted')}>
          Approve
        </Button>
      </div>
      <VerifyCodeDialog
        open={verifying !== null && code !== null}
        methods={methods}
        initialMethod={methods[0] ?? 'SMS'}
        onSend={() => (code ? code.send() : Promise.reject(new Error('No decision')))}
        onVerify={(method, value) => (code ? code.verify(method, value) : Promise.reject(new Error('No decision')))}
        onVerified={(method, reference) => verifying && void send(verifying, method, reference)}
        onClose={cancelCode}
        describeError={(error) => (code ? code.describe(error) : { message: String(error), tone: 'error' })}
      />
    </section>
  );
}
