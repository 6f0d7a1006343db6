import { ApiError, isApiError } from '../../api/ApiError';
import { actOnApproval, cancelApproval, saveApprovalRemarks } from '../../api/approvals';
import type { MoneyIntent } from '../../api/client';
import { describeCodeFailure, guardCodeLock } from '../../api/codeFailures';
import { sendPayoutCode, verifyPayoutCode, verifyPayoutTotp } from '../../api/payoutCodes';
import type {
  ApprovalAction,
  ApprovalActionRequest,
  ApprovalRequest,
} from '../../shared/domain/approvals';
import { failureOf, type MoneyFailure } from '../../entities/money/failure';
import type { CodeSession } from '../../entities/money/moneyAction';
import { codeBindingOf, type CodeAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { Micros } from '../../shared/money';
import type { CodeDelivery, CodeErrorDisplay, CodeMethod } from '../../shared/ui/VerifyCodeDialog';
import { writeThrough } from '../../sync/writeThrough';

/** Shown instead of sending anything when a decision is tried without a connection (docs/architecture.md §1). */
export const DECISION_OFFLINE =
  "You're offline. Approving or rejecting a request needs a connection, so nothing was sent. Please try again when you're back online.";
/** Written for this product: the approver's quote ran out while the code was being entered. */
export const APPROVAL_RATE_EXPIRED =
  'The exchange rate has expired, so nothing was approved. Please refresh the rate and approve again.';
/** Editing or cancelling one's own request also needs the bank. */
export const CHANGE_OFFLINE =
  "You're offline. Changing a request needs a connection, so nothing was sent. Please try again when you're back online.";

/**
 * What the decision panel says when the bank refused a decision: its catalogue text. No answer
 * is the money protocol's unknown outcome (failureOf: 'Try again' sends it again); offline never
 * gets here (the protocol refuses it before sending, with DECISION_OFFLINE).
 */
export function decisionFailure(error: unknown): MoneyFailure {
  const base = failureOf(error);
  if (base.retryable) return base;
  if (isApiError(error)) return { ...base, title: error.title, message: error.message };
  return { ...base, title: undefined, message: 'Something went wrong. Please try again.' };
}

/**
 * Sends and checks the one-time code of one decision, bound to what the code dialog shows of it
 * (`authorisation`: the request, the decision, its amount and currency; docs/architecture.md §6
 * dynamic linking); the SMS reference is kept between the two. Leaving the code step and coming
 * back within the resend wait reuses the code already sent (the bank refuses a new one that
 * soon, and the first is still valid). A lock forces the user out (guardCodeLock); the last
 * method used names the failure.
 */
export function decisionCode(
  authorisation: CodeAuthorisation,
  now: () => number = Date.now,
): CodeSession {
  const binding = codeBindingOf(authorisation);
  let otpRefId: string | null = null;
  let sent: { destination: string; resendAt: number } | null = null;
  let method: CodeMethod = 'SMS';
  return {
    authorisation,
    send(): Promise<CodeDelivery> {
      if (sent && now() < sent.resendAt) {
        return Promise.resolve({
          destination: sent.destination,
          resendInSeconds: Math.ceil((sent.resendAt - now()) / 1000),
        });
      }
      return guardCodeLock(async () => {
        const issued = await sendPayoutCode(binding, 'SMS');
        otpRefId = issued.otpRefID;
        const destination = issued.maskedPhone || issued.maskedEmail;
        sent = { destination, resendAt: now() + issued.resendInSeconds * 1000 };
        return { destination, resendInSeconds: issued.resendInSeconds };
      });
    },
    verify(used: CodeMethod, code: string): Promise<string> {
      method = used;
      return guardCodeLock(async () => {
        const verified =
          used === 'TOTP'
            ? await verifyPayoutTotp(code, binding)
            : await verifyPayoutCode(code, otpRefId ?? '');
        if (!verified.isVerified) {
          throw new ApiError({
            kind: 'http',
            status: 400,
            code: 'INVALID_OTP',
            remainingAttempts: verified.remainingAttempts,
          });
        }
        return verified.referenceId;
      });
    },
    describe(error: unknown): CodeErrorDisplay {
      // The last method used names the failure (a send error comes before any verify).
      return describeCodeFailure(error, method);
    },
  };
}

/** A decision as the approver makes it; the code and, for an acceptance, the terms join it once the code is verified. */
export interface DecisionDraft {
  action: ApprovalAction;
  remarks: string;
  code?: { method: CodeMethod; reference: string };
  /** An acceptance names the quote it executes at (exchanges) and the fee the approver saw. */
  terms?: { fxReferenceId?: string; fee: Micros };
}

export interface Decision extends DecisionDraft {
  request: ApprovalRequest;
  code: { method: CodeMethod; reference: string };
  /** One per decision: a retry of the same decision moves nothing twice. */
  intent: MoneyIntent;
}

/**
 * The decision with its verified code and, for an acceptance, the terms as they stand now (the
 * quote it executes at, the fee the approver saw): a retry sends it unchanged.
 */
export function withDecisionCode(
  draft: DecisionDraft,
  method: CodeMethod,
  reference: string,
  terms: { fxReferenceId?: string; fee: Micros },
): DecisionDraft {
  return {
    ...draft,
    code: { method, reference },
    ...(draft.action === 'Accepted' ? { terms } : {}),
  };
}

/** Sends a decision under its intent (the code step put the code in it). */
export function sendDecision(
  request: ApprovalRequest,
  draft: DecisionDraft,
  intent: MoneyIntent,
): Promise<ApprovalRequest> {
  const { code } = draft;
  if (!code) return Promise.reject(new Error('A decision is sent with its code.'));
  return decide({ ...draft, code, request, intent });
}

/**
 * Sends an approver's decision, then writes what it changed into the cache (balances and
 * transactions of an executed transfer, and the request, moved out of the pending list) and
 * syncs the touched stores, which also refreshes the menu's pending count.
 */
export async function decide({
  request,
  action,
  remarks,
  code,
  intent,
  terms,
}: Decision): Promise<ApprovalRequest> {
  const body: ApprovalActionRequest = {
    actionStatus: action,
    remarks,
    ...(code.method === 'TOTP'
      ? { totpReferenceID: code.reference }
      : { otpReferenceID: code.reference }),
    ...terms,
  };
  const result = await actOnApproval(request.referenceId, body, intent);
  await writeThrough(
    {
      accounts: result.touched.accounts,
      transactions: result.touched.transactions,
      approval: { request: result.request, list: 'completed' },
    },
    ['approvals', 'accounts', 'transactions'],
  );
  return result.request;
}

/**
 * Saves new remarks on one's own open request, or submits a held one (PendingCheck) with them
 * (docs/decisions/approvals.md: PUT request/{referenceId}); a submitted request waits for approval.
 */
export async function saveRemarks(request: ApprovalRequest, remarks: string): Promise<void> {
  await saveApprovalRemarks(request.referenceId, remarks);
  await writeThrough(
    { approval: { request: { ...request, remarks, status: 'PendingApproval' }, list: 'mine' } },
    ['approvals'],
  );
}

/** Cancels one's own open request. */
export async function cancelRequest(request: ApprovalRequest): Promise<void> {
  await cancelApproval(request.referenceId);
  await writeThrough({ approval: { request: { ...request, status: 'Cancelled' }, list: 'mine' } }, [
    'approvals',
  ]);
}

/** A change to one's own open request: new remarks (or a held request's submission), or cancelling it. */
export type RequestChange = { kind: 'save'; remarks: string } | { kind: 'cancel' };

export function changeRequest(request: ApprovalRequest, change: RequestChange): Promise<void> {
  return change.kind === 'save' ? saveRemarks(request, change.remarks) : cancelRequest(request);
}
